import { describe, expect, it } from 'vitest';
import { addCalendarDays, italianDay, lastDayText } from './italian-day.ts';
import { localMidnight, localParts, parseSiteDateTime, secondsOfDay, siteHour, startOfLocalDay } from './site-time.ts';
import { intlWallClock } from './site-clock.ts';

describe('site time (Europe/Rome, whatever the machine zone)', () => {
  it('reads an ISO date-time without an offset as Italian time, one with an offset as written (issue 34)', () => {
    expect(parseSiteDateTime('2020-01-01T00:00:00').toISOString()).toBe('2019-12-31T23:00:00.000Z');
    expect(parseSiteDateTime('2026-07-01T00:00').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(parseSiteDateTime('2026-07-01T10:20:30.5').toISOString()).toBe('2026-07-01T08:20:30.500Z');
    expect(parseSiteDateTime('2026-07-01T00:00:00Z').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(parseSiteDateTime('2026-07-01T00:00:00+02:00').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
  it('reads the Italian wall clock in winter and in summer', () => {
    expect(siteHour(new Date('2026-01-15T23:30:00Z'))).toBe(0);
    expect(localParts(new Date('2026-01-15T23:30:00Z'))).toEqual({ year: 2026, month: 1, day: 16 });
    expect(siteHour(new Date('2026-07-15T22:30:00Z'))).toBe(0);
    expect(secondsOfDay(new Date('2026-07-15T22:30:15Z'))).toBe(30 * 60 + 15);
  });
  it('finds local midnight on daylight-saving days and across month ends', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; midnight is still UTC+1.
    expect(startOfLocalDay(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-03-30T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: back to UTC+1 at 03:00.
    expect(startOfLocalDay(new Date('2026-10-25T20:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(localMidnight(2026, 13, 1).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(localMidnight(2026, 3, 0).toISOString()).toBe('2026-02-27T23:00:00.000Z');
  });
});

describe("Italy's clock without Intl (rome-clock.ts) against Intl", () => {
  const partsOf = (at: Date) => intlWallClock(at, 'Europe/Rome');

  it('reads the same wall clock every 30 minutes of the change days and every 7 hours otherwise, 1996–2060', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (let year = 1996; year <= 2060; year++) {
      const instants: number[] = [];
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 7 * 3_600_000) instants.push(t);
      for (const month of [2, 9]) {
        for (let day = 24; day <= 31; day++) for (let m = 0; m < 24 * 60; m += 30) instants.push(Date.UTC(year, month, day) + m * 60_000);
      }
      for (const t of instants) {
        const at = new Date(t);
        const p = partsOf(at);
        const l = localParts(at);
        // Compared by hand and reported together: an expect() per instant made this test CPU-bound
        // enough to outlast its timeout on a loaded machine.
        if (l.year !== p.year || l.month !== p.month || l.day !== p.day || secondsOfDay(at) !== p.hours * 3600 + p.minutes * 60 + p.seconds)
          wrong.push(at.toISOString());
        checked++;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(120_000);
  }, 60_000);

  it('finds the same midnight as Intl for every day of 1996–2060, and falls back to Intl outside the rule', () => {
    for (let t = Date.UTC(1996, 0, 1); t < Date.UTC(2061, 0, 1); t += 86_400_000) {
      const d = new Date(t);
      const midnight = localMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
      const p = partsOf(midnight);
      expect([p.year, p.month, p.day, p.hours, p.minutes]).toEqual([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 0, 0]);
      expect(partsOf(new Date(midnight.getTime() - 1000)).day).not.toBe(d.getUTCDate());
    }
    // 1995: summer time ended on 24 September, not in October; Intl answers.
    expect(siteHour(new Date('1995-10-01T12:00:00Z'))).toBe(13);
    expect(startOfLocalDay(new Date('1995-10-01T12:00:00Z')).toISOString()).toBe('1995-09-30T23:00:00.000Z');
  }, 30_000);

  it("gives Italy's date, not UTC's, around midnight and across the changes of the clock", () => {
    expect(italianDay(new Date('2026-12-01T22:59:59Z'))).toBe('2026-12-01');
    expect(italianDay(new Date('2026-12-01T23:00:00Z'))).toBe('2026-12-02');
    expect(italianDay(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(italianDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(italianDay(new Date('2100-12-31T23:30:00Z'))).toBe('2101-01-01');
    // Hour by hour over three years, against site-time's own wall clock (rome-clock.ts, computed
    // without Intl): two independent ways to Italy's date must agree.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const p = localParts(new Date(t));
      expect(italianDay(new Date(t))).toBe(`${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`);
    }
    expect(lastDayText('2026-12-15T23:00:00.000Z')).toBe('15/12/2026');
    expect(lastDayText('2026-12-16T09:30:00.000Z')).toBe('16/12/2026');
    expect(lastDayText(null)).toBe('');
    expect(lastDayText('not a date')).toBe('');
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-12-31', 270)).toBe('2027-09-27');
  });
});
