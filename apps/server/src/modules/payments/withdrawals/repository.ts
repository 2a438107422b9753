import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
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

/**
 * Moves a withdrawal out of 'pending' — the one place a state change happens. The WHERE on status
 * makes it happen at most once even when two requests race: the loser updates no row.
 */
export async function leavePending(
  tx: DbOrTx,
  p: { id: number; userId?: number; to: 'posted' | 'voided' | 'declined'; at: Date; by: string; providerRef?: string | null; reason?: string | null },
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({ status: p.to, decidedAt: p.at, decidedBy: p.by, providerRef: p.providerRef ?? null, decisionReason: p.reason ?? null })
    .where(and(eq(withdrawals.id, p.id), eq(withdrawals.status, 'pending'), p.userId === undefined ? undefined : eq(withdrawals.userId, p.userId)))
    .returning();
  return row;
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function listPending(db: Db, userId: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'pending')))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
}
