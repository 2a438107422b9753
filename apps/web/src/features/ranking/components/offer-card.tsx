import { useId, useState } from 'react';
import type { TRankingOffer } from '@betsite/contract/ranking';
import { RANKING_TEXT as T } from '@betsite/contract/ranking-messages';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { points } from '../lib/view.ts';

/** The generic picture of an offer without a thumbnail (§2). */
const GENERIC_THUMB = '/cms/promo/ranking-generico.webp';

/** The action of an offer: 'Gioca gratis' (conversion), 'Attiva Promo' (ticket promo), 'Inserisci nel carrello' (unique code). */
export const actionLabel = (o: TRankingOffer) => (o.IsTicketPromo ? T.activatePromo : o.IsCodiceUnico ? T.addToCart : T.playFree);

/** One conversion offer (document 3 §2 "Conversioni"): the description is shown, and rendered, only when expanded. */
export function OfferCard({ offer: o, busy, onAct }: { offer: TRankingOffer; busy: boolean; onAct: (o: TRankingOffer) => void }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const titleId = useId();
  return (
    <li className="ranking-offer" aria-labelledby={titleId}>
      <img className="ranking-offer__thumb" src={o.Thumb || GENERIC_THUMB} alt="" width={96} height={96} loading="lazy" />
      <div className="ranking-offer__body">
        <h3 id={titleId} className="ranking-offer__name">
          {o.BonusName}
        </h3>
        {o.ReleaseMaxPerPlayerMonth !== null && <p className="ranking-offer__monthly">Massimo {o.ReleaseMaxPerPlayerMonth} al mese</p>}
        <p className="ranking-offer__value">
          {o.BonusValue > 0 ? formatCents(o.BonusValue) : o.ReleaseMaxAmountBonus !== null ? `Fino a ${formatCents(o.ReleaseMaxAmountBonus)}` : ''}
        </p>
        <p className="ranking-offer__points">
          {o.InsteadOf !== null && o.InsteadOf > o.PointsToConvert && (
            <>
              <s aria-label={`invece di ${points(o.InsteadOf)}`}>{points(o.InsteadOf)}</s>{' '}
            </>
          )}
          <strong>{points(o.PointsToConvert)}</strong>
        </p>
        <span className="ranking-badge">
          {T.until} {formatDate(o.DateTo)}
        </span>
        {o.Abstract && <p className="ranking-offer__abstract">{o.Abstract}</p>}
        {o.IsBonusDeposito && (
          <p className="ranking-offer__deposit">
            {o.GiorniDaRegistrazione !== null ? T.welcomeBonus : T.depositBonus}
            {o.BonusDepositoValidoAl
              ? `, valido fino al ${formatDate(o.BonusDepositoValidoAl)}`
              : o.GiorniDaRegistrazione !== null
                ? `, entro ${o.GiorniDaRegistrazione} giorni dalla registrazione`
                : ''}
          </p>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--sm ranking-offer__toggle"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? T.close : T.details}
        </button>
        <div id={detailId} hidden={!open}>
          {open && <p className="ranking-offer__detail">{o.BonusDescription}</p>}
        </div>
      </div>
      <button type="button" className="btn btn--primary ranking-offer__action" disabled={!o.CanConvert || busy} onClick={() => onAct(o)}>
        {actionLabel(o)}
      </button>
    </li>
  );
}
