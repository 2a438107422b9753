import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { deposits, ledgerAccounts, ledgerTransfers, paymentMethods, playerProfiles, users } from '../../../db/schema/index.ts';
import { ownAccountOf, type DbOrTx, type Guard } from '../../wallet/ledger.ts';
import { guardedSql } from '../../responsible-gaming/repository.ts';
import type { UserRow } from '../../users/repository.ts';

export type DepositRow = typeof deposits.$inferSelect;
/** A deposit row to open: its time comes from the caller's clock, never the column's default. */
export type DepositInsert = typeof deposits.$inferInsert & { createdAt: Date };
export type MethodRow = typeof paymentMethods.$inferSelect;
export type DepositStatus = 'created' | 'pending' | 'success' | 'failed' | 'cancelled';

/** Enabled methods in display order; `withdrawal` true/false filters, null gives all. */
export async function listMethods(db: Db, withdrawal: boolean | null): Promise<MethodRow[]> {
  const where =
    withdrawal === null ? eq(paymentMethods.enabled, true) : and(eq(paymentMethods.enabled, true), eq(paymentMethods.withdrawalRecharge, !withdrawal));
  return db.select().from(paymentMethods).where(where).orderBy(asc(paymentMethods.viewOrder), asc(paymentMethods.id));
}

/** A deposit method by Id or Name (the legacy `type`). */
export async function findDepositMethod(db: Db, type: number | string): Promise<MethodRow | undefined> {
  const byId = typeof type === 'number' || /^\d+$/.test(type);
  // An id past the column's range names no method (and must not reach PostgreSQL as an int4).
  if (byId && !(Number.isSafeInteger(Number(type)) && Number(type) >= 0 && Number(type) <= 2_147_483_647)) return undefined;
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(byId ? eq(paymentMethods.id, Number(type)) : eq(paymentMethods.name, String(type)), eq(paymentMethods.withdrawalRecharge, true)));
  return m;
}

/** What the deposit path reads of a player: the gate's facts, the username and the mobile for XElektra's code. */
const DEPOSIT_PLAYER = {
  id: users.id,
  username: users.username,
  cellulare: users.cellulare,
  statoConto: users.statoConto,
  esclusione: users.esclusione,
  cambioPassword: users.cambioPassword,
  emailConfirmed: users.emailConfirmed,
  mobileConfirmed: users.mobileConfirmed,
  lastEmailVerificationAt: users.lastEmailVerificationAt,
  lastMobileVerificationAt: users.lastMobileVerificationAt,
  createdAt: users.createdAt,
};
export type DepositPlayer = Pick<UserRow, keyof typeof DEPOSIT_PLAYER>;

/**
 * The player (only the columns a deposit needs: never the password hash), and whether the deposit
 * path must check responsible-gaming rules under the player's lock (limits, registration limit or an
 * exclusion not yet released), in one read.
 */
export async function findUserForDeposit(db: Db, id: number): Promise<{ user: DepositPlayer; guarded: boolean } | undefined> {
  const [r] = await preparedQuery(db, 'deposit_user_guarded', () =>
    db
      .select({ user: DEPOSIT_PLAYER, max: playerProfiles.depositoMassimo, guarded: guardedSql(sql.placeholder('id')) })
      .from(users)
      .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('deposit_user_guarded'),
  ).execute({ id });
  return r ? { user: r.user, guarded: Boolean(r.guarded) || (r.max ?? 0) > 0 } : undefined;
}

export async function insertDeposit(db: Db, row: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [d] = await db.insert(deposits).values(row).returning();
  return d!;
}

/** Records the provider's payment id; the deposit now waits for the provider (created → pending). */
export async function setProviderRef(
  db: Db,
  transactionId: string,
  providerRef: string,
  at: Date,
  handoff: Record<string, unknown> | null = null,
): Promise<void> {
  await preparedQuery(db, 'deposit_set_provider_ref', () =>
    db
      .update(deposits)
      .set({
        providerRef: sql.placeholder('providerRef') as unknown as string,
        status: 'pending',
        // Kept when the reconciliation job records a payment id it found (it has no hand-off to add).
        handoff: sql`coalesce(${sql.placeholder('handoff')}::jsonb, ${deposits.handoff})`,
        updatedAt: sql.placeholder('at') as unknown as Date,
      })
      .where(and(eq(deposits.transactionId, sql.placeholder('transactionId')), eq(deposits.status, 'created')))
      .prepare('deposit_set_provider_ref'),
  ).execute({ transactionId, providerRef, handoff: handoff ? JSON.stringify(handoff) : null, at });
}

export async function findDeposit(db: DbOrTx, transactionId: string): Promise<DepositRow | undefined> {
  const [d] = await db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
  return d;
}

export async function findDepositByRef(db: Db, provider: string, providerRef: string): Promise<DepositRow | undefined> {
  const [d] = await preparedQuery(db, 'deposit_by_ref', () =>
    db
      .select()
      .from(deposits)
      .where(and(eq(deposits.provider, sql.placeholder('provider')), eq(deposits.providerRef, sql.placeholder('providerRef'))))
      .prepare('deposit_by_ref'),
  ).execute({ provider, providerRef });
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
  at: Date,
): Promise<DepositRow | undefined> {
  const from: DepositStatus[] = to === 'pending' ? ['created'] : ['created', 'pending'];
  const [d] = await tx
    .update(deposits)
    .set({ status: to, ...patch, updatedAt: at })
    .where(and(eq(deposits.transactionId, transactionId), inArray(deposits.status, from)))
    .returning();
  return d;
}

/**
 * Opens a deposit row (status 'created'). The caller (the service) has checked THE deposit rule;
 * for a guarded player it passes its transaction, in which it locked the player first
 * (`lockPlayerForDeposit`), so concurrent deposits cannot both slip under a limit. Otherwise one
 * prepared INSERT.
 */
export async function insertOpeningDeposit(db: DbOrTx, row: DepositInsert): Promise<void> {
  if ('rollback' in db) await db.insert(deposits).values(row);
  else await insertDepositPrepared(db, row);
}

/** The columns Ricarica writes when it opens a deposit: those go through one prepared INSERT. */
const OPENING_COLUMNS = [
  'transactionId',
  'userId',
  'methodId',
  'methodName',
  'provider',
  'status',
  'amount',
  'promo',
  'email',
  'isMobile',
  'primaRicarica',
  'createdAt',
] as const;
async function insertDepositPrepared(db: Db, row: DepositInsert): Promise<void> {
  if (Object.keys(row).some((k) => !(OPENING_COLUMNS as readonly string[]).includes(k))) {
    await db.insert(deposits).values(row);
    return;
  }
  const values = {
    transactionId: row.transactionId,
    userId: row.userId,
    methodId: row.methodId ?? null,
    methodName: row.methodName,
    provider: row.provider,
    status: row.status ?? 'created',
    amount: row.amount,
    promo: row.promo ?? null,
    email: row.email ?? null,
    isMobile: row.isMobile ?? false,
    primaRicarica: row.primaRicarica ?? false,
    createdAt: row.createdAt,
  };
  await preparedQuery(db, 'deposit_insert_opening', () =>
    db
      .insert(deposits)
      .values(Object.fromEntries(OPENING_COLUMNS.map((k) => [k, sql.placeholder(k)])) as unknown as typeof deposits.$inferInsert)
      .prepare('deposit_insert_opening'),
  ).execute(values);
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

const depositColumns = Object.entries(getTableColumns(deposits));
/** A `deposits` row as the driver or `to_jsonb` returned it (snake_case, raw values) → the Drizzle row. */
export function toDepositRow(raw: Record<string, unknown>): DepositRow {
  const row: Record<string, unknown> = {};
  for (const [key, col] of depositColumns) {
    const v = raw[col.name];
    row[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return row as DepositRow;
}

/**
 * The deposit's side of its credit, the guard of the ledger's posting statement (settle.ts
 * `creditDeposit`): created|pending → success, only for the row read before (same player and
 * amount); returns the updated row, or nothing when the deposit was already terminal or a
 * concurrent settlement ended it first (PostgreSQL re-checks the condition after waiting on the row).
 * A named prepared statement: the deposit hot path. The player and amount are compared as one row
 * (`is not distinct from`, not indexable), so the plan PostgreSQL keeps for it finds the deposit by
 * its primary key whatever the statistics were when it was made: on a fresh table it used to pick the
 * player's index and filter every deposit of the player (settle-plan.test.ts). The row comes back
 * with `receivable_balance`, the balance of what the player owes after a reversed deposit (null
 * without such an account; a probe of the accounts' owner index), so that a credit learns whether a
 * debt is to be repaid in the same round trip (settle.ts).
 */
export function settleSuccessGuard(d: Pick<DepositRow, 'id' | 'userId' | 'amount'>, at: Date, { afterExpiry = false } = {}): Guard {
  // After an expiry: only a deposit the reconciliation closed as expired (the provider took the money
  // while it was being closed); never one declined, cancelled or failed otherwise.
  const from = afterExpiry ? sql`status = 'failed' and error_code = ${sql.raw(`'${EXPIRED_ERROR_CODE}'`)}` : sql`status in ('created', 'pending')`;
  return {
    sql: sql`update ${deposits} set status = 'success', settled_at = ${sql.placeholder('dep_at')}::timestamptz, error_code = null, message = null,
        updated_at = ${sql.placeholder('dep_at')}::timestamptz
      where id = ${sql.placeholder('dep_id')}::int and ${from}
        and (user_id, amount) is not distinct from (${sql.placeholder('dep_user')}::int, ${sql.placeholder('dep_amount')}::bigint)
      returning *, (select ${ledgerAccounts.balance} from ${ledgerAccounts} where ${ownAccountOf('player_receivable', deposits.userId)}) as receivable_balance`,
    prepared: {
      name: afterExpiry ? 'deposit_success_after_expiry' : 'deposit_success',
      values: { dep_at: at.toISOString(), dep_id: d.id, dep_user: d.userId, dep_amount: d.amount },
    },
  };
}

/** `error_code` of a deposit the reconciliation closed because it stayed open too long (reconcile.ts). */
export const EXPIRED_ERROR_CODE = 'expired';
