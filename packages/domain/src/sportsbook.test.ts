import { describe, expect, it } from 'vitest';
import {
  acceptsChange,
  cashoutOffer,
  betLimitProblem,
  betLimits,
  betLimitText,
  choose,
  combinations,
  formatOdds,
  MAX_SYSTEM_COMBINATIONS,
  meetsFunBonusSport,
  systemCombinationCount,
  systemPlan,
  ticketPayout,
  totalOdds,
  VOID_ODDS,
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

describe("the operator's bet limits", () => {
  it('reads the site variables, keeping the default of one unset, empty or not a number', () => {
    expect(betLimits({})).toEqual({ min: 100, max: 100_000, maxWin: 5_000_000, minOdds: 100 });
    expect(betLimits({ Scommesse_ImportoMin: '500', Scommesse_ImportoMax: ' ', Scommesse_VincitaMax: 'tanto', Scommesse_QuotaMin: '125' })).toEqual({
      min: 500,
      max: 100_000,
      maxWin: 5_000_000,
      minOdds: 125,
    });
  });

  it('finds the first limit broken in the order the server checks them, and says it in its words', () => {
    const limits = betLimits({ Scommesse_ImportoMin: '500', Scommesse_VincitaMax: '150000', Scommesse_QuotaMin: '150' });
    expect(betLimitProblem({ stake: 200, odds: 120, win: 240 }, limits)).toEqual({ kind: 'min', limit: 500 });
    expect(betLimitProblem({ stake: 200_000, odds: 200, win: 400_000 }, limits)).toEqual({ kind: 'max', limit: 100_000 });
    expect(betLimitProblem({ stake: 1_000, odds: 120, win: 1_200 }, limits)).toEqual({ kind: 'odds', limit: 150 });
    expect(betLimitProblem({ stake: 100_000, odds: 200, win: 200_000 }, limits)).toEqual({ kind: 'win', limit: 150_000 });
    expect(betLimitProblem({ stake: 500, odds: 150, win: 750 }, limits)).toBeNull();
    expect(betLimitText({ kind: 'min', limit: 500 })).toBe("L'importo minimo della giocata è € 5");
    expect(betLimitText({ kind: 'max', limit: 100_050 })).toBe("L'importo massimo della giocata è € 1.000,50");
    expect(betLimitText({ kind: 'odds', limit: 150 })).toBe('La quota totale minima è 1,50');
    expect(betLimitText({ kind: 'win', limit: 5_000_000 })).toBe('La vincita potenziale supera il massimo consentito di € 50.000');
  });
});

describe('what a settled ticket pays', () => {
  const won = (paid: number, fissa = false) => ({ paid, lost: false, fissa });
  const lost = (paid: number, fissa = false) => ({ paid, lost: true, fissa });
  const voided = (fissa = false) => ({ paid: VOID_ODDS, lost: false, fissa });

  it('a single on a void line gives the stake back; a multiple pays its other lines; a lost line loses it whatever is void', () => {
    expect(ticketPayout('singola', 500, [], [voided()])).toBe(500);
    expect(ticketPayout('multipla', 1_000, [], [won(200), voided(), won(150)])).toBe(3_000);
    expect(ticketPayout('multipla', 1_000, [], [voided(), lost(150)])).toBe(0);
    expect(ticketPayout('multipla', 1_000, [], [voided(), voided()])).toBe(1_000);
  });

  it('a system counts a void line at 1,00 in each of its combinations, a fixed one too', () => {
    const sistema = [{ Sistema: '2/3', Importo_scomm: 100 }];
    // {void, 2,00} pays 2,00; {void, lost} and {2,00, lost} pay nothing.
    expect(ticketPayout('sistema', 300, sistema, [voided(), won(200), lost(300)])).toBe(200);
    // Every line void: each combination gives its stake back.
    expect(ticketPayout('sistema', 300, sistema, [voided(), voided(), voided()])).toBe(300);
    // A fixed void line: in every combination at 1,00 (2/2 + 1F is one combination of all three).
    expect(ticketPayout('sistema', 100, [{ Sistema: '2/2 + 1F', Importo_scomm: 100 }], [voided(true), won(200), won(150)])).toBe(300);
    expect(ticketPayout('sistema', 200, [{ Sistema: '1/2 + 1F', Importo_scomm: 100 }], [voided(true), won(200), lost(150)])).toBe(200);
  });
});

describe('the Cash Out offer of an open ticket', () => {
  const pending = (quota: number, now: number | null) => ({ quota, state: 'pending' as const, now });
  it('is 95 % of the ticket bought again at the odds now, the decided lines at their odds', () => {
    // A single at 2,00 now at 2,00: 95 % of the stake.
    expect(cashoutOffer(1_000, [pending(200, 200)])).toBe(950);
    // Its price fell to 1,25 (more likely to win): worth 1 600, offered 1 520.
    expect(cashoutOffer(1_000, [pending(200, 125)])).toBe(1_520);
    // A multiple with a line won at 3,00 and a void one: 1 000 × 3 × 2 / 2 × 0,95.
    expect(cashoutOffer(1_000, [{ quota: 300, state: 'won', now: null }, { quota: 250, state: 'void', now: null }, pending(200, 200)])).toBe(2_850);
  });
  it('none with a line lost, a line that cannot be priced, nothing left open, or under a cent', () => {
    expect(cashoutOffer(1_000, [{ quota: 300, state: 'lost', now: null }, pending(200, 200)])).toBeNull();
    expect(cashoutOffer(1_000, [pending(200, null)])).toBeNull();
    expect(cashoutOffer(1_000, [{ quota: 300, state: 'won', now: null }])).toBeNull();
    expect(cashoutOffer(1, [pending(101, 100_000)])).toBeNull();
  });
});
