import { describe, expect, it } from 'vitest';
import {
  acceptsChange,
  choose,
  combinations,
  formatOdds,
  MAX_SYSTEM_COMBINATIONS,
  meetsFunBonusSport,
  systemCombinationCount,
  systemPlan,
  totalOdds,
  winOf,
} from './sportsbook.ts';

describe('the slip arithmetic', () => {
  it('wins are floored to the cent, exactly', () => {
    expect(winOf(500, [185, 210])).toBe(1942); // 5 € × 1,85 × 2,10 = 19,425 €
    expect(totalOdds([185, 210])).toBe(388);
    expect(winOf(333, [333, 333])).toBe(3692); // 36 926 037 / 10 000, floored
    expect(formatOdds(185)).toBe('1,85');
    // A long multiple's odds grouped as the money beside them.
    expect(formatOdds(119_013_298)).toBe('1.190.132,98');
  });

  it('a system plays every combination of its sizes, fixed selections in each', () => {
    expect(choose(5, 2)).toBe(10);
    expect(combinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    const plan = systemPlan([{ quota: 200, fissa: true }, { quota: 150 }, { quota: 300 }, { quota: 120 }], [2], 100);
    expect(plan.elements).toEqual([{ Sistema: '2/3 + 1F', Num_combinazioni: 3, Importo_scomm: 100, size: 2 }]);
    expect(plan.stakeTotal).toBe(300);
    expect(plan.combos.every((c) => c[0] === 0 && c.length === 3)).toBe(true);
    expect(plan.maxWin).toBe(900 + 360 + 720);
    expect(plan.minWin).toBe(360);
  });

  it('a system of too many combinations is counted, never built (20 selections: 184 756 for 10/20 alone)', () => {
    expect(systemCombinationCount(20, [10])).toBe(184_756);
    expect(systemCombinationCount(12, [6, 6])).toBe(924);
    const twenty = Array.from({ length: 20 }, () => ({ quota: 150 }));
    expect(() => systemPlan(twenty, [10], 100)).toThrow(RangeError);
    // The largest plan allowed is built, and its minimum found without spreading the array.
    const eleven = Array.from({ length: 11 }, (_, i) => ({ quota: 150 + i }));
    expect(systemCombinationCount(11, [5, 6])).toBeLessThanOrEqual(MAX_SYSTEM_COMBINATIONS);
    expect(systemPlan(eleven, [5, 6], 100).combos).toHaveLength(462 + 462);
  });

  it('AcceptVariations: Mai (false) none, Sempre (null) any, Rialzo (true) rises only', () => {
    expect(acceptsChange(false, 150, 150)).toBe(true);
    expect(acceptsChange(false, 150, 160)).toBe(false);
    expect(acceptsChange(null, 150, 120)).toBe(true);
    expect(acceptsChange(true, 150, 160)).toBe(true);
    expect(acceptsChange(true, 150, 140)).toBe(false);
  });

  it('the Fun Bonus Sport rule: a prematch multiple of 3 events or more, each at 1,50 or more', () => {
    const pre = (quota: number) => ({ quota, live: false });
    expect(meetsFunBonusSport('multipla', [pre(150), pre(200), pre(175)])).toBe(true);
    expect(meetsFunBonusSport('multipla', [pre(150), pre(200)])).toBe(false);
    expect(meetsFunBonusSport('multipla', [pre(149), pre(200), pre(175)])).toBe(false);
    expect(meetsFunBonusSport('multipla', [pre(150), pre(200), { quota: 175, live: true }])).toBe(false);
    expect(meetsFunBonusSport('sistema', [pre(150), pre(200), pre(175)])).toBe(false);
  });
});
