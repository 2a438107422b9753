import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentMethods, withdrawalCards, withdrawals } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../wallet/ledger.ts';

export type MethodRow = typeof paymentMethods.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type CardRow = typeof withdrawalCards.$inferSelect;

/** An enabled withdrawal method (Withdrawal_Recharge = false) by its Name. */
export async function findWithdrawalMethod(db: Db, name: string): Promise<MethodRow | undefined> {
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.name, name), eq(paymentMethods.withdrawalRecharge, false), eq(paymentMethods.enabled, true)));
  return m;
}

export async function listCards(db: Db, userId: number, circuit: 'mastercard' | 'apco'): Promise<CardRow[]> {
  return db
    .select()
    .from(withdrawalCards)
    .where(and(eq(withdrawalCards.userId, userId), eq(withdrawalCards.circuit, circuit)))
    .orderBy(withdrawalCards.id);
}

export async function findCard(db: Db, userId: number, circuit: string, id: number): Promise<CardRow | undefined> {
  const [c] = await db
    .select()
    .from(withdrawalCards)
    .where(and(eq(withdrawalCards.id, id), eq(withdrawalCards.userId, userId), eq(withdrawalCards.circuit, circuit)));
  return c;
}

/** Whether the player already sent a withdrawal to this destination (then no one-time code is asked). */
export async function hasUsedDestination(db: Db, userId: number, destinationHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.destinationHash, destinationHash), ne(withdrawals.status, 'declined')))
    .limit(1);
  return Boolean(row);
}

/**
 * Serialises one player's withdrawal requests across every server process: a transaction-scoped
 * advisory lock, released at commit or rollback. (7301 namespaces the key space for withdrawals.)
 */
export async function lockPlayerWithdrawals(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301, ${userId})`);
}

/** Requests made since `since` that count towards the daily cap (declined ones do not). */
export async function countRequestsSince(tx: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since), ne(withdrawals.status, 'declined')));
  return Number(row?.n ?? 0);
}

export async function insertWithdrawal(tx: DbOrTx, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

export type WithdrawalStatus = 'pending' | 'sending' | 'sent' | 'posted' | 'voided' | 'declined';
/** A payout handed (or being handed) to its provider: only the provider's answer or the reconciliation ends it. */
export const PAYOUT_OPEN: readonly WithdrawalStatus[] = ['sending', 'sent'];

/**
 * Moves a withdrawal to a final state — the one place that happens. The WHERE on status makes it
 * happen at most once even when two requests race: the loser updates no row. A provider reference
 * already stored is kept when the decision brings none.
 */
export async function leaveState(
  tx: DbOrTx,
  p: {
    id: number;
    from: readonly WithdrawalStatus[];
    userId?: number;
    to: 'posted' | 'voided' | 'declined';
    at: Date;
    by: string;
    providerRef?: string | null;
    reason?: string | null;
  },
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: p.to,
      decidedAt: p.at,
      decidedBy: p.by,
      providerRef: p.providerRef ?? sql`${withdrawals.providerRef}`,
      decisionReason: p.reason ?? null,
      payoutDestination: null,
    })
    .where(and(eq(withdrawals.id, p.id), inArray(withdrawals.status, [...p.from]), p.userId === undefined ? undefined : eq(withdrawals.userId, p.userId)))
    .returning();
  return row;
}

/** pending → sending: written before the provider is called, in the transaction of the hold or of the operator's approval. */
export async function startSending(tx: DbOrTx, p: { id: number; provider: string; at: Date; by?: string }): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({ status: 'sending', payoutProvider: p.provider, sendingAt: p.at, decidedBy: p.by ?? null })
    .where(and(eq(withdrawals.id, p.id), eq(withdrawals.status, 'pending')))
    .returning();
  return row;
}

/** sending → sent: the provider took the payout and gave its reference. */
export async function markSent(db: DbOrTx, id: number, ref: string): Promise<void> {
  await db
    .update(withdrawals)
    .set({ status: 'sent', providerRef: ref, payoutError: null })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sending')));
}

/** One more call to the provider about this payout (counted before it is made). */
export async function notePayoutAttempt(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(withdrawals)
    .set({ payoutAttempts: sql`${withdrawals.payoutAttempts} + 1` })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...PAYOUT_OPEN])));
}

/** What went wrong with the last call, for the operators (the payout stays open). */
export async function recordPayoutError(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(withdrawals)
    .set({ payoutError: error })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...PAYOUT_OPEN])));
}

/** Payouts still open that entered 'sending' before `before`, oldest first (partial index withdrawals_payout_open_idx). */
export async function openPayouts(db: Db, before: Date, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, [...PAYOUT_OPEN]), lt(withdrawals.sendingAt, before)))
    .orderBy(asc(withdrawals.sendingAt))
    .limit(limit);
}

export async function findMethodById(db: Db, id: number): Promise<MethodRow | undefined> {
  const [m] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return m;
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** The player's withdrawals still holding money (EL_GetElencoPrelievo): pending ones, and those being paid (which cannot be cancelled). */
export async function listPending(db: Db, userId: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['pending', ...PAYOUT_OPEN])))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
}
