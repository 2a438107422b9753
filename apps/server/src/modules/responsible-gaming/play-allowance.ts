import { limitInForce, type LimitPeriod } from '@betsite/domain/responsible-gaming';
import type { DbOrTx } from '../wallet/ledger.ts';
import { firstAccessDue } from './repository.ts';
import { hasPlayLimits, playLimitsOf } from './play-limits-repo.ts';
import { usedIn } from './play-usage.ts';

export type PlayAllowance = { ok: true } | { ok: false; reason: 'time' | 'first_access' } | { ok: false; reason: 'spend'; left: number };

/**
 * THE stake rule for spending and time-of-play limits (ADM concession of 12 November 2025). The
 * game platform port calls it inside the transaction that inserts the ticket and moves the stake,
 * so nothing moves when it refuses, holding the player's row lock (`lockPlayer`): two stakes of one
 * player queue, and the second sees the first; a limit saved meanwhile (under the same lock) is seen.
 * Time: no stake once the minutes logged in in a window reach its limit (fun-bonus tickets too).
 * Spend: a cash stake must fit in what every window has left (net loss so far, never below 0, plus
 * the stake within the limit in force).
 */
export async function playAllowance(tx: DbOrTx, userId: number, stake: number, fun: boolean, now: Date): Promise<PlayAllowance> {
  if (await firstAccessDue(tx, userId)) return { ok: false, reason: 'first_access' };
  if (!(await hasPlayLimits(tx, userId))) return { ok: true };
  let left = Infinity;
  for (const l of await playLimitsOf(tx, userId)) {
    const limit = limitInForce(l, now);
    const kind = l.kind as 'spend' | 'time';
    if (kind === 'spend' && fun) continue;
    const used = await usedIn(tx, userId, kind, l.periodo as LimitPeriod, now);
    if (kind === 'time' && used >= limit) return { ok: false, reason: 'time' };
    if (kind === 'spend') left = Math.min(left, Math.max(0, limit - used));
  }
  return stake > left ? { ok: false, reason: 'spend', left } : { ok: true };
}
