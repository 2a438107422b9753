import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ledgerAccounts, deposits } from '../../../db/schema/index.ts';
import { withTxRetry } from '../../../db/tx-retry.ts';
import { ownAccountOf, post, type DbOrTx, type Leg } from '../../wallet/ledger.ts';
import { deliverAfterCommit } from '../../wallet/money-outbox.ts';
import { moneyNotification } from '../../notifications/money-events.ts';
import { clearingRef, committedAccountId } from '../../wallet/committed-accounts.ts';

/**
 * A provider taking back a deposit it confirmed (docs/ledger.md, "Reversed deposits"): a refund
 * made from the provider's dashboard, or a chargeback the player won against us. The provider's
 * clearing account gets the money back; the player gives it back from their withdrawable balance,
 * and what that balance no longer holds (it was played, or is held by a withdrawal) becomes a
 * receivable — `player_receivable`, negative by what the player owes. While it is negative no
 * withdrawal is requested or paid, and the next money that reaches the player's cash repays it first.
 */

interface PlayerAccounts {
  cash: number;
  receivable: number;
}

/**
 * The player's cash and receivable account ids, found or created before the money transaction
 * opens (`committedAccountId`: never inside it — on PGlite's one connection that would wait on itself).
 */
const playerAccounts = async (db: Db, userId: number): Promise<PlayerAccounts> => ({
  cash: await committedAccountId(db, 'player_cash', userId, null),
  receivable: await committedAccountId(db, 'player_receivable', userId, null),
});

/** Locks both accounts in id order (the ledger's order) and reads their balances. */
async function lockBalances(tx: DbOrTx, a: PlayerAccounts): Promise<{ cashBalance: number; owed: number }> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [a.cash, a.receivable]))
    .orderBy(ledgerAccounts.id)
    .for('update');
  const balance = (id: number) => Number(rows.find((r) => r.id === id)?.balance ?? 0);
  return { cashBalance: balance(a.cash), owed: -balance(a.receivable) };
}

export interface ReversalResult {
  /** Cents taken back by this call (0 when the provider's figure was already applied). */
  taken: number;
  /** Of those, what the player's cash could not cover and now owes. */
  owed: number;
}

/**
 * Brings a credited deposit's reversal up to `reversedTotal`, the cents the provider says it has
 * taken back in all (never more than the deposit). Idempotent and monotonic: the deposit row,
 * locked, keeps what was already applied, so a notification repeated or arriving out of order
 * moves only the difference, once; a smaller figure than the one applied moves nothing.
 */
export async function reverseDeposit(db: Db, transactionId: string, reversedTotal: number, at: Date): Promise<ReversalResult> {
  // Player, provider and transaction id never change: the accounts are resolved from a first read.
  const [seen] = await db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
  if (!seen || seen.status !== 'success') return { taken: 0, owed: 0 };
  const clearing = await committedAccountId(db, 'provider_clearing', null, clearingRef(seen.provider, seen.transactionId));
  const accounts = await playerAccounts(db, seen.userId);
  const result = await withTxRetry(() =>
    db.transaction(async (tx): Promise<ReversalResult> => {
      const [d] = await tx.select().from(deposits).where(eq(deposits.id, seen.id)).for('update');
      if (!d || d.status !== 'success') return { taken: 0, owed: 0 };
      const target = Math.min(Math.max(0, Math.trunc(reversedTotal)), d.amount);
      const delta = target - d.reversedAmount;
      if (delta <= 0) return { taken: 0, owed: 0 };
      const player = await lockBalances(tx, accounts);
      const fromCash = Math.min(player.cashBalance, delta);
      const owed = delta - fromCash;
      const legs: Leg[] = [{ accountId: clearing, amount: delta }];
      if (fromCash > 0) legs.push({ accountId: accounts.cash, amount: -fromCash });
      if (owed > 0) legs.push({ accountId: accounts.receivable, amount: -owed });
      const n = moneyNotification('depositReversed', {
        userId: d.userId,
        amount: delta,
        ref: d.transactionId,
        method: d.methodName,
        owed: player.owed + owed,
        reversedTotal: target,
      });
      await post(tx, [
        {
          key: `deposit:reversal:${d.transactionId}:${target}`,
          kind: 'deposit_reversal',
          userId: d.userId,
          ref: d.transactionId,
          description: `Storno ricarica ${d.methodName}`,
          at,
          legs,
          notify: [{ ...n, dedupeKey: n.dedupeKey! }],
        },
      ]);
      await tx.update(deposits).set({ reversedAmount: target, updatedAt: at }).where(eq(deposits.id, d.id));
      return { taken: delta, owed };
    }),
  );
  if (result.taken > 0) await deliverAfterCommit(db);
  return result;
}

/** What the player owes after a reversal, in cents (0 when nothing): one probe of the accounts' owner index. */
export async function owedBy(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(ownAccountOf('player_receivable', userId));
  return Math.max(0, -Number(row?.balance ?? 0));
}

/**
 * Repays what the player owes from their cash, as far as it goes (`player_cash → player_receivable`).
 * Run after a deposit is credited and before a withdrawal is asked for; computed from the locked
 * balances, so running it twice, or at once from two places, repays once. Cheap when nothing is owed.
 * Answers what the player still owes afterwards.
 */
export async function repayOwed(db: Db, userId: number, at: Date): Promise<number> {
  if ((await owedBy(db, userId)) === 0) return 0;
  const accounts = await playerAccounts(db, userId);
  return withTxRetry(() =>
    db.transaction(async (tx) => {
      const player = await lockBalances(tx, accounts);
      const amount = Math.min(player.cashBalance, player.owed);
      if (amount <= 0) return player.owed;
      await post(tx, [
        {
          key: `receivable:repay:${randomUUID()}`,
          kind: 'receivable_repay',
          userId,
          description: 'Recupero ricarica stornata',
          at,
          legs: [
            { accountId: accounts.cash, amount: -amount },
            { accountId: accounts.receivable, amount },
          ],
        },
      ]);
      return player.owed - amount;
    }),
  );
}
