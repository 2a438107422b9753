/**
 * Italy's wall clock without Intl. Reading a time zone through Intl (what @date-fns/tz does) loads
 * ICU's time-zone data the first time: ≈ 37 ms of Chromium's main thread, ≈ 150 ms on a throttled
 * phone, in the task that draws the withdrawal page (its slots are Italian hours). Italy has kept
 * the EU rule since 1996: UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC
 * on the last Sunday of October (Directive 2000/84/EC). Instants outside RULE_YEARS return null, and
 * the caller asks Intl. The unit test holds this to Intl's Europe/Rome hour by hour.
 */
const RULE_YEARS = { from: 1996, to: 2099 } as const;
const MINUTE = 60_000;

/** 01:00 UTC on the last Sunday of a month (0-based). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * 60 * MINUTE;
}

/** Minutes Italy's clock is ahead of UTC at an instant (60 or 120), or null outside the rule's years. */
export function romeOffsetMinutes(epochMs: number): number | null {
  const year = new Date(epochMs).getUTCFullYear();
  if (year < RULE_YEARS.from || year > RULE_YEARS.to) return null;
  return epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

/** The Italian wall clock at an instant, as a Date to be read with its getUTC… methods; null outside the rule's years. */
export function romeWallClock(at: Date): Date | null {
  const offset = romeOffsetMinutes(at.getTime());
  return offset === null ? null : new Date(at.getTime() + offset * MINUTE);
}

/**
 * The instant of an Italian wall-clock time on a calendar date (month 1–12, overflowing like
 * Date.UTC); null outside the rule's years. For times outside a change of the clock (02:00–03:00).
 */
export function romeTime(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | null {
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // The clock changes at 01:00 UTC: two hours before the UTC reading of the wall time, the offset
  // in force is the one at that wall time (for any time but the hour of a change).
  const offset = romeOffsetMinutes(asUtc - 120 * MINUTE);
  return offset === null ? null : new Date(asUtc - offset * MINUTE);
}

/** The instant of Italian midnight of a calendar date; null outside the rule's years. */
export const romeMidnight = (year: number, month: number, day: number): Date | null => romeTime(year, month, day);
