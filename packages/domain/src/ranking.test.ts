import { describe, expect, it } from 'vitest';
import { monthStart, nextUpdate, ticketPoints } from './ranking.ts';

describe('ranking points rules', () => {
  it('a settled ticket earns its stake divided by the platform cents per point, rounded down', () => {
    expect(ticketPoints({ platform: 'sport', stake: 2_599, fun: false, outcome: 'lost' })).toEqual({ points: 25, convertible: true });
    expect(ticketPoints({ platform: 'casino', stake: 2_599, fun: false, outcome: 'won' })).toEqual({ points: 5, convertible: true });
  });
  it('fun bonus tickets count for the ranking only; refunded, void and open tickets earn nothing', () => {
    expect(ticketPoints({ platform: 'sport', stake: 1_000, fun: true, outcome: 'lost' })).toEqual({ points: 10, convertible: false });
    for (const outcome of ['refunded', 'void', null]) expect(ticketPoints({ platform: 'sport', stake: 1_000, fun: false, outcome }).points).toBe(0);
  });
  it('the next update is the last one plus the cycle; the month starts at midnight in Rome', () => {
    expect(nextUpdate(null, 1000)).toBeNull();
    expect(nextUpdate(new Date('2026-11-23T00:00:00Z'), 43_200_000)?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(monthStart(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(monthStart(new Date('2026-10-31T23:30:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});
