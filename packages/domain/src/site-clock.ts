import { romeWallClock } from './rome-clock.ts';
import { SITE_TIME_ZONE } from './site-time-zone.ts';

/**
 * An instant read on the wall clock of the site's time zone, without a time-zone library: Italy's
 * clock by its own rule (rome-clock.ts), any other zone or year by the platform's Intl. The browser
 * shows dates with this module alone (lib/format.ts); turning a wall-clock time into an instant,
 * which needs the zone's offsets, stays in site-time.ts with @date-fns/tz.
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** One reader per zone, built on first use (building one loads the zone's data). */
const readers = new Map<string, Intl.DateTimeFormat>();
function reader(timeZone: string): Intl.DateTimeFormat {
  let r = readers.get(timeZone);
  if (!r) {
    r = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    readers.set(timeZone, r);
  }
  return r;
}

/** The wall clock as the platform's Intl reads it (also the tests' measure of Italy's rule). */
export function intlWallClock(at: Date, timeZone: string): WallClock {
  const parts = reader(timeZone).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: n('year'), month: n('month'), day: n('day'), hours: n('hour'), minutes: n('minute'), seconds: n('second') };
}

/** The wall clock of the zone at an instant. */
export function wallClock(at: Date, timeZone = SITE_TIME_ZONE): WallClock {
  const rome = timeZone === SITE_TIME_ZONE ? romeWallClock(at) : null;
  if (!rome) return intlWallClock(at, timeZone);
  return {
    year: rome.getUTCFullYear(),
    month: rome.getUTCMonth() + 1,
    day: rome.getUTCDate(),
    hours: rome.getUTCHours(),
    minutes: rome.getUTCMinutes(),
    seconds: rome.getUTCSeconds(),
  };
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
