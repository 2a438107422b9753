import { betLimitProblem, totalOdds, winOf, type BetKind, type BetLimitProblem, type BetLimits, type SystemPlan } from '@betsite/domain/sportsbook';

/**
 * The first operator limit the slip breaks, checked per ticket as the server will: each single on
 * its own, the multiple as one ticket, a system by its total stake, its lowest combination odds and
 * its highest win. Null while there is nothing to buy (the slip says its other problems itself).
 */
export function slipLimitProblem(kind: BetKind, quotas: readonly number[], stake: number, plan: SystemPlan | null, limits: BetLimits): BetLimitProblem | null {
  if (!quotas.length) return null;
  if (kind === 'singola') {
    for (const q of quotas) {
      const problem = betLimitProblem({ stake, odds: q, win: winOf(stake, [q]) }, limits);
      if (problem) return problem;
    }
    return null;
  }
  if (kind === 'multipla') return betLimitProblem({ stake, odds: totalOdds([...quotas]), win: winOf(stake, [...quotas]) }, limits);
  if (!plan || plan.combos.length < 2) return null;
  const lowest = plan.combos.map((c) => totalOdds(c.map((i) => quotas[i]!))).reduce((a, b) => (b < a ? b : a));
  return betLimitProblem({ stake: plan.stakeTotal, odds: lowest, win: plan.maxWin }, limits);
}
