import { SLOT_SYMBOLS, type TSlotSymbol } from '@betsite/contract/games';
import type { Rng } from '../sandbox.ts';

/**
 * The sandbox slot every lobby game plays (docs/games.md "Lobby and game launch"): three reels, one
 * line. Each reel stops on a symbol by weight; three of a kind pays its multiplier, exactly two
 * cherries pay half the stake. Multipliers are in tenths so the payout stays integer cents.
 */
const WEIGHTS: Record<TSlotSymbol, number> = { ciliegia: 7, limone: 5, campana: 4, stella: 3, sette: 1 };
const THREE_X10: Record<TSlotSymbol, number> = { ciliegia: 50, limone: 120, campana: 250, stella: 500, sette: 5000 };
const TWO_CHERRIES_X10 = 5;
const TOTAL = SLOT_SYMBOLS.reduce((s, k) => s + WEIGHTS[k], 0);

function stop(rng: Rng): TSlotSymbol {
  let r = Math.floor(rng() * TOTAL);
  for (const s of SLOT_SYMBOLS) {
    if (r < WEIGHTS[s]) return s;
    r -= WEIGHTS[s];
  }
  return SLOT_SYMBOLS[0];
}

/** Multiplier × 10 of a line. */
export function lineMultiplierX10(reels: readonly TSlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return THREE_X10[a!];
  return reels.filter((s) => s === 'ciliegia').length === 2 ? TWO_CHERRIES_X10 : 0;
}

export function spinSlot(rng: Rng, stake: number): { reels: TSlotSymbol[]; win: number } {
  const reels = [stop(rng), stop(rng), stop(rng)];
  return { reels, win: Math.floor((stake * lineMultiplierX10(reels)) / 10) };
}

/** The slot's theoretical return to player (0..1), summed over every stop combination. */
export function slotRtp(): number {
  let sum = 0;
  for (const a of SLOT_SYMBOLS)
    for (const b of SLOT_SYMBOLS)
      for (const c of SLOT_SYMBOLS) sum += ((WEIGHTS[a] * WEIGHTS[b] * WEIGHTS[c]) / TOTAL ** 3) * (lineMultiplierX10([a, b, c]) / 10);
  return sum;
}
