import type { Db } from '../../../db/client.ts';
import { withTxRetry } from '../../../db/tx-retry.ts';
import { enqueueMessages, post } from '../../wallet/ledger.ts';
import { clearingRef, committedAccountId } from '../../wallet/committed-accounts.ts';
import { repayOwed } from './reversal.ts';
import { deliverAfterCommit } from '../../wallet/money-outbox.ts';
import { moneyNotification } from '../../notifications/money-events.ts';
import { findDeposit, moveStatus, settleSuccessGuard, toDepositRow, type DepositRow } from './repository.ts';

export type SettleOutcome = 'success' | 'failed' | 'cancelled' | 'pending';

/** Where a credit reports what it could not finish after committing (the service's logger). */
export type SettleLog = { warn(obj: unknown, msg: string): void };

/**
 * Moves a deposit to its outcome, exactly once: a terminal deposit never changes again. A success
 * credits the player from the provider's clearing account (`creditDeposit`, one statement); a
 * failure records it and tells the player through the money outbox, in one transaction. A
 * transaction PostgreSQL aborted (deadlock, serialisation) is simply run again (settling is idempotent).
 */
export async function settleDeposit(
  db: Db,
  transactionId: string,
  outcome: SettleOutcome,
  at: Date,
  detail: { errorCode?: string | null; message?: string | null } = {},
  log?: SettleLog,
): Promise<{ deposit: DepositRow | undefined; changed: boolean }> {
  return withTxRetry(async () => {
    if (outcome === 'success') {
      const d = await findDeposit(db, transactionId);
      return d ? await creditDeposit(db, d, at, log) : { deposit: undefined, changed: false };
    }
    return settleOther(db, transactionId, outcome, detail, at);
  });
}

/**
 * created|pending → success and the credit `provider_clearing:<provider>#<shard> → player_cash`
 * (key `deposit:<transactionId>`, kind 'deposit') with its 'Ricarica accreditata' outbox message,
 * in ONE statement of the ledger's `post`: the deposit's conditional UPDATE is the posting's guard
 * (the row lock and the state change, re-checked by PostgreSQL after waiting on a concurrent
 * settlement, which then finds nothing to do and posts nothing). `d` is the deposit as read before
 * (its player, amount, method and transaction id never change; the guard checks them).
 */
export async function creditDeposit(
  db: Db,
  d: DepositRow,
  at: Date,
  log?: SettleLog,
  { afterExpiry = false } = {},
): Promise<{ deposit: DepositRow | undefined; changed: boolean }> {
  const clearing = await committedAccountId(db, 'provider_clearing', null, clearingRef(d.provider, d.transactionId));
  const cash = await committedAccountId(db, 'player_cash', d.userId, null);
  const n = moneyNotification('depositCredited', { userId: d.userId, amount: d.amount, ref: d.transactionId, method: d.methodName });
  const { guardRows } = await post(
    db,
    [
      {
        key: `deposit:${d.transactionId}`,
        kind: 'deposit',
        userId: d.userId,
        description: `Ricarica ${d.methodName}`,
        legs: [
          { accountId: clearing, amount: -d.amount },
          { accountId: cash, amount: d.amount },
        ],
        notify: [{ ...n, dedupeKey: n.dedupeKey! }],
      },
    ],
    settleSuccessGuard(d, at, { afterExpiry }),
  );
  const fresh = guardRows[0];
  if (!fresh) return { deposit: await findDeposit(db, d.transactionId), changed: false };
  // A player who owes a reversed deposit repays it from this one first (reversal.ts); the credit's
  // statement said whether anything is owed, so nearly every deposit makes no further round trip. The
  // credit is committed whatever happens here: a repayment that fails, or a debt that a reversal made
  // while this statement ran, is repaid at the player's next withdrawal request, which nothing passes
  // while money is owed. Reported, so an operator sees a repayment that keeps failing.
  if (Number(fresh.receivable_balance ?? 0) < 0)
    await repayOwed(db, d.userId, at).catch((err: unknown) => {
      log?.warn({ err, transactionId: d.transactionId, userId: d.userId }, 'recupero ricarica stornata non riuscito: riprovato al prossimo prelievo');
      return 0;
    });
  // Delivered after commit, in the background (passes of concurrent credits fold into one; the job
  // delivers what a crash leaves behind): the player's answer does not wait for it.
  void deliverAfterCommit(db);
  return { deposit: toDepositRow(fresh), changed: true };
}

async function settleOther(
  db: Db,
  transactionId: string,
  outcome: Exclude<SettleOutcome, 'success'>,
  detail: { errorCode?: string | null; message?: string | null },
  at: Date,
): Promise<{ deposit: DepositRow | undefined; changed: boolean }> {
  const r = await db.transaction(async (tx) => {
    // The conditional UPDATE is both the lock and the state change: concurrent settlements of the
    // same deposit wait on the row, re-check the condition, and find nothing left to do.
    const d = await moveStatus(
      tx,
      transactionId,
      outcome,
      outcome === 'pending' ? {} : { settledAt: at, errorCode: detail.errorCode ?? null, message: detail.message ?? null },
      at,
    );
    if (!d) return { deposit: await findDeposit(tx, transactionId), changed: false };
    // The player hears about a failed deposit exactly once: outbox row in the same transaction, keyed by deposit.
    if (outcome === 'failed') {
      const n = moneyNotification('depositFailed', { userId: d.userId, amount: d.amount, ref: d.transactionId, method: d.methodName });
      await enqueueMessages(tx, [{ ...n, dedupeKey: n.dedupeKey! }]);
    }
    return { deposit: d, changed: true };
  });
  if (r.changed && outcome === 'failed') await deliverAfterCommit(db);
  return r;
}
