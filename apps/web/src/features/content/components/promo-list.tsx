import { formatItalianDate } from '@betsite/domain/italian-dates';
import { parseExpiry, slugify } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { TCmsObject } from '@betsite/contract/content';
import { CmsLink } from './cms-link.tsx';
import { bool, str } from './view-context.ts';

/** Where a promo leads: its own URL, else the promo page by section (sport or games). */
function promoLink(p: Record<string, unknown>): {
  internal?: string;
  external?: string;
} {
  if (str(p.PromoInternalUrl)) return { internal: str(p.PromoInternalUrl) };
  if (str(p.PromoExternalUrl)) return { external: str(p.PromoExternalUrl) };
  const slug = slugify(str(p.Title));
  return {
    internal: str(p.Section) === 'sport' ? `/scommesse/promozione/${slug}` : `/games/promozione/${slug}`,
  };
}

/** lista_promo: the promos still running (expired ones are already dropped), without those hidden from lists. */
export function PromoList({ widget }: { widget: TCmsObject }) {
  const promos = widget.Children.filter((c) => c.TypeName === 'promo' && !bool(c.Parameters.HideInList));
  if (promos.length === 0) return null;
  const heading = str(widget.Parameters.title) || CONTENT_TEXT.promos;
  return (
    <section className="cms-widget cms-promos" aria-labelledby={`w-${widget.Id}`}>
      <h2 id={`w-${widget.Id}`}>{heading}</h2>
      <ul className="cms-promos__list" data-testid="promo-list">
        {promos.map((o, i) => {
          const p = o.Parameters;
          const expiry = parseExpiry(p.Scadenza);
          return (
            <li key={o.Id} className="cms-card">
              {str(p.Thumb) && (
                <img
                  src={str(p.Thumb)}
                  alt=""
                  width="400"
                  height="240"
                  // The first card is often the largest paint on phones: it loads at once.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className="cms-card__img"
                />
              )}
              <div className="cms-card__body">
                <h3>
                  <CmsLink {...promoLink(p)}>{str(p.Title)}</CmsLink>
                </h3>
                <p>{str(p.Body)}</p>
                {expiry && <p className="muted cms-card__meta">{CONTENT_TEXT.expires(formatItalianDate(expiry, 'long'))}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
