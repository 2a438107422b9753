import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getEventRows } from '../api/sports-calls.ts';
import { useSlip } from './slip-store.ts';

/** How often the slip asks for its prices: a live price moves every few seconds, a prematch one every half hour. */
const LIVE_EVERY_MS = 5_000;
const PREMATCH_EVERY_MS = 60_000;

export type PriceMove = 'up' | 'down';

/**
 * Keeps the slip's prices those of the schedule now (GetEventRows), so the player buys at the price
 * shown and `AcceptVariations` 'Mai' does not refuse a price the slip never showed. Answers which
 * selections moved since the player last looked (until `seen()`), which can no longer be bought
 * (prematch event started, or gone from the schedule) and which are suspended for now (a live market
 * after a goal: bought again once the feed reopens it, seen at the next refresh).
 */
export function useSlipPrices() {
  const items = useSlip((s) => s.items);
  const setQuotas = useSlip((s) => s.setQuotas);
  const hashes = items.map((i) => i.hash).sort();
  const live = items.some((i) => i.live);
  const rows = useQuery({
    queryKey: ['sports', 'slip-prices', hashes],
    queryFn: () => getEventRows(hashes),
    enabled: hashes.length > 0,
    refetchInterval: live ? LIVE_EVERY_MS : PREMATCH_EVERY_MS,
    // The slip's own figures are the reference: an answer older than a few seconds is not reused.
    staleTime: 2_000,
  });
  const [moves, setMoves] = useState<Record<string, PriceMove>>({});
  const current = useRef(items);
  current.current = items;

  useEffect(() => {
    if (!rows.data) return;
    const changed = rows.data.filter((r) => {
      const item = current.current.find((i) => i.hash === r.OutcomeId_hash);
      return item && !r.Scaduto && item.quota !== r.Quota;
    });
    if (!changed.length) return;
    setMoves((m) => {
      const next = { ...m };
      for (const r of changed) next[r.OutcomeId_hash] = r.Quota > current.current.find((i) => i.hash === r.OutcomeId_hash)!.quota ? 'up' : 'down';
      return next;
    });
    setQuotas(changed.map((r) => ({ Hash: r.OutcomeId_hash, Quota: r.Quota })));
  }, [rows.data, setQuotas]);

  // A selection the schedule no longer prices (an answer without it) or has closed for prematch bets;
  // one whose market is suspended for now. Kept from the last answer while the next one is fetched, so
  // the marks and the held purchase do not blink at every refresh.
  const unavailable = new Set<string>();
  const suspended = new Set<string>();
  if (rows.data) {
    for (const h of hashes) {
      const row = rows.data.find((r) => r.OutcomeId_hash === h);
      if (!row || row.Scaduto) unavailable.add(h);
      else if (row.Sospeso) suspended.add(h);
    }
  }
  return { moves, unavailable, suspended, seen: () => setMoves({}) };
}
