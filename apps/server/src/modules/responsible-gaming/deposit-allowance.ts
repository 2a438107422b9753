import { limitInForce, limitLeft, windowStart, type LimitPeriod } from '@betsite/domain/responsible-gaming';
import type { DbOrTx } from '../wallet/ledger.ts';
import { activeExclusions, depositedSince, firstAccessDue, limitsOf } from './repository.ts';

export type DepositAllowance = { ok: true } | { ok: false; reason: 'excluded' | 'first_access' } | { ok: false; reason: 'limit'; left: number };

/**
 * THE deposit rule, for every way money comes in (Ricarica with every provider, the PaaS page):
 * the first access done (contract version and three limits), no exclusion of every product in force, and `amount` fits in every limit's window (money
 * credited or still open counts). The caller holds the player's row lock (`lockPlayer`) in the
 * same transaction and inserts the deposit row before committing, so two concurrent deposits
 * cannot both slip under a limit, nor a deposit past an exclusion saved meanwhile.
 */
export async function depositAllowance(tx: DbOrTx, userId: number, amount: number, now: Date): Promise<DepositAllowance> {
  if (await firstAccessDue(tx, userId)) return { ok: false, reason: 'first_access' };
  const exclusions = await activeExclusions(tx, userId, now);
  if (exclusions.some((e) => e.product === 'all')) return { ok: false, reason: 'excluded' };
  let refused = false;
  let left = Infinity;
  for (const l of await limitsOf(tx, userId)) {
    const limit = limitInForce(l, now);
    const used = await depositedSince(tx, userId, windowStart(l.periodo as LimitPeriod, now));
    if (used + amount > limit) refused = true;
    left = Math.min(left, limitLeft(limit, used));
  }
  return refused ? { ok: false, reason: 'limit', left } : { ok: true };
}
