import { describe, expect, it } from 'vitest';
import { formatItalianDate } from './italian-dates.ts';

describe('formatItalianDate', () => {
  it('writes exactly what Intl.DateTimeFormat writes for it-IT, every day of four years', () => {
    const long = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric' });
    let checked = 0;
    // Noon, so a daylight-saving change never moves the day; 2028 is a leap year.
    for (let d = new Date(2025, 0, 1, 12); d.getFullYear() < 2029; d.setDate(d.getDate() + 1)) {
      expect(formatItalianDate(d, 'long')).toBe(long.format(d));
      expect(formatItalianDate(d, 'short')).toBe(short.format(d));
      checked++;
    }
    expect(checked).toBe(365 * 3 + 366);
    // Thousands of comparisons: well under a second on a quiet machine, seconds on a loaded one.
  }, 30_000);

  it('writes the day without a leading zero and the month in lower case', () => {
    expect(formatItalianDate(new Date(2026, 0, 5), 'long')).toBe('5 gennaio 2026');
    expect(formatItalianDate(new Date(2026, 8, 30), 'short')).toBe('30 set 2026');
  });

  it("writes Italy's calendar day whatever the process's zone: the server's render and the browser agree", () => {
    // 23:30 UTC on 28 November is 00:30 on the 29th in Rome (winter), 23:30 UTC on 28 June 01:30 on the 29th (summer).
    expect(formatItalianDate(new Date(Date.UTC(2026, 10, 28, 23, 30)), 'short')).toBe('29 nov 2026');
    expect(formatItalianDate(new Date(Date.UTC(2026, 5, 28, 23, 30)), 'long')).toBe('29 giugno 2026');
    expect(formatItalianDate(new Date(Date.UTC(2026, 10, 28, 22, 30)), 'short')).toBe('28 nov 2026');
  });
});
