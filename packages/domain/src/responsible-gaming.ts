/**
 * Responsible-gaming rules (document 2 §4, §9) as pure functions: the deposit-limit windows, what
 * a new limit does (a decrease at once, a raise after the rule set's delay), caps on first limits,
 * and the end of a self-exclusion. The numbers themselves are rule-set data on the server.
 */

import { italianDay } from './italian-day.ts';
import { romeMidnight, romeTime, romeWallClock } from './rome-clock.ts';

export type LimitPeriod = 'GG' | 'WW' | 'MM';

/** Days a period counts for caps expressed per day. */
export const PERIOD_DAYS: Record<LimitPeriod, number> = { GG: 1, WW: 7, MM: 30 };

const DAY_MS = 86_400_000;

/**
 * Start of the rolling window a limit of `period` looks back over from `now`: one day, seven days,
 * or one calendar month on Italy's calendar (the same Italian day and time of the previous month,
 * clamped to its last day: in the small hours of 29–31 March the UTC calendar is still on the day
 * before, and its month back came up to a day short).
 */
export function windowStart(period: LimitPeriod, now: Date): Date {
  if (period === 'GG') return new Date(now.getTime() - DAY_MS);
  if (period === 'WW') return new Date(now.getTime() - 7 * DAY_MS);
  const wall = romeWallClock(now);
  if (wall) {
    const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const start = romeTime(year, month, Math.min(day, last), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds());
    if (start) return new Date(start.getTime() + wall.getUTCMilliseconds());
  }
  // Outside the years Italy's rule is known for: the UTC calendar.
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface StoredLimit {
  importo: number;
  pendingImporto: number | null;
  pendingFrom: Date | null;
}

/** The amount in force at `now`: a waiting raise counts once its time has come. */
export function limitInForce(l: StoredLimit, now: Date): number {
  return l.pendingImporto !== null && l.pendingFrom !== null && l.pendingFrom.getTime() <= now.getTime() ? l.pendingImporto : l.importo;
}

/**
 * What saving `requested` does to `current` (undefined: no limit yet for the period). A first
 * limit and a decrease apply at once (and drop a waiting raise); a raise waits `delayHours`.
 */
export function planLimitChange(current: StoredLimit | undefined, requested: number, now: Date, delayHours: number): StoredLimit {
  if (!current) return { importo: requested, pendingImporto: null, pendingFrom: null };
  const inForce = limitInForce(current, now);
  if (requested <= inForce) return { importo: requested, pendingImporto: null, pendingFrom: null };
  return { importo: inForce, pendingImporto: requested, pendingFrom: new Date(now.getTime() + delayHours * 3_600_000) };
}

/** Cents still available in a window: never negative. */
export const limitLeft = (limit: number, used: number) => Math.max(0, limit - used);

export interface LimitCap {
  maxPerDay: number;
  minAge: number | null;
  maxAge: number | null;
}

/** Completed years between `birth` (YYYY-MM-DD) and `now`, or null when unknown. */
export function ageOn(birth: string | null | undefined, now: Date): number | null {
  const m = birth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birth) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // On Italy's calendar: a player turns a year older at Italian midnight.
  const [ty, tmo, td] = italianDay(now).split('-').map(Number) as [number, number, number];
  let age = ty - y;
  if (tmo < mo || (tmo === mo && td < d)) age--;
  return age;
}

/**
 * The lowest cap per day that applies to a player of `age` (rows without an age band apply to
 * everybody; a band applies only when the age is known and inside it), times the period's days.
 */
export function capFor(caps: LimitCap[], period: LimitPeriod, age: number | null): number | null {
  const applying = caps.filter(
    (c) => (c.minAge === null && c.maxAge === null) || (age !== null && (c.minAge === null || age >= c.minAge) && (c.maxAge === null || age <= c.maxAge)),
  );
  if (applying.length === 0) return null;
  return Math.min(...applying.map((c) => c.maxPerDay)) * PERIOD_DAYS[period];
}

export interface ExclusionType {
  kind: 'temporary' | 'permanent';
  minDays: number;
  maxDays: number | null;
  revocableAfterDays: number | null;
}

/**
 * When a self-exclusion chosen now ends (null: permanent) and when it may be revoked. A fixed
 * choice (min = max days) ignores `termine`; a range needs an end date within it.
 */
export function exclusionPeriod(
  type: ExclusionType,
  termine: string | null | undefined,
  now: Date,
): { ok: true; endsAt: Date | null; revocableFrom: Date | null } | { ok: false; reason: 'termine-required' | 'termine-out-of-range' } {
  const revocableFrom = type.revocableAfterDays !== null ? new Date(now.getTime() + type.revocableAfterDays * DAY_MS) : null;
  if (type.kind === 'permanent' || type.maxDays === null) return { ok: true, endsAt: null, revocableFrom };
  if (type.minDays === type.maxDays) return { ok: true, endsAt: new Date(now.getTime() + type.minDays * DAY_MS), revocableFrom };
  if (!termine) return { ok: false, reason: 'termine-required' };
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(termine);
  const end = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!end || Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== termine.slice(0, 10)) return { ok: false, reason: 'termine-out-of-range' };
  // Whole calendar days from today to the chosen end date, on Italy's calendar (the player's); the
  // exclusion lasts until that day's end, Italian midnight.
  const today = new Date(`${italianDay(now)}T00:00:00Z`);
  const days = Math.round((end.getTime() - today.getTime()) / DAY_MS);
  if (days < type.minDays || days > type.maxDays) return { ok: false, reason: 'termine-out-of-range' };
  const dayAfter = new Date(end.getTime() + DAY_MS);
  const endsAt = romeMidnight(dayAfter.getUTCFullYear(), dayAfter.getUTCMonth() + 1, dayAfter.getUTCDate()) ?? dayAfter;
  return { ok: true, endsAt, revocableFrom };
}
