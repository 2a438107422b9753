import { describe, expect, it } from 'vitest';
import { localMidnight, localParts, secondsOfDay, siteHour, startOfLocalDay } from './site-time.ts';

describe('site time (Europe/Rome, whatever the machine zone)', () => {
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
