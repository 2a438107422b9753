import { localMidnight, localParts } from './site-time.ts';

/**
 * Ranking points rules (docs/ledger.md "Ranking points"): pure, so the update cycle, the demo seed
 * and the tests count a ticket the same way.
 */

/** Cents staked per ranking point, per game platform (sport pays a point per euro). */
export const CENTS_PER_POINT: Record<string, number> = {
  sport: 100,
  virtual: 200,
  ippica: 200,
  casino: 500,
  cash: 500,
  gv: 500,
  lotto: 200,
  '10elotto': 200,
  millionday: 200,
};

export interface RankedTicket {
  platform: string;
  stake: number;
  fun: boolean;
  outcome: string | null;
}

/**
 * Points a settled ticket earns: the stake divided by the platform's cents per point, rounded down.
 * A refunded or void ticket staked nothing at risk and earns none; an open ticket earns nothing yet.
 * Points from Fun Bonus tickets count for the ranking but not for conversions ('*').
 */
export function ticketPoints(t: RankedTicket): { points: number; convertible: boolean } {
  if (!t.outcome || t.outcome === 'refunded' || t.outcome === 'void') return { points: 0, convertible: false };
  const per = CENTS_PER_POINT[t.platform] ?? 500;
  return { points: Math.floor(t.stake / per), convertible: !t.fun };
}

/** When the next update runs: the last one plus the cycle (about 12 hours, §9). */
export const nextUpdate = (last: Date | null, intervalMs: number): Date | null => (last ? new Date(last.getTime() + intervalMs) : null);

/** The first moment of the site's (Rome) calendar month of `now`: the monthly maximum counts from it. */
export function monthStart(now: Date): Date {
  const { year, month } = localParts(now);
  return localMidnight(year, month, 1);
}
