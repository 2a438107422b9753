import type { AppDeps } from '../../../deps.ts';
import { moneyNotification } from '../../notifications/money-events.ts';
import { accountId, postTransfer, type DbOrTx, type OutboxMessage } from '../../wallet/ledger.ts';
import { deliverAfterCommit } from '../../wallet/money-outbox.ts';
import * as repo from './repository.ts';

export const formatTicket = (id: number) => `PR${String(id).padStart(8, '0')}`;

/** One ledger movement of a withdrawal's held amount (key = the movement and the withdrawal). */
export async function moveHeld(
  tx: DbOrTx,
  key: string,
  kind: string,
  row: repo.WithdrawalRow,
  from: number,
  to: number,
  notify: OutboxMessage[] = [],
): Promise<void> {
  await postTransfer(tx, {
    key,
    kind,
    userId: row.userId,
    description: `Prelievo ${formatTicket(row.id)}`,
    legs: [
      { accountId: from, amount: -row.amount },
      { accountId: to, amount: row.amount },
    ],
    notify,
  });
}

export interface SettleInput {
  id: number;
  /** The states it may leave: 'pending' for an operator's manual decision, sending/sent for a provider's answer. */
  from: readonly repo.WithdrawalStatus[];
  to: 'posted' | 'declined';
  by: string;
  providerRef?: string | null;
  reason?: string | null;
  /**
   * Runs first in the transaction, before the withdrawal moves (an operator's payment reads the
   * account's state under a row lock here); it throws to refuse, and nothing is written.
   */
  guard?: (tx: DbOrTx) => Promise<void>;
  /** Written in the same transaction (an operator's audit row). */
  within?: (tx: DbOrTx, row: repo.WithdrawalRow) => Promise<void>;
}

/**
 * Posts (withdrawals_pending → withdrawals_payable, key withdrawal:post:<id>) or declines (the hold
 * back to player_cash, key withdrawal:void:<id>) a withdrawal, once: the conditional UPDATE and the
 * transfer commit together, so a payout can never end both paid and refunded. Answers null when the
 * withdrawal was no longer in one of `from` (another decision came first).
 */
export async function settleWithdrawal(deps: Pick<AppDeps, 'db' | 'clock'>, s: SettleInput): Promise<repo.WithdrawalRow | null> {
  const settled = await deps.db.transaction(async (tx) => {
    await s.guard?.(tx);
    const row = await repo.leaveState(tx, { id: s.id, from: s.from, to: s.to, at: deps.clock.now(), by: s.by, providerRef: s.providerRef, reason: s.reason });
    if (!row) return null;
    await s.within?.(tx, row);
    // The player's 'Prelievo pagato' / 'Prelievo rifiutato' goes into the outbox with the movement.
    const n = moneyNotification(s.to === 'posted' ? 'withdrawalPaid' : 'withdrawalRefused', {
      userId: row.userId,
      amount: row.amount,
      ref: formatTicket(row.id),
      method: row.tipo,
    });
    const notify = [{ ...n, dedupeKey: n.dedupeKey! }];
    const pending = await accountId(tx, 'withdrawals_pending', row.userId);
    if (s.to === 'posted') await moveHeld(tx, `withdrawal:post:${row.id}`, 'withdrawal_post', row, pending, await accountId(tx, 'withdrawals_payable'), notify);
    else await moveHeld(tx, `withdrawal:void:${row.id}`, 'withdrawal_void', row, pending, await accountId(tx, 'player_cash', row.userId), notify);
    return row;
  });
  // Delivered after commit (the job delivers what a crash leaves behind).
  if (settled) await deliverAfterCommit(deps.db);
  return settled;
}
