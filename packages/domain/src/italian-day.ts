// A module of its own and without imports: only the pages of the rules below load it, never the
// chunk every page that shows a date loads (rome-clock.ts, format.ts). Intl reads Italy's zone here.
const italianDate = (at: Date): string => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });

/**
 * The date (YYYY-MM-DD) on Italy's calendar at an instant: the "today" of every rule a player's
 * day decides (age, a document's validity, a self-exclusion's last day). From 22:00 or 23:00 UTC the
 * UTC date is still yesterday's in Italy.
 */
export function italianDay(at: Date): string {
  return italianDate(at);
}

/** A YYYY-MM-DD date moved by whole calendar days (negative: back). */
export function addCalendarDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The last day (dd/MM/yyyy) a period ending at `endIso` covers: a self-exclusion chosen "until
 * 15/12" ends at Italian midnight starting 16/12, and the player reads 15/12; an end within a day is
 * that day. '' for a missing or broken value.
 */
export function lastDayText(endIso: string | null | undefined): string {
  const end = endIso ? Date.parse(endIso) : NaN;
  return Number.isNaN(end)
    ? ''
    : italianDate(new Date(end - 1))
        .split('-')
        .reverse()
        .join('/');
}
