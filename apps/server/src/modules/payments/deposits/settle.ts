import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { isRetryableConflict } from '../../../db/pg-errors.ts';
import { deposits } from '../../../db/schema/index.ts';
import { accountId, postTransfer, type AccountKind } from '../../wallet/ledger.ts';
import { moneyNotification } from '../../notifications/money-events.ts';
import { notify } from '../../notifications/notify.ts';
import { findDeposit, moveStatus, type DepositRow } from './repository.ts';

/**
 * Ledger account ids never change once created, so each process remembers them per database.
 * Accounts are found or created outside the money transaction (autocommit): an empty account is
 * harmless, the cache only ever holds committed ids, and the transaction never waits on another
 * one's half-created account (which could deadlock).
 */
const accountIds = new WeakMap<Db, Map<string, number>>();
export async function committedAccountId(db: Db, kind: AccountKind, userId: number | null, ref: string | null): Promise<number> {
  let m = accountIds.get(db);
  if (!m) accountIds.set(db, (m = new Map()));
  const key = `${kind}:${userId ?? ''}:${ref ?? ''}`;
  const hit = m.get(key);
  if (hit !== undefined) return hit;
  const id = await accountId(db, kind, userId, ref);
  m.set(key, id);
  return id;
}

/**
 * Every deposit of a provider credits from that provider's clearing account, whose row is locked by
 * each settlement: one row would serialise all of a provider's deposits. The clearing account is
 * therefore split into shards (`paypal#0` … `paypal#7`, chosen by transaction id); a provider's
 * clearing balance is the sum of its shards (docs/ledger.md).
 */
export const CLEARING_SHARDS = 8;
export const clearingRef = (provider: string, transactionId: string) => {
  let h = 0;
  for (let i = 0; i < transactionId.length; i++) h = (h * 31 + transactionId.charCodeAt(i)) >>> 0;
  return `${provider}#${h % CLEARING_SHARDS}`;
};

export type SettleOutcome = 'success' | 'failed' | 'cancelled' | 'pending';

/**
 * Moves a deposit to its outcome, exactly once. The deposit row is locked first, so concurrent
 * callbacks and result pages for the same transaction queue; a terminal deposit never changes
 * again. A success credits the player in the same transaction, from the provider's clearing
 * account, with the idempotency key `deposit:<transactionId>` (a second line of defence).
 */
export async function settleDeposit(
  db: Db,
  transactionId: string,
  outcome: SettleOutcome,
  detail: { errorCode?: string | null; message?: string | null } = {},
  /** The deposit's provider and player when the caller already has them (saves a read). */
  known?: { provider: string; userId: number },
): Promise<{ deposit: DepositRow | undefined; changed: boolean }> {
  // Settling is idempotent, so a transaction PostgreSQL aborted (deadlock, serialisation) is simply run again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(db, transactionId, outcome, detail, known);
    } catch (err) {
      if (attempt >= 3 || !isRetryableConflict(err)) throw err;
    }
  }
}

async function settleOnce(
  db: Db,
  transactionId: string,
  outcome: SettleOutcome,
  detail: { errorCode?: string | null; message?: string | null },
  known?: { provider: string; userId: number },
) {
  const [head] = outcome !== 'success' ? [] : known ? [known] : await db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
  const accounts = head
    ? {
        clearing: await committedAccountId(db, 'provider_clearing', null, clearingRef(head.provider, transactionId)),
        cash: await committedAccountId(db, 'player_cash', head.userId, null),
      }
    : null;
  return db.transaction(async (tx) => {
    // The conditional UPDATE is both the lock and the state change: concurrent settlements of the
    // same deposit wait on the row, re-check the condition, and find nothing left to do.
    const d = await moveStatus(
      tx,
      transactionId,
      outcome,
      outcome === 'pending' ? {} : { settledAt: new Date(), errorCode: detail.errorCode ?? null, message: detail.message ?? null },
    );
    if (!d) return { deposit: await findDeposit(tx, transactionId), changed: false };
    if (outcome === 'success') {
      // Never query `db` here: on PGlite the transaction holds the only connection.
      if (!accounts) throw new Error('deposit vanished while settling');
      await postTransfer(tx, {
        key: `deposit:${d.transactionId}`,
        kind: 'deposit',
        userId: d.userId,
        description: `Ricarica ${d.methodName}`,
        legs: [
          { accountId: accounts.clearing, amount: -d.amount },
          { accountId: accounts.cash, amount: d.amount },
        ],
      });
    }
    // The player hears about a credited or failed deposit exactly once: same transaction, keyed by deposit.
    if (outcome === 'success' || outcome === 'failed') {
      await notify(
        tx,
        moneyNotification(outcome === 'success' ? 'depositCredited' : 'depositFailed', {
          userId: d.userId,
          amount: d.amount,
          ref: d.transactionId,
          method: d.methodName,
        }),
      );
    }
    return { deposit: d, changed: true };
  });
}
