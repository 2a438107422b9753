import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { useCmsArea } from '../../content/widgets.ts';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The step-1 banner from the content area V3_LayoutArea_Registration; nothing when the area is empty.
 * Its area comes with the page's first data (routes.tsx), so the server's markup has it.
 */
export function RegistrationBanner() {
  const { data } = useCmsArea(LAYOUT_AREAS.registration);
  const items = (data?.Data ?? []).flatMap((o) => [o, ...o.Children]).filter((o) => str(o.Parameters.ImageUrl) || str(o.Parameters.Title));
  if (!items.length) return null;
  const item = items[0]!;
  const image = str(item.Parameters.ImageUrl);
  const title = str(item.Parameters.Title);
  // Only same-site or https images; texts are rendered as text, never as HTML.
  const safeImage = image && (image.startsWith('/') || image.startsWith('https://')) ? image : null;
  return (
    <aside className="reg-banner" aria-label="Promozione di benvenuto">
      {safeImage && <img src={safeImage} alt={title ?? ''} />}
      {title && <p className="reg-banner__title">{title}</p>}
    </aside>
  );
}
