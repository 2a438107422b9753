/**
 * Pure comp-point rules of the VIP Club (document 3 §2, §3, §9; docs/ledger.md "Comp points"):
 * which settled tickets earn points, how many, the level a total reaches and the progress towards
 * the next one, and whether a points-to-bonus conversion is affordable.
 */

/** Outcomes of a settled ticket that earn points: money was really played and decided. */
const EARNING_OUTCOMES = ['won', 'lost', 'cashout'];

/** A ticket earns points when it was real money (not fun bonus) and really decided (no refund or void). */
export const earnsPoints = (t: { fun: boolean; outcome: string | null }): boolean => !t.fun && t.outcome !== null && EARNING_OUTCOMES.includes(t.outcome);

/** Whole points for a stake: one point every `amountPerPoint` cents played (the rest is not carried). */
export function pointsFor(stake: number, amountPerPoint: number): number {
  if (!Number.isSafeInteger(stake) || stake <= 0 || !Number.isSafeInteger(amountPerPoint) || amountPerPoint <= 0) return 0;
  return Math.floor(stake / amountPerPoint);
}

export interface Level {
  id: number;
  name: string;
  minPoints: number;
}

/** The highest level whose threshold the points reach (levels need not be sorted; the lowest starts at 0). */
export function levelFor<L extends Level>(points: number, levels: readonly L[]): L {
  const sorted = [...levels].sort((a, b) => a.minPoints - b.minPoints);
  let reached = sorted[0]!;
  for (const l of sorted) if (points >= l.minPoints) reached = l;
  return reached;
}

export interface Progress {
  level: string;
  next: string | null;
  nextPoints: number | null;
  /** 0–100 with 2 decimals: how far from the current level's threshold to the next (100 at the top level). */
  percent: number;
}

export function progressOf(points: number, levels: readonly Level[]): Progress {
  const sorted = [...levels].sort((a, b) => a.minPoints - b.minPoints);
  const current = levelFor(points, sorted);
  const next = sorted.find((l) => l.minPoints > current.minPoints) ?? null;
  if (!next) return { level: current.name, next: null, nextPoints: null, percent: 100 };
  const span = next.minPoints - current.minPoints;
  const percent = Math.min(100, Math.max(0, Math.round(((points - current.minPoints) / span) * 10_000) / 100));
  return { level: current.name, next: next.name, nextPoints: next.minPoints, percent };
}

/** A conversion is affordable when every platform it draws on has the points it needs. */
export function canAfford(balances: ReadonlyMap<number, number>, cost: readonly { platformTypeId: number; points: number }[]): boolean {
  return cost.length > 0 && cost.every((c) => c.points > 0 && (balances.get(c.platformTypeId) ?? 0) >= c.points);
}
