import { TZDate } from '@date-fns/tz/date';
import { TZDateMini } from '@date-fns/tz/date/mini';
import { tzOffset } from '@date-fns/tz/tzOffset';
import { describe, expect, it } from 'vitest';
import { siteDateText, siteDateTimeText, wallClock } from './site-clock.ts';
import { zonedTime } from './site-time.ts';

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

describe('a wall-clock time as an instant (site-time.ts zonedTime), against @date-fns/tz', () => {
  const byLibrary = (zone: string, y: number, mo: number, d: number, h: number, mi: number) => new TZDateMini(y, mo - 1, d, h, mi, zone).getTime();
  const DAY = 86_400_000;
  /**
   * The days a zone changes its clock between two years (its offset at 12:00 UTC differs from the day
   * before's), each with the day before, every half hour; and every tenth day at midnight.
   * The mismatches with the library, a few.
   */
  const mismatches = (zone: string, from: number, to: number) => {
    const days = new Set<number>();
    const offsetAtNoon = (day: number) => tzOffset(zone, new Date(day + DAY / 2));
    // A week at a time, then the week whose offset changed day by day.
    for (let week = Date.UTC(from, 0, 1); week < Date.UTC(to + 1, 0, 1); week += 7 * DAY) {
      if (offsetAtNoon(week) === offsetAtNoon(week + 7 * DAY)) continue;
      for (let t = week + DAY; t <= week + 7 * DAY; t += DAY) if (offsetAtNoon(t) !== offsetAtNoon(t - DAY)) for (const d of [t - DAY, t]) days.add(d);
    }
    const wrong: string[] = [];
    const check = (t: number, h: number, mi: number) => {
      const at = new Date(t);
      const [y, mo, d] = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
      if (zonedTime(zone, y, mo, d, h, mi).getTime() !== byLibrary(zone, y, mo, d, h, mi)) wrong.push(`${zone} ${y}-${mo}-${d} ${h}:${mi}`);
    };
    for (const t of days) for (let m = 0; m < 24 * 60; m += 30) check(t, Math.floor(m / 60), m % 60);
    for (let t = Date.UTC(from, 0, 1); t < Date.UTC(to + 1, 0, 1); t += 10 * DAY) check(t, 0, 0);
    return wrong.slice(0, 5);
  };

  it('agrees in Italy from 1900 to 2100: skipped and repeated hours, changes at midnight (1940s–70s)', () => {
    expect(mismatches('Europe/Rome', 1900, 2100)).toEqual([]);
  }, 30_000);
  it('agrees where the clock changes at midnight, by half an hour, or backwards from a negative offset (1970–2100)', () => {
    for (const zone of ['America/Sao_Paulo', 'America/Santiago', 'Asia/Beirut', 'Australia/Lord_Howe']) expect(mismatches(zone, 1970, 2100)).toEqual([]);
  });
  it('reads the skipped hour from the change on, the repeated one as its later pass', () => {
    expect(zonedTime('Europe/Rome', 2026, 3, 29, 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedTime('Europe/Rome', 2026, 10, 25, 2, 30).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    // São Paulo, 4 November 2018: midnight was skipped; the day began at 01:00 (UTC−2).
    expect(zonedTime('America/Sao_Paulo', 2018, 11, 4).toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });
});
