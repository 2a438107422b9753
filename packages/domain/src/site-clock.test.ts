import { TZDate } from '@date-fns/tz/date';
import { describe, expect, it } from 'vitest';
import { siteDateText, siteDateTimeText, wallClock } from './site-clock.ts';

/** The wall clock @date-fns/tz reads, the library site-time.ts converts with. */
const byLibrary = (at: Date, timeZone: string) => {
  const t = new TZDate(at.getTime(), timeZone);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate(), hours: t.getHours(), minutes: t.getMinutes(), seconds: t.getSeconds() };
};

describe('site clock (an instant on a wall clock, without a time-zone library)', () => {
  it('reads Italian time outside the years of the rule (before 1996, after 2099) as the time-zone library does', () => {
    // 1985: summer time ended on the last Sunday of September, not of October.
    const instants = [
      '1985-09-29T00:30:00Z',
      '1985-09-29T01:30:00Z',
      '1985-10-15T12:00:00Z',
      '1970-01-01T00:00:00Z',
      '2100-07-01T21:59:59Z',
      '2100-12-31T23:00:00Z',
    ];
    for (const iso of instants) expect(wallClock(new Date(iso)), iso).toEqual(byLibrary(new Date(iso), 'Europe/Rome'));
    expect(siteDateTimeText(new Date('1985-10-15T12:00:00Z'))).toBe('15/10/1985 13:00');
  });
  it('reads any other zone through Intl, midnight as 00 (not 24)', () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'UTC', 'Australia/Lord_Howe']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 29 * 3_600_000 + 17 * 60_000) {
        expect(wallClock(new Date(t), zone)).toEqual(byLibrary(new Date(t), zone));
      }
    }
    expect(siteDateText(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('08/03/2026');
    expect(wallClock(new Date('2026-03-08T05:00:00Z'), 'America/New_York').hours).toBe(0);
  });
});
