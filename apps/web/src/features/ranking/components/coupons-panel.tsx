import { useNavigate } from 'react-router';
import type { TRankingCoupon } from '@betsite/contract/ranking';
import { RANKING_TEXT as T } from '@betsite/contract/ranking-messages';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { addToCart } from '../../../lib/cart-handoff.ts';
import type { CouponFilter } from '../lib/view.ts';
import { Link } from '../../../lib/link.tsx';

const isActive = (c: TRankingCoupon) => !c.Scaduto;
const STATO: Record<string, string> = {
  attivo: 'Attivo',
  'da riscattare': 'Da sbloccare con il codice unico',
  convertito: 'Convertito',
  scaduto: 'Scaduto',
  annullato: 'Annullato',
  utilizzato: 'Utilizzato',
};

/** Bonus tab (§2): the coupons bought with points, filtered Tutti / Attivi / Scaduti. */
export function CouponsPanel({ coupons, filter }: { coupons: TRankingCoupon[]; filter: CouponFilter }) {
  const FILTERS: { value: CouponFilter; label: string; to: string }[] = [
    { value: 'all', label: T.all, to: `${paths.ranking}/coupons` },
    { value: 'active', label: T.active, to: `${paths.ranking}/coupons-active` },
    { value: 'expired', label: T.expired, to: `${paths.ranking}/coupons-expired` },
  ];
  const shown = coupons.filter((c) => filter === 'all' || (filter === 'active') === isActive(c));
  const navigate = useNavigate();
  return (
    <section aria-labelledby="ranking-coupons-title">
      <h2 id="ranking-coupons-title">{T.tabCoupons}</h2>
      <nav className="ranking-chips" aria-label="Filtra i coupons">
        {FILTERS.map((f) => (
          <Link key={f.value} to={f.to} className="ranking-chip" aria-current={f.value === filter ? 'page' : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p className="empty-state">{T.emptyCoupons}</p>
      ) : (
        <ul className="ranking-coupons">
          {shown.map((c) => (
            <li key={c.BonusCode} className={`ranking-coupon${c.Scaduto ? ' ranking-coupon--expired' : ''}`}>
              <p className="ranking-coupon__name">
                {c.BonusName} · {formatCents(c.BonusValue)}
              </p>
              <p>
                Codice <strong className="ranking-coupon__code">{c.BonusCode}</strong> · {c.Points.toLocaleString('it-IT')} pt
              </p>
              <p>
                {STATO[c.Stato] ?? c.Stato} · dal {formatDateTime(c.DateFrom)}
                {c.DateTo ? ` · ${c.Scaduto ? 'scaduto il' : 'valido fino al'} ${formatDate(c.DateTo)}` : ''}
              </p>
              {c.Outcomes.length > 0 && (
                // A unique code's booked bet, again into the slip (as a reservation's 'Inserisci nel carrello').
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => {
                    addToCart(c.Outcomes);
                    void navigate(paths.scommesseSport('calcio'));
                  }}
                >
                  {T.addToCart}
                  <span className="sr-only"> il codice {c.BonusCode}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
