import type { TPaymentMethod } from '@betsite/contract/payments';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { DESKTOP_TILES, MOBILE_TILES } from '../lib/deposit-form.ts';

interface Props {
  methods: TPaymentMethod[];
  selectedId: number | null;
  isMobile: boolean;
  expanded: boolean;
  onExpand(expanded: boolean): void;
  onSelect(m: TPaymentMethod): void;
}

/** The method tiles: 6 on mobile until 'Altri metodi di pagamento', otherwise up to 1000. */
export function MethodTiles({ methods, selectedId, isMobile, expanded, onExpand, onSelect }: Props) {
  const limit = isMobile && !expanded ? MOBILE_TILES : DESKTOP_TILES;
  const shown = methods.slice(0, limit);
  return (
    <div className="deposit-tiles">
      <ul className="deposit-tiles__grid" aria-label="Metodi di pagamento">
        {shown.map((m) => (
          <li key={m.Id}>
            <button type="button" className="deposit-tile" aria-pressed={m.Id === selectedId} onClick={() => onSelect(m)} data-method={m.Name}>
              <img src={m.Icon} alt="" width="72" height="48" loading="lazy" />
              <span className="deposit-tile__name">{m.NameLong}</span>
            </button>
          </li>
        ))}
      </ul>
      {isMobile && methods.length > MOBILE_TILES && (
        <button type="button" className="btn btn--link deposit-tiles__more" aria-expanded={expanded} onClick={() => onExpand(!expanded)}>
          {expanded ? DEPOSIT_TEXT.lessMethods : DEPOSIT_TEXT.moreMethods}
        </button>
      )}
    </div>
  );
}
