import { useEffect, useRef, useState } from 'react';
import { formatOdds } from '@betsite/domain/sportsbook';
import type { TSportEvent, TSportMarket, TSportOutcome } from '@betsite/contract/sportsbook';
import { useSlip } from '../lib/slip-store.ts';

/**
 * One price: a large tap target that puts the outcome in the slip (or takes it out). A change of
 * price flashes up or down in place: the button keeps its size (tabular figures, fixed width).
 */
export function OddsButton({
  event,
  market,
  outcome,
  onFastBet,
}: {
  event: TSportEvent;
  market: TSportMarket;
  outcome: TSportOutcome;
  /** LiveFastBet: buy at once instead of filling the slip. */
  onFastBet?: (item: { hash: string; quota: number }) => void;
}) {
  const chosen = useSlip((s) => s.items.some((i) => i.hash === outcome.Hash));
  const toggle = useSlip((s) => s.toggle);
  const previous = useRef(outcome.Quota);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (outcome.Quota === previous.current) return;
    setMove(outcome.Quota > previous.current ? 'up' : 'down');
    previous.current = outcome.Quota;
    const t = setTimeout(() => setMove(null), 2500);
    return () => clearTimeout(t);
  }, [outcome.Quota]);
  const disabled = market.Suspended;
  return (
    <button
      type="button"
      className={`odds${chosen ? ' is-chosen' : ''}${move ? ` odds--${move}` : ''}`}
      aria-pressed={chosen}
      disabled={disabled}
      data-hash={outcome.Hash}
      onClick={() => {
        const item = { hash: outcome.Hash, quota: outcome.Quota, event: event.Name, market: market.Name, label: outcome.Label, live: event.Live };
        if (onFastBet) onFastBet(item);
        else toggle(item);
      }}
    >
      <span className="sr-only">
        {event.Name}, {market.Name}:{' '}
      </span>
      <span className="odds__label">{outcome.Label}</span> <span className="odds__value">{disabled ? '—' : formatOdds(outcome.Quota)}</span>
      {(disabled || move) && <span className="sr-only"> {disabled ? 'sospeso' : move === 'up' ? 'in rialzo' : 'in ribasso'}</span>}
    </button>
  );
}
