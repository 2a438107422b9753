import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import { SITE_TIME_ZONE } from './site-time-zone.ts';

// A module of its own, so that code needing only the name does not load the time-zone library.
export { SITE_TIME_ZONE };

/** An instant seen on the wall clock of the site's time zone. */
export const siteTime = (at: Date, timeZone = SITE_TIME_ZONE): TZDate => new TZDate(at.getTime(), timeZone);

/** The calendar date of an instant in the site's time zone (month 1–12). */
export function localParts(at: Date, timeZone = SITE_TIME_ZONE): { year: number; month: number; day: number } {
  const t = siteTime(at, timeZone);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
}

/** The hour (0–23) in the site's time zone. */
export const siteHour = (at: Date, timeZone = SITE_TIME_ZONE): number => siteTime(at, timeZone).getHours();

/** Seconds since local midnight in the site's time zone. */
export function secondsOfDay(at: Date, timeZone = SITE_TIME_ZONE): number {
  const t = siteTime(at, timeZone);
  return t.getHours() * 3600 + t.getMinutes() * 60 + t.getSeconds();
}

/** The instant the local calendar day of `at` began (daily caps count from here). */
export const startOfLocalDay = (at: Date, timeZone = SITE_TIME_ZONE): Date => new Date(startOfDay(siteTime(at, timeZone)).getTime());

/** Local midnight of a calendar date; months and days may overflow (month 13 = January next year, day 0 = the last of the month before). */
export const localMidnight = (year: number, month: number, day: number, timeZone = SITE_TIME_ZONE): Date =>
  new Date(new TZDate(year, month - 1, day, timeZone).getTime());
