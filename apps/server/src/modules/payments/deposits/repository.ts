import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deposits, ledgerTransfers, paymentMethods, playerProfiles, users } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../wallet/ledger.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type MethodRow = typeof paymentMethods.$inferSelect;
export type DepositStatus = 'created' | 'pending' | 'success' | 'failed' | 'cancelled';

/** Enabled methods in display order; `withdrawal` true/false filters, null gives all. */
export async function listMethods(db: Db, withdrawal: boolean | null): Promise<MethodRow[]> {
  const where = withdrawal === null ? eq(paymentMethods.enabled, true) : and(eq(paymentMethods.enabled, true), eq(paymentMethods.withdrawalRecharge, !withdrawal));
  return db.select().from(paymentMethods).where(where).orderBy(asc(paymentMethods.viewOrder), asc(paymentMethods.id));
}

/** A deposit method by Id or Name (the legacy `type`). */
export async function findDepositMethod(db: Db, type: number | string): Promise<MethodRow | undefined> {
  const byId = typeof type === 'number' || /^\d+$/.test(type);
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(byId ? eq(paymentMethods.id, Number(type)) : eq(paymentMethods.name, String(type)), eq(paymentMethods.withdrawalRecharge, true)));
  return m;
}

export async function findUser(db: Db, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** The player and their deposit limit in cents (registration's depositoMassimo, in euro), in one read. */
export async function findUserWithLimit(db: Db, id: number) {
  const [r] = await db
    .select({ user: users, max: playerProfiles.depositoMassimo })
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(eq(users.id, id));
  return r ? { user: r.user, limitCents: r.max && r.max > 0 ? r.max * 100 : null } : undefined;
}

export async function insertDeposit(db: Db, row: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [d] = await db.insert(deposits).values(row).returning();
  return d!;
}

/** Records the provider's payment id; the deposit now waits for the provider (created → pending). */
export async function setProviderRef(db: Db, transactionId: string, providerRef: string): Promise<void> {
  await db
    .update(deposits)
    .set({ providerRef, status: 'pending', updatedAt: new Date() })
    .where(and(eq(deposits.transactionId, transactionId), eq(deposits.status, 'created')));
}

export async function findDeposit(db: DbOrTx, transactionId: string): Promise<DepositRow | undefined> {
  const [d] = await db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
  return d;
}

export async function findDepositByRef(db: Db, provider: string, providerRef: string): Promise<DepositRow | undefined> {
  const [d] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.provider, provider), eq(deposits.providerRef, providerRef)));
  return d;
}

/**
 * created|pending → `to` in one conditional statement (pending only from created); the row comes
 * back only when this call made the change.
 */
export async function moveStatus(
  tx: DbOrTx,
  transactionId: string,
  to: DepositStatus,
  patch: { settledAt?: Date; errorCode?: string | null; message?: string | null },
): Promise<DepositRow | undefined> {
  const from: DepositStatus[] = to === 'pending' ? ['created'] : ['created', 'pending'];
  const [d] = await tx
    .update(deposits)
    .set({ status: to, ...patch, updatedAt: new Date() })
    .where(and(eq(deposits.transactionId, transactionId), inArray(deposits.status, from)))
    .returning();
  return d;
}

/**
 * Inserts the deposit unless it would take the player past `limit` cents within the window.
 * The player's row is locked first, so two concurrent deposits cannot both slip under the limit.
 * Returns the cents still available when refused.
 */
export async function insertDepositWithinLimit(db: Db, row: typeof deposits.$inferInsert, limit: { cents: number; since: Date } | null): Promise<{ ok: true } | { ok: false; left: number }> {
  if (!limit) {
    await db.insert(deposits).values(row);
    return { ok: true };
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const used = await depositedSince(tx, row.userId, limit.since);
    if (used + row.amount > limit.cents) return { ok: false as const, left: Math.max(0, limit.cents - used) };
    await tx.insert(deposits).values(row);
    return { ok: true as const };
  });
}

/** Cents deposited (credited or still open) since `from`: the player's deposit limit window. */
export async function depositedSince(db: DbOrTx, userId: number, from: Date): Promise<number> {
  const [r] = await db
    .select({ total: sql<number>`coalesce(sum(${deposits.amount}), 0)::bigint` })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), inArray(deposits.status, ['success', 'pending', 'created']), gte(deposits.createdAt, from)));
  return Number(r?.total ?? 0);
}

/** The id of the player's first 'deposit' ledger transfer (for checkPrimaRicarica). */
export async function firstDepositTransferKey(db: Db, userId: number): Promise<string | null> {
  const [r] = await db
    .select({ key: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.kind, 'deposit')))
    .orderBy(asc(ledgerTransfers.id))
    .limit(1);
  return r?.key ?? null;
}
