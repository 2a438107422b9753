import { TZDate } from '@date-fns/tz/date';
import { TZDateMini } from '@date-fns/tz/date/mini';
import { romeMidnight } from './rome-clock.ts';
import { localParts } from './site-clock.ts';
import { SITE_TIME_ZONE } from './site-time-zone.ts';

// Modules of their own, so that code needing only the name, or only to show an instant on the
// site's clock, does not load the time-zone library.
export { SITE_TIME_ZONE };
export { localParts, secondsOfDay, siteDateText, siteDateTimeText, siteHour } from './site-clock.ts';

/** An instant seen on the wall clock of the site's time zone, as a date date-fns computes with (weeks, months). */
export const siteTime = (at: Date, timeZone = SITE_TIME_ZONE): TZDate => new TZDate(at.getTime(), timeZone);

/** The instant the local calendar day of `at` began (daily caps count from here). */
export function startOfLocalDay(at: Date, timeZone = SITE_TIME_ZONE): Date {
  const { year, month, day } = localParts(at, timeZone);
  return localMidnight(year, month, day, timeZone);
}

/** Local midnight of a calendar date; months and days may overflow (month 13 = January next year, day 0 = the last of the month before). */
export const localMidnight = (year: number, month: number, day: number, timeZone = SITE_TIME_ZONE): Date =>
  (timeZone === SITE_TIME_ZONE ? romeMidnight(year, month, day) : null) ?? new Date(new TZDateMini(year, month - 1, day, timeZone).getTime());

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
  return new Date(new TZDateMini(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms, timeZone).getTime());
}
