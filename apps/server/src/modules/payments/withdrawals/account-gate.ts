import { and, eq } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { users } from '../../../db/schema/index.ts';
import { playerBalance, type DbOrTx } from '../../wallet/ledger.ts';

/**
 * What the account's state lets happen to its withdrawals' money going out (docs/backoffice.md,
 * "Paying a blocked account"):
 * - `ok`: validated, or self-excluded (7, 8) — a self-excluded player may take their money out
 *   (docs/decisions.md, "Who may withdraw");
 * - `provisional`: documents still to approve (1): paid only with the operator's explicit, audited
 *   confirmation;
 * - `blocked`: blocked by the back office (6), whatever state it was blocked from: compliance froze
 *   the money, so nothing is paid and nothing is handed to a payout provider until it is unblocked;
 * - `frozen`: every other state (inactive, excluded 9/70/80, not a player): states that may not
 *   withdraw at all, so nothing is paid either;
 * - `owing`: a deposit of the player was taken back by its provider after it was played, and the
 *   player still owes part of it (deposits/reversal.ts): nothing is paid until it is repaid;
 * - `disputed`: a buyer's dispute of a deposit is open and the cash left does not cover what it
 *   contests (deposits/dispute.ts): a payout could hand over money the provider may take back, so
 *   nothing is paid until the dispute closes or the cash covers it.
 */
export type PayoutGate = 'ok' | 'provisional' | 'blocked' | 'frozen' | 'owing' | 'disputed';

const PAYABLE: readonly number[] = [ACCOUNT_STATE.VALIDATED, ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY, ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT];

export function payoutGate(u: { statoConto: number } | undefined): PayoutGate {
  if (!u) return 'frozen';
  if (u.statoConto === ACCOUNT_STATE.BLOCKED) return 'blocked';
  if (u.statoConto === ACCOUNT_STATE.PROVISIONAL) return 'provisional';
  return PAYABLE.includes(u.statoConto) ? 'ok' : 'frozen';
}

/** Whether nothing may be paid out of this account now (blocked, frozen, owing or disputed). */
export const payoutRefused = (gate: PayoutGate): gate is 'blocked' | 'frozen' | 'owing' | 'disputed' =>
  gate === 'blocked' || gate === 'frozen' || gate === 'owing' || gate === 'disputed';

/**
 * The player's gate. With `lock` (inside the transaction that pays) the row is read FOR SHARE: a
 * block (which locks the row FOR UPDATE, backoffice/account-block.ts) either committed before and is
 * seen here, or waits until the payment has committed.
 */
export async function accountGate(db: DbOrTx, userId: number, lock = false): Promise<PayoutGate> {
  const query = db
    .select({ statoConto: users.statoConto })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'player')));
  const [u] = lock ? await query.for('share') : await query;
  const gate = payoutGate(u);
  if (payoutRefused(gate)) return gate;
  // One read of the balance answers both: a debt left by a reversal, and disputes the cash does not cover.
  const b = await playerBalance(db, userId);
  if (b.owed > 0) return 'owing';
  return b.contestato > b.cash ? 'disputed' : gate;
}
