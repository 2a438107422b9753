import { romeWallClock } from './rome-clock.ts';

// A module of its own: every page that shows a date loads rome-clock.ts, and only the rules below need these.

/**
 * The date (YYYY-MM-DD) on Italy's calendar at an instant: the "today" of every rule a player's
 * day decides (age, a document's validity, a self-exclusion's last day). From 22:00 or 23:00 UTC the
 * UTC date is still yesterday's in Italy. Outside the rule's years, through Intl.
 */
export function italianDay(at: Date): string {
  const wall = romeWallClock(at);
  return wall ? wall.toISOString().slice(0, 10) : at.toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
}

/** A YYYY-MM-DD date moved by whole calendar days (negative: back). */
export function addCalendarDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
