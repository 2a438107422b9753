import { describe, expect, it } from 'vitest';
import { canAfford, earnsPoints, levelFor, pointsFor, progressOf } from './comp-points.ts';

const LEVELS = [
  { id: 2, name: 'Silver', minPoints: 500 },
  { id: 1, name: 'Bronze', minPoints: 0 },
  { id: 3, name: 'Gold', minPoints: 2000 },
];

describe('comp points', () => {
  it('only real-money tickets that were decided earn points', () => {
    expect(earnsPoints({ fun: false, outcome: 'lost' })).toBe(true);
    expect(earnsPoints({ fun: false, outcome: 'cashout' })).toBe(true);
    expect(earnsPoints({ fun: true, outcome: 'won' })).toBe(false);
    expect(earnsPoints({ fun: false, outcome: 'refunded' })).toBe(false);
    expect(earnsPoints({ fun: false, outcome: 'void' })).toBe(false);
    expect(earnsPoints({ fun: false, outcome: null })).toBe(false);
  });
  it('one point per amountPerPoint cents, rounded down, never from bad figures', () => {
    expect(pointsFor(1999, 100)).toBe(19);
    expect(pointsFor(99, 100)).toBe(0);
    expect(pointsFor(-500, 100)).toBe(0);
    expect(pointsFor(500, 0)).toBe(0);
    expect(pointsFor(1.5, 1)).toBe(0);
  });
  it('levels and progress towards the next one', () => {
    expect(levelFor(0, LEVELS).name).toBe('Bronze');
    expect(levelFor(500, LEVELS).name).toBe('Silver');
    expect(levelFor(99_999, LEVELS).name).toBe('Gold');
    expect(progressOf(1250, LEVELS)).toEqual({ level: 'Silver', next: 'Gold', nextPoints: 2000, percent: 50 });
    expect(progressOf(1, LEVELS)).toEqual({ level: 'Bronze', next: 'Silver', nextPoints: 500, percent: 0.2 });
    expect(progressOf(5000, LEVELS)).toEqual({ level: 'Gold', next: null, nextPoints: null, percent: 100 });
  });
  it('a conversion is affordable only when every platform has the points', () => {
    const b = new Map([
      [1, 300],
      [2, 50],
    ]);
    expect(canAfford(b, [{ platformTypeId: 1, points: 300 }])).toBe(true);
    expect(canAfford(b, [{ platformTypeId: 1, points: 301 }])).toBe(false);
    expect(
      canAfford(b, [
        { platformTypeId: 1, points: 100 },
        { platformTypeId: 2, points: 60 },
      ]),
    ).toBe(false);
    expect(canAfford(b, [{ platformTypeId: 3, points: 1 }])).toBe(false);
    expect(canAfford(b, [])).toBe(false);
  });
});
