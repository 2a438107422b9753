import { useQuery } from '@tanstack/react-query';
import * as contentCalls from '@betsite/contract/calls/content';
import { callApi } from '../../../lib/call-api.ts';

const AREA = 'V3_LayoutArea_Registration';
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The step-1 banner from the content area V3_LayoutArea_Registration; nothing when the area is empty. */
export function RegistrationBanner() {
  const { data } = useQuery({
    queryKey: ['registration', 'banner'],
    queryFn: () => callApi(contentCalls.GetCmsObject, { query: { id: '', layoutArea: AREA } }),
    staleTime: 5 * 60_000,
    retry: false,
  });
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
