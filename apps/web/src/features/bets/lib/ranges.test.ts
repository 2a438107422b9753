import { describe, expect, it } from 'vitest';
import { pageBlock, paginate, rangeOf } from './ranges.ts';

describe('bet list helpers', () => {
  it('paginates with blocks of five page buttons', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(rows, 1, 5)).toMatchObject({ rows: [0, 1, 2, 3, 4], pages: 5 });
    expect(paginate(rows, 9, 5)).toMatchObject({ rows: [20, 21, 22], page: 5 });
    expect(pageBlock(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageBlock(7, 12, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageBlock(12, 12, 5)).toEqual([11, 12]);
  });
  it('turns a choice into the call range', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(rangeOf({ filter: 0, year: 2026, month: 11 }, 'bets', now)).toEqual({ dateda: '2026-11-21T23:00:00.000Z', datea: '2026-11-22T23:00:00.000Z' });
    expect(rangeOf({ filter: 6, year: 2024, month: 2 }, 'statement', now)).toEqual({ dateda: '2024-01-31T23:00:00.000Z', datea: '2024-02-29T23:00:00.000Z' });
  });
});
