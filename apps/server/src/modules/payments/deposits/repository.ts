import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedQuery, preparedRawSql } from '../../../db/prepared.ts';
import { deposits, ledgerAccounts, ledgerEntries, ledgerTransfers, paymentMethods, playerProfiles, users } from '../../../db/schema/index.ts';
import { InsufficientFundsError, type DbOrTx } from '../../wallet/ledger.ts';
import { isCheckViolation } from '../../../db/pg-errors.ts';
import { noteLedgerTransfer } from '../../../platform/ledger-events.ts';
import { depositAllowance, type DepositAllowance } from '../../responsible-gaming/deposit-allowance.ts';
import { guardedSql, lockPlayer } from '../../responsible-gaming/repository.ts';
import { depositCreditedInsertSql } from '../../notifications/money-events.ts';

export type DepositRow = typeof deposits.$inferSelect;
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
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(byId ? eq(paymentMethods.id, Number(type)) : eq(paymentMethods.name, String(type)), eq(paymentMethods.withdrawalRecharge, true)));
  return m;
}

/**
 * The player, and whether the deposit path must check responsible-gaming rules under the player's
 * lock (limits, registration limit or an exclusion not yet released), in one read.
 */
export async function findUserForDeposit(db: Db, id: number) {
  const [r] = await preparedQuery(db, 'deposit_user_guarded', () =>
    db
      .select({ user: users, max: playerProfiles.depositoMassimo, guarded: guardedSql(sql.placeholder('id')) })
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
export async function setProviderRef(db: Db, transactionId: string, providerRef: string, handoff: Record<string, unknown> | null = null): Promise<void> {
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
  ).execute({ transactionId, providerRef, handoff: handoff ? JSON.stringify(handoff) : null, at: new Date() });
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
 * Opens a deposit row under THE deposit rule (`depositAllowance`: exclusions and every limit).
 * A guarded player's row is locked first and the rule checked in the same transaction as the
 * insert, so concurrent deposits (any provider, the PaaS page) cannot both slip under a limit.
 * A player with no limit and no exclusion takes the one-statement path.
 */
export async function openDeposit(db: Db, row: typeof deposits.$inferInsert, now: Date, guarded: boolean): Promise<DepositAllowance> {
  if (!guarded) {
    await insertDepositPrepared(db, row);
    return { ok: true };
  }
  return db.transaction(async (tx) => {
    await lockPlayer(tx, row.userId);
    const allowed = await depositAllowance(tx, row.userId, row.amount, now);
    if (allowed.ok) await tx.insert(deposits).values(row);
    return allowed;
  });
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
async function insertDepositPrepared(db: Db, row: typeof deposits.$inferInsert): Promise<void> {
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
    createdAt: row.createdAt ?? new Date(),
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
/** A `deposits` row as the driver returned it (snake_case, raw values) → the Drizzle row. */
function toDepositRow(raw: Record<string, unknown>): DepositRow {
  const row: Record<string, unknown> = {};
  for (const [key, col] of depositColumns) {
    const v = raw[col.name];
    row[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return row as DepositRow;
}

export type SettleSuccessResult =
  /** This call moved the deposit to success and (when its key was new) credited the player. */
  | { kind: 'changed'; deposit: DepositRow; applied: boolean }
  /** Nothing to do: the deposit was already terminal, or a concurrent settlement just ended it. */
  | { kind: 'unchanged'; deposit: DepositRow; raced: boolean }
  /** The player's cash account or the clearing shard does not exist yet: nothing was written. */
  | { kind: 'no-accounts'; deposit: DepositRow }
  | { kind: 'not-found' };

/**
 * created|pending → success and the ledger credit `provider_clearing:<provider>#<shard> →
 * player_cash` (key `deposit:<transactionId>`, kind 'deposit'), in ONE data-modifying statement,
 * atomic on its own, so no explicit transaction:
 * - `cur` reads the deposit (found by transaction id, or by provider and payment id); its player,
 *   amount and transaction id never change, so the snapshot is enough to resolve the accounts;
 * - `k`, `cash`, `clr` resolve the two account ids in SQL, each one probe of the owner index
 *   (kind, user, ref; the shard is `clearingRef`'s hash, see `shardSql`); when either is missing
 *   nothing is written;
 * - `d` is the conditional UPDATE of the deposit row: the row lock and the state change, re-checked
 *   by PostgreSQL after waiting on a concurrent settlement, which then finds nothing to do;
 * - `t` inserts the transfer with its idempotency key (ON CONFLICT DO NOTHING: the second guard);
 * - `u1` then `u2` add the legs to the two balances, lower account id first (`u2` waits on `u1`'s
 *   row), the same order `postTransfer` locks in, so no deadlock with it; only when `t` inserted;
 *   the CHECK on ledger_accounts still guards every balance;
 * - `e` writes the two entries.
 * Returns the updated row ('new') or the row as the statement's snapshot saw it ('old').
 */
function settleSuccessSql(by: 'transaction' | 'ref', shards: number): SQL {
  const where =
    by === 'transaction'
      ? sql`transaction_id = ${sql.placeholder('txid')}`
      : sql`provider = ${sql.placeholder('provider')} and provider_ref = ${sql.placeholder('ref')}`;
  return sql`with cur as (
      select * from ${deposits} where ${where}
    ), k as (
      select user_id, provider || '#' || ${shardSql(sql`cur.transaction_id`, shards)} as clearing_ref from cur
    ), cash as (
      select id from ${ledgerAccounts}
      where kind = 'player_cash' and coalesce(user_id, 0) = (select user_id from k) and coalesce(ref, '') = ''
    ), clr as (
      select id from ${ledgerAccounts}
      where kind = 'provider_clearing' and coalesce(user_id, 0) = 0 and coalesce(ref, '') = (select clearing_ref from k)
    ), d as (
      update ${deposits} set status = 'success', settled_at = ${sql.placeholder('at')}::timestamptz, error_code = null, message = null, updated_at = ${sql.placeholder('at')}::timestamptz
      where id = (select id from cur) and status in ('created', 'pending') and exists (select 1 from cash) and exists (select 1 from clr)
      returning *
    ), t as (
      insert into ${ledgerTransfers} (idempotency_key, kind, user_id, description)
      select 'deposit:' || transaction_id, 'deposit', user_id, 'Ricarica ' || method_name from d
      on conflict do nothing
      returning id
    ), legs as (
      select (select id from clr) as account_id, -d.amount as amount, 1 as n from d
      union all
      select (select id from cash), d.amount, 2 from d
    ), u1 as (
      update ${ledgerAccounts} set balance = balance + (select l.amount from legs l where l.account_id = ${ledgerAccounts}.id)
      where id = (select min(account_id) from legs) and exists (select 1 from t)
      returning id
    ), u2 as (
      update ${ledgerAccounts} set balance = balance + (select l.amount from legs l where l.account_id = ${ledgerAccounts}.id)
      where id = (select max(account_id) from legs) and exists (select 1 from u1)
      returning id
    ), e as (
      insert into ${ledgerEntries} (transfer_id, account_id, amount)
      select t.id, l.account_id, l.amount from t, legs l order by l.n
    ), n as (
      -- The player's 'Ricarica accreditata' notification, committed with the credit (exactly once).
      ${depositCreditedInsertSql(sql`select d.* from d where exists (select 1 from t)`)}
    )
    select 'new' as src, (select count(*) from t)::int as applied, 2 as accounts, d.* from d
    union all
    select 'old', 0, ((select count(*) from cash) + (select count(*) from clr))::int, cur.* from cur`;
}

/**
 * `clearingRef`'s shard in SQL: h = (h·31 + charCode) mod 2³², then h mod `shards`. When `shards`
 * divides 32, 31 ≡ −1 and 2³² ≡ 0 (mod shards), so h mod shards is the alternating sum of the
 * character codes (last one +) mod shards. Exact for transaction ids without characters outside
 * the BMP (UUIDs).
 */
function shardSql(txid: SQL, shards: number): SQL {
  if (!Number.isInteger(shards) || shards < 1 || 32 % shards !== 0) throw new Error('the clearing shard count must divide 32');
  const n = sql.raw(String(shards));
  return sql`(select coalesce((((sum(ascii(substr(${txid}, g.i, 1)) * (1 - 2 * ((length(${txid}) - g.i) % 2))) % ${n}) + ${n}) % ${n})::int, 0) from generate_series(1, length(${txid})) as g(i))`;
}

/** Settles a deposit as success and credits the player in one statement (see `settleSuccessSql`). */
export async function settleSuccess(
  db: Db,
  by: { transactionId: string } | { provider: string; providerRef: string },
  shards: number,
  at: Date = new Date(),
): Promise<SettleSuccessResult> {
  const byTx = 'transactionId' in by;
  const stmt = preparedRawSql(db, byTx ? `deposit_settle_success_tx_${shards}` : `deposit_settle_success_ref_${shards}`, () =>
    settleSuccessSql(byTx ? 'transaction' : 'ref', shards),
  );
  let rows: Record<string, unknown>[];
  try {
    ({ rows } = await stmt.execute(
      byTx ? { txid: by.transactionId, at: at.toISOString() } : { provider: by.provider, ref: by.providerRef, at: at.toISOString() },
    ));
  } catch (err) {
    if (isCheckViolation(err)) throw new InsufficientFundsError();
    throw err;
  }
  const fresh = rows.find((r) => r.src === 'new');
  if (fresh) {
    if (Number(fresh.applied) === 1) noteLedgerTransfer('deposit');
    return { kind: 'changed', deposit: toDepositRow(fresh), applied: Number(fresh.applied) === 1 };
  }
  const old = rows.find((r) => r.src === 'old');
  if (!old) return { kind: 'not-found' };
  const deposit = toDepositRow(old);
  const open = deposit.status === 'created' || deposit.status === 'pending';
  if (open && Number(old.accounts) < 2) return { kind: 'no-accounts', deposit };
  // Still open in the statement's snapshot yet not updated: a concurrent settlement ended it meanwhile.
  return { kind: 'unchanged', deposit, raced: open };
}
