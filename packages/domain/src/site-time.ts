import { tzOffset } from '@date-fns/tz/tzOffset';
import { romeMidnight } from './rome-clock.ts';
import { localParts } from './site-clock.ts';
import { SITE_TIME_ZONE } from './site-time-zone.ts';

// Modules of their own, so that code needing only the name, or only to show an instant on the
// site's clock, does not load the time-zone library.
export { SITE_TIME_ZONE };
export { localParts, secondsOfDay, siteDateText, siteDateTimeText, siteHour } from './site-clock.ts';

const MINUTE = 60_000;

/**
 * The instant of a wall-clock time in a zone (month 1–12; fields may overflow, as in Date.UTC), as
 * @date-fns/tz's TZDate reads it, with only its `tzOffset` (the zone's offset at an instant, from
 * Intl's time-zone data): the wall time is read as UTC and moved back by the offset in force there.
 * A time the clock skips (02:30 on Italy's spring day) is the moment after the change (03:30); one it
 * repeats (02:30 on the autumn day) is the later one. Held to TZDate by site-clock.test.ts.
 */
export function zonedTime(timeZone: string, year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds, ms);
  const offsetAt = (t: number) => tzOffset(timeZone, new Date(t)) * MINUTE;
  const first = asUtc - offsetAt(asUtc);
  if (offsetAt(first) === asUtc - first) return new Date(first);
  // The first guess fell across a change of the clock: try with the offset in force where it landed.
  const second = asUtc - offsetAt(first);
  if (offsetAt(second) === asUtc - second) return new Date(second);
  // Neither is right: the wall time falls in the hour the clock skips, which counts from the change on.
  return new Date(Math.max(first, second));
}

/** The instant the local calendar day of `at` began (daily caps count from here). */
export function startOfLocalDay(at: Date, timeZone = SITE_TIME_ZONE): Date {
  const { year, month, day } = localParts(at, timeZone);
  return localMidnight(year, month, day, timeZone);
}

/** Local midnight of a calendar date; months and days may overflow (month 13 = January next year, day 0 = the last of the month before). */
export const localMidnight = (year: number, month: number, day: number, timeZone = SITE_TIME_ZONE): Date =>
  (timeZone === SITE_TIME_ZONE ? romeMidnight(year, month, day) : null) ?? zonedTime(timeZone, year, month, day);

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/**
 * An ISO 8601 date-time as an instant. One without an offset (`2020-01-01T00:00:00`, as the legacy
 * client writes it; ISO 8601 allows a local time) is a time on the site's wall clock, Italian time.
 */
export function parseSiteDateTime(text: string, timeZone = SITE_TIME_ZONE): Date {
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m) return new Date(text);
  const [, y, mo, d, h, mi, s = '0', frac = '0'] = m;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  return zonedTime(timeZone, Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), ms);
}
