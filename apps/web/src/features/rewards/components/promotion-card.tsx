import type { TPromotion } from '@betsite/contract/bonus';
import { formatCents } from '../../../lib/format.ts';

/** A promotion with its coupon: colour and text of §4, and 'Riscatta' when the server allows it. */
export function PromotionCard({ promo: p, busy, onRedeem }: { promo: TPromotion; busy: boolean; onRedeem: (code: string) => void }) {
  const c = p.Coupons[0];
  return (
    <li className="bonus-card">
      <header className="bonus-card__head">
        <h3 className="bonus-card__name">{p.Bonus.Name}</h3>
        {c?.BonusCode && <span className="bonus-card__code">{c.BonusCode}</span>}
      </header>
      <p className="bonus-card__value">{p.ui.ValueOrNumber === 'number' ? `${p.BonusValue} giri gratuiti` : formatCents(p.BonusValue)}</p>
      {p.Bonus.Description && <p className="bonus-card__desc">{p.Bonus.Description}</p>}
      {c && <p className={`coupon-alert coupon-alert--${c.ui.AlertColor}`}>{c.ui.AlertText}</p>}
      {p.ui.ShowButtonRedeem && c && (
        <button type="button" className="btn btn--primary btn--sm" disabled={busy} onClick={() => onRedeem(c.BonusCode)}>
          Riscatta
          <span className="sr-only"> {p.Bonus.Name}</span>
        </button>
      )}
    </li>
  );
}
