import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { formatItalianDate } from '@betsite/domain/italian-dates';
import { parseExpiry } from '@betsite/domain/content-rules';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { addToHistory, currentSettings, updateSettings } from '../../preferences/index.ts';
import { promotionAddress, redeemPromotionBonus, usePromotion } from '../api/get-promotion.ts';

export { promotionPageData } from '../api/get-promotion.ts';
export { promotionMissing } from '../api/promotion-address.ts';
import { CmsLink } from '../components/cms-link.tsx';
import { Link } from '../../../lib/link.tsx';
import '../content.css';

/** How long a sport promotion stays in the sport history when it has no end date of its own: 30 days. */
const HISTORY_MS = 30 * 86_400_000;

/** /scommesse/promozione/{slug} and /games/promozione/{slug}: image, body, expiry, CTA and 'Riscatta' for a bonus code. */
export default function PromotionPage() {
  const { pathname } = useLocation();
  const address = promotionAddress(pathname);
  const promo = usePromotion(address?.section ?? 'games', address?.slug ?? '-');
  const user = useSession((s) => s.user);
  const [redeem, setRedeem] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A refusal (a used or unknown code) shows the server's text, as any other failure its own.
  const redeeming = useMutation({
    mutationFn: redeemPromotionBonus,
    onSuccess: ({ message }) => setRedeem({ tone: 'success', text: message ?? 'Bonus riscattato' }),
    onError: (err) => setRedeem({ tone: 'error', text: errorText(err) }),
  });
  const p = address ? promo.data : null;
  useDocumentTitle(p ? `${p.Title} | Betsite` : 'Promozioni | Betsite');
  const expiry = p ? parseExpiry(p.Scadenza) : null;

  // A sport promotion page goes into the sport history (document 1 §5).
  useEffect(() => {
    if (!p || address?.section !== 'sport' || !user) return;
    const now = Date.now();
    const item = {
      Id: `promo-${p.Id}`,
      Type: 'sport' as const,
      SubType: 'promozione',
      Title: p.Title,
      Url: pathname,
      Image: p.Image,
      SubTitle: 'Promozione',
      Expiration: expiry?.getTime() ?? now + HISTORY_MS,
      Timestamp: now,
    };
    updateSettings({ History: addToHistory(currentSettings().History ?? [], item, now) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p?.Id, user]);

  if (!address) return <NotFoundPage />;
  if (promo.isPending) return <Loader />;
  if (promo.isError) return <LoadError onRetry={() => void promo.refetch()} />;
  if (!p) return <NotFoundPage />;

  return (
    <article className="page page--narrow cms-promo-page">
      <p className="muted">
        <Link to={paths.page('promozioni')}>Promozioni</Link> › {address.section === 'sport' ? 'Scommesse' : 'Casinò'}
      </p>
      <h1>{p.Title}</h1>
      {p.Image && <img src={p.Image} alt="" width={800} height={480} className="cms-promo-page__image" />}
      <p>{p.Body}</p>
      {expiry && (
        <p className="muted">
          <strong>Scadenza:</strong> {formatItalianDate(expiry, 'long')}
        </p>
      )}
      <div className="cms-promo-page__actions">
        {p.CtaText && p.CtaUrl && (
          <CmsLink
            internal={p.CtaUrl.startsWith('/') ? p.CtaUrl : undefined}
            external={p.CtaUrl.startsWith('https://') ? p.CtaUrl : undefined}
            className="btn btn--ghost"
          >
            {p.CtaText}
          </CmsLink>
        )}
        {p.BonusCode &&
          (user ? (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => redeeming.mutate(p.BonusCode!)}
              disabled={redeeming.isPending}
              aria-busy={redeeming.isPending}
            >
              Riscatta
            </button>
          ) : (
            <Link className="btn btn--primary" to={`${paths.login}?returnUrl=${encodeURIComponent(pathname)}`}>
              Accedi per riscattare
            </Link>
          ))}
      </div>
      {p.BonusCode && <p className="muted">Codice promozione: {p.BonusCode}</p>}
      <div role="status" aria-live="polite">
        {redeem && <p className={`notice notice--${redeem.tone}`}>{redeem.text}</p>}
      </div>
    </article>
  );
}
