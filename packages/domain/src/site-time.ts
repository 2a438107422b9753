import { TZDate } from '@date-fns/tz';
import { romeMidnight, romeWallClock } from './rome-clock.ts';
import { SITE_TIME_ZONE } from './site-time-zone.ts';

// A module of its own, so that code needing only the name does not load the time-zone library.
export { SITE_TIME_ZONE };

/** An instant seen on the wall clock of the site's time zone. */
export const siteTime = (at: Date, timeZone = SITE_TIME_ZONE): TZDate => new TZDate(at.getTime(), timeZone);

interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The wall clock of the zone at an instant: Italy's by its own rule (rome-clock.ts), any other zone or year through Intl. */
function wallClock(at: Date, timeZone: string): WallClock {
  const rome = timeZone === SITE_TIME_ZONE ? romeWallClock(at) : null;
  if (rome) {
    return {
      year: rome.getUTCFullYear(),
      month: rome.getUTCMonth() + 1,
      day: rome.getUTCDate(),
      hours: rome.getUTCHours(),
      minutes: rome.getUTCMinutes(),
      seconds: rome.getUTCSeconds(),
    };
  }
  const t = siteTime(at, timeZone);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate(), hours: t.getHours(), minutes: t.getMinutes(), seconds: t.getSeconds() };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy of an instant on the site's clock, as every date the site shows (document 3 §9). */
export function siteDateText(at: Date, timeZone = SITE_TIME_ZONE): string {
  const { year, month, day } = wallClock(at, timeZone);
  return `${pad2(day)}/${pad2(month)}/${year}`;
}

/** dd/MM/yyyy HH:mm of an instant on the site's clock (document 3 §9). */
export function siteDateTimeText(at: Date, timeZone = SITE_TIME_ZONE): string {
  const { hours, minutes } = wallClock(at, timeZone);
  return `${siteDateText(at, timeZone)} ${pad2(hours)}:${pad2(minutes)}`;
}

/** The calendar date of an instant in the site's time zone (month 1–12). */
export function localParts(at: Date, timeZone = SITE_TIME_ZONE): { year: number; month: number; day: number } {
  const { year, month, day } = wallClock(at, timeZone);
  return { year, month, day };
}

/** The hour (0–23) in the site's time zone. */
export const siteHour = (at: Date, timeZone = SITE_TIME_ZONE): number => wallClock(at, timeZone).hours;

/** Seconds since local midnight in the site's time zone. */
export function secondsOfDay(at: Date, timeZone = SITE_TIME_ZONE): number {
  const t = wallClock(at, timeZone);
  return t.hours * 3600 + t.minutes * 60 + t.seconds;
}

/** The instant the local calendar day of `at` began (daily caps count from here). */
export function startOfLocalDay(at: Date, timeZone = SITE_TIME_ZONE): Date {
  const { year, month, day } = localParts(at, timeZone);
  return localMidnight(year, month, day, timeZone);
}

/** Local midnight of a calendar date; months and days may overflow (month 13 = January next year, day 0 = the last of the month before). */
export const localMidnight = (year: number, month: number, day: number, timeZone = SITE_TIME_ZONE): Date =>
  (timeZone === SITE_TIME_ZONE ? romeMidnight(year, month, day) : null) ?? new Date(new TZDate(year, month - 1, day, timeZone).getTime());

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
  return new Date(new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms, timeZone).getTime());
}
