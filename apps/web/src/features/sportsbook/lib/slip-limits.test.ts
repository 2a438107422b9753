import { describe, expect, it } from 'vitest';
import { betLimits, systemPlan } from '@betsite/domain/sportsbook';
import { slipLimitProblem } from './slip-limits.ts';

const limits = betLimits({ Scommesse_ImportoMin: '200', Scommesse_QuotaMin: '150', Scommesse_VincitaMax: '10000' });

describe('the slip checks each ticket it will buy against the limits', () => {
  it('singles one by one: the one below the lowest odds is found', () => {
    expect(slipLimitProblem('singola', [200, 140], 500, null, limits)).toEqual({ kind: 'odds', limit: 150 });
    expect(slipLimitProblem('singola', [200, 160], 100, null, limits)).toEqual({ kind: 'min', limit: 200 });
    expect(slipLimitProblem('singola', [200, 160], 500, null, limits)).toBeNull();
  });

  it('a multiple as one ticket: its total odds and its win', () => {
    expect(slipLimitProblem('multipla', [120, 130], 500, null, limits)).toBeNull(); // 1,56 total
    expect(slipLimitProblem('multipla', [200, 300], 2_000, null, limits)).toEqual({ kind: 'win', limit: 10_000 });
  });

  it('a system by its total stake, its lowest combination odds and its highest win', () => {
    const items = [120, 130, 400].map((quota) => ({ quota, fissa: false }));
    const plan = systemPlan(items, [2], 100);
    // Three doubles of 1 €: 3 € staked, the lowest combination 1,20 × 1,30 = 1,56.
    expect(slipLimitProblem('sistema', [120, 130, 400], 100, plan, limits)).toBeNull();
    const low = systemPlan(
      [110, 120, 400].map((quota) => ({ quota, fissa: false })),
      [2],
      100,
    );
    expect(slipLimitProblem('sistema', [110, 120, 400], 100, low, limits)).toEqual({ kind: 'odds', limit: 150 });
    expect(slipLimitProblem('sistema', [120, 130, 400], 100, null, limits)).toBeNull();
  });
});
