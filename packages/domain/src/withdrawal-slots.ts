/**
 * Withdrawal auto/manual mode (document 3 §4) and the amount limits that follow from it.
 * A withdrawal method may have a daily slot [from, to). Inside the slot a withdrawal is NOT
 * automatic and the slot's own min/max apply; outside it is automatic with the method's min/max.
 * A slot whose `to` is earlier than its `from` crosses midnight (e.g. 22:00–06:00).
 * Pure functions: the server decides with them and the page shows the same limits.
 */

import { SITE_TIME_ZONE, secondsOfDay } from './site-time.ts';

export { SITE_TIME_ZONE, secondsOfDay, startOfLocalDay } from './site-time.ts';
const DAY_SECONDS = 86_400;

export interface SlotMethod {
  MinAmount: number;
  MaxAmount: number | null;
  TimeSlot_From: string | null;
  TimeSlot_To: string | null;
  TimeSlot_MinAmount: number | null;
  TimeSlot_MaxAmount: number | null;
}

export interface WithdrawalLimits {
  automatic: boolean;
  /** Cents. */
  min: number;
  /** Cents; null = no maximum of its own (the withdrawable balance caps it). */
  max: number | null;
}

/** 'HH:mm' or 'HH:mm:ss' (PostgreSQL `time`) → seconds since midnight, or null when absent/invalid. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 24 || min > 59 || s > 59) return null;
  return Math.min(DAY_SECONDS, h * 3600 + min * 60 + s);
}

/**
 * Whether `now` (seconds since midnight) is inside [from, to). Equal bounds mean an empty slot
 * (a slot of zero length never applies), so a method configured 00:00–00:00 is always automatic.
 */
export function isInSlot(from: number, to: number, now: number): boolean {
  if (from === to) return false;
  if (from < to) return now >= from && now < to;
  return now >= from || now < to;
}

/** Auto/manual mode and the min/max that apply to a method at `now`. */
export function withdrawalLimits(method: SlotMethod, now: Date, timeZone = SITE_TIME_ZONE): WithdrawalLimits {
  const from = parseTimeOfDay(method.TimeSlot_From);
  const to = parseTimeOfDay(method.TimeSlot_To);
  if (from !== null && to !== null && isInSlot(from, to, secondsOfDay(now, timeZone))) {
    return { automatic: false, min: method.TimeSlot_MinAmount ?? method.MinAmount, max: method.TimeSlot_MaxAmount ?? method.MaxAmount };
  }
  return { automatic: true, min: method.MinAmount, max: method.MaxAmount };
}

/** The largest amount a player may request: the smaller of the limit and the withdrawable balance. */
export function maxWithdrawable(limitMax: number | null, prelevabile: number): number {
  const cash = Math.max(0, prelevabile);
  return limitMax === null ? cash : Math.min(limitMax, cash);
}

/** At most 4 withdrawal requests per day (document 3 §9). */
export const MAX_WITHDRAWALS_PER_DAY = 4;
