import { addMonths, addWeeks, startOfMonth, startOfWeek } from 'date-fns';
import { TZDate } from '@date-fns/tz/date';
import { SITE_TIME_ZONE } from './site-time-zone.ts';

/**
 * VIP Sport rules (document 3 "VIP and comp points", §4, §9): pure, so the calls, the demo seed and
 * the tests judge a period the same way.
 */

export interface VipProfileRules {
  period: number;
  prematch: boolean;
  live: boolean;
  includiSistemi: boolean;
  percLostMin: number;
  amountMin: number;
  numBetMin: number;
  amountBetMin: number;
  amountBetMax: number;
  oddMin: number;
  numEventsMin: number;
}

export interface VipTicket {
  stake: number;
  payout: number;
  /** null while the ticket has no result. */
  outcome: string | null;
  live: boolean;
  system: boolean;
  /** Total odds × 100. */
  quota: number;
  events: number;
}

/** The period (2 weekly from Monday, 3 monthly from the 1st, Rome time) that contains `at`. */
export function periodOf(period: number, at: Date): { from: Date; to: Date } {
  // Weeks and months counted on Italy's calendar: date-fns computes on a date that reads Italian time.
  const local = new TZDate(at.getTime(), SITE_TIME_ZONE);
  if (period === 2) {
    const from = startOfWeek(local, { weekStartsOn: 1 });
    return { from: new Date(from.getTime()), to: new Date(addWeeks(from, 1).getTime()) };
  }
  const from = startOfMonth(local);
  return { from: new Date(from.getTime()), to: new Date(addMonths(from, 1).getTime()) };
}

/** The checks of one ticket (AmountBetOk, OddMinOk, EventsMinOk) and whether it counts at all. */
export function ticketChecks(p: VipProfileRules, t: VipTicket) {
  const AmountBetOk = t.stake >= p.amountBetMin && (p.amountBetMax === 0 || t.stake <= p.amountBetMax);
  const OddMinOk = t.quota >= p.oddMin;
  const EventsMinOk = t.events >= p.numEventsMin;
  const kindOk = (t.live ? p.live : p.prematch) && (!t.system || p.includiSistemi);
  // Refunded or void tickets risked nothing: they never count.
  const settled = t.outcome !== null && t.outcome !== 'refunded' && t.outcome !== 'void';
  return { AmountBetOk, OddMinOk, EventsMinOk, valid: AmountBetOk && OddMinOk && EventsMinOk && kindOk && settled };
}

/** The group figures of a period: what was played, what was lost, and which criteria are met. */
export function periodStats(p: VipProfileRules, tickets: VipTicket[]) {
  const valid = tickets.filter((t) => ticketChecks(p, t).valid);
  const played = valid.reduce((s, t) => s + t.stake, 0);
  const paid = valid.reduce((s, t) => s + t.payout, 0);
  const PercLost = played > 0 ? Math.max(0, Math.min(100, Math.floor(((played - paid) * 100) / played))) : 0;
  const PercLostMinOk = played > 0 && PercLost >= p.percLostMin;
  const AmountMinOk = played >= p.amountMin;
  const NumBetMinOk = valid.length >= p.numBetMin;
  return {
    TotaleGiocatoValido: played,
    TotGiocateValide: valid.length,
    PercLost,
    PercLostMinOk,
    AmountMinOk,
    NumBetMinOk,
    met: PercLostMinOk && AmountMinOk && NumBetMinOk,
    open: tickets.some((t) => t.outcome === null),
  };
}

/** Max payout is 100 minus the lost percentage (§9). */
export const maxPayout = (percLost: number): number => 100 - percLost;

/** VIP points of a processed period: one per 10 € of valid play. */
export const periodPoints = (played: number): number => Math.floor(played / 1000);
