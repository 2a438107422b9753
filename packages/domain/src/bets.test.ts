import { describe, expect, it } from 'vitest';
import {
  BET_DATE_FILTERS,
  customMonths,
  DATE_FILTERS,
  dateFilterRange,
  earliestReadable,
  hasLineDetail,
  isExpandable,
  lotteryType,
  matchesStatusFilter,
  ticketDisplay,
} from './bets.ts';

describe('bet list rules', () => {
  it('maps ticket status texts to display (§4)', () => {
    expect(['PAGATO', 'VINCENTE'].map(ticketDisplay)).toEqual(['win', 'win']);
    expect(['VENDUTO', 'RIMBORSATO'].map(ticketDisplay)).toEqual(['wait', 'wait']);
    expect(['DA NON PAGARE', 'NON VINCENTE'].map(ticketDisplay)).toEqual(['lost', 'lost']);
    expect(ticketDisplay('ALTRO')).toBeNull();
  });
  it('status filters 100 → 1 and 101 → 3/5/8/10, others exact', () => {
    expect([1, 3, 5, 8, 10].filter((s) => matchesStatusFilter(100, s))).toEqual([1]);
    expect([1, 3, 5, 8, 10].filter((s) => matchesStatusFilter(101, s))).toEqual([3, 5, 8, 10]);
    expect([1, 3, 5, 8, 10].filter((s) => matchesStatusFilter(8, s))).toEqual([8]);
    expect([1, 3, 5, 8, 10].every((s) => matchesStatusFilter(0, s))).toBe(true);
  });
  it('hides line detail for lottery-style platforms and horse racing; expands 102, 144, DF, FB', () => {
    expect(['LOTTO', '10ELOTTO', 'MILLIONDAY', 'GV', 'IPPICA'].some(hasLineDetail)).toBe(false);
    expect(['SPORT', 'CASINO', 'VIRTUAL'].every(hasLineDetail)).toBe(true);
    expect([isExpandable(102, 'x'), isExpandable(144, 'x'), isExpandable(1, 'DF1'), isExpandable(1, 'FB2'), isExpandable(6, 'CA1')]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
  it('lottery type from the id', () => {
    expect([lotteryType('M123'), lotteryType('D9'), lotteryType('L1')]).toEqual(['LOTTO_MILLIONDAY', 'LOTTOE10', 'LOTTO']);
  });
  it('date filters in Rome time', () => {
    const now = new Date('2026-03-29T10:00:00Z'); // the day summer time starts in Rome
    const iso = (r: { from: Date; to: Date }) => [r.from.toISOString(), r.to.toISOString()];
    expect(iso(dateFilterRange(0, now))).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(iso(dateFilterRange(1, now))).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z']);
    expect(iso(dateFilterRange(2, now))[0]).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(dateFilterRange(3, now))[0]).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(dateFilterRange(4, now))).toEqual(['2026-01-31T23:00:00.000Z', '2026-02-28T23:00:00.000Z']);
    expect(iso(dateFilterRange(6, now, { year: 2025, month: 12 }))).toEqual(['2025-11-30T23:00:00.000Z', '2025-12-31T23:00:00.000Z']);
    expect(customMonths(now)).toHaveLength(61);
    expect(customMonths(now)[3]).toEqual({ year: 2025, month: 12 });
    expect(customMonths(now).at(-1)).toEqual({ year: 2021, month: 3 });
    expect(earliestReadable(now).toISOString()).toBe('2021-03-28T22:00:00.000Z');
    // The oldest month is read from the same day five years ago, the first instant the server allows.
    expect(iso(dateFilterRange(6, now, { year: 2021, month: 3 }))).toEqual(['2021-03-28T22:00:00.000Z', '2021-03-31T22:00:00.000Z']);
  });
  it('offers this year and the five before it in every month, December included', () => {
    for (const at of ['2026-01-15T10:00:00Z', '2026-06-30T21:59:00Z', '2026-11-30T22:59:00Z', '2026-11-30T23:00:00Z', '2026-12-31T22:59:00Z']) {
      const years = new Set(customMonths(new Date(at)).map((m) => m.year));
      expect([...years], at).toHaveLength(6);
    }
  });
});

describe('date option 5', () => {
  it('is offered by the bet list only, as the last 59 days including today', () => {
    expect(BET_DATE_FILTERS.map((f) => f.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(DATE_FILTERS.map((f) => f.id)).not.toContain(5);
    const r = dateFilterRange(5, new Date('2026-11-28T10:00:00Z'), { list: 'bets' });
    expect(r.from.toISOString()).toBe('2026-09-30T22:00:00.000Z'); // 1 October, Italian midnight (summer time)
    expect(r.to.toISOString()).toBe('2026-11-28T23:00:00.000Z');
  });
});
