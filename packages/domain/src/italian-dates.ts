import { romeWallClock } from './rome-clock.ts';
/**
 * A calendar date in Italian ("22 novembre 2026", "22 nov 2026"), on Italy's calendar,
 * written without Intl. The first Intl.DateTimeFormat of a page loads ICU's locale data: ≈ 30 ms of
 * Chromium's main thread, ≈ 125 ms on a throttled phone, inside the home's first render just to
 * write a promo's expiry. The unit test holds these to what Intl writes for it-IT.
 */
const LONG_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'] as const;

/** CLDR's Italian abbreviations: the first three letters of each month. */
const SHORT_MONTHS = LONG_MONTHS.map((m) => m.slice(0, 3));

/** Like `Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long' | 'short', year: 'numeric' })`. */
export function formatItalianDate(date: Date, month: 'long' | 'short'): string {
  const names = month === 'long' ? LONG_MONTHS : SHORT_MONTHS;
  // Italy's calendar day, whatever the zone of the process: the server's render (UTC) and the
  // browser's hydration must write the same date (a news item of 23:30 UTC is already tomorrow in Rome).
  const wall = romeWallClock(date);
  if (!wall) return `${date.getDate()} ${names[date.getMonth()]} ${date.getFullYear()}`;
  return `${wall.getUTCDate()} ${names[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}
