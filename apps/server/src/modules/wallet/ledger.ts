import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCheckViolation } from '../../db/pg-errors.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';
import { noteLedgerTransfer } from '../../platform/ledger-events.ts';

/** Kinds of ledger account (docs/ledger.md). */
export type AccountKind =
  | 'player_cash'
  | 'player_bonus'
  | 'player_real_bonus'
  | 'player_fun_bonus'
  | 'withdrawals_pending'
  | 'house'
  | 'bonus_pool'
  | 'provider_clearing'
  | 'withdrawals_payable'
  | 'games_open'
  | 'games_result';

/** Accounts that are allowed to go negative: the outside world's side of every movement. */
const MAY_GO_NEGATIVE: AccountKind[] = ['house', 'bonus_pool', 'provider_clearing', 'withdrawals_payable', 'games_result'];

export class InsufficientFundsError extends Error {
  constructor() {
    super('Saldo insufficiente');
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Leg {
  accountId: number;
  amount: number;
}

/** Finds or creates an account (race-safe: the unique index decides). */
export async function accountId(db: DbOrTx, kind: AccountKind, userId: number | null = null, ref: string | null = null): Promise<number> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
    ref === null ? isNull(ledgerAccounts.ref) : eq(ledgerAccounts.ref, ref),
  );
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await db
    .insert(ledgerAccounts)
    .values({ kind, userId, ref, allowNegative: MAY_GO_NEGATIVE.includes(kind) })
    .onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!row) throw new Error(`ledger account ${kind} not created`);
  return row.id;
}

/**
 * Posts one balanced transfer exactly once. Returns false when the idempotency key was already
 * applied (a replay changes nothing). Throws InsufficientFundsError, moving nothing, when an
 * account that may not go negative would. Must run inside the caller's transaction (`tx`) so the
 * money movement and the business row it belongs to commit together.
 */
export async function postTransfer(
  tx: DbOrTx,
  t: { key: string; kind: string; userId?: number | null; description?: string; ref?: string | null; at?: Date; legs: Leg[] },
): Promise<{ applied: boolean; transferId: number }> {
  const legs = t.legs.filter((l) => l.amount !== 0);
  if (legs.some((l) => !Number.isSafeInteger(l.amount))) throw new Error('amounts must be integer cents');
  if (legs.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error('transfer is not balanced');

  const inserted = await tx
    .insert(ledgerTransfers)
    .values({
      idempotencyKey: t.key,
      kind: t.kind,
      userId: t.userId ?? null,
      description: t.description ?? null,
      ref: t.ref ?? null,
      ...(t.at ? { createdAt: t.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  if (inserted.length === 0) {
    const [existing] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, t.key));
    return { applied: false, transferId: existing?.id ?? 0 };
  }
  const transferId = inserted[0]!.id;
  noteLedgerTransfer(t.kind);
  if (legs.length === 0) return { applied: true, transferId };

  // Lock in id order so concurrent transfers over the same accounts never deadlock.
  const byAccount = new Map<number, number>();
  for (const l of legs) byAccount.set(l.accountId, (byAccount.get(l.accountId) ?? 0) + l.amount);
  const ids = [...byAccount.keys()].sort((a, b) => a - b);
  await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(ledgerAccounts.id).for('update');
  // Then, in one statement on the locked rows, every balance (the CHECK guards each) and the entries.
  const deltas = ids.filter((id) => byAccount.get(id) !== 0);
  const balances = sql.join(
    deltas.map((id) => sql`(${id}::int, ${byAccount.get(id)!}::bigint)`),
    sql`, `,
  );
  const entries = sql.join(
    legs.map((l) => sql`(${transferId}::int, ${l.accountId}::int, ${l.amount}::bigint)`),
    sql`, `,
  );
  try {
    await tx.execute(
      deltas.length > 0
        ? sql`with u as (
                update ${ledgerAccounts} set balance = ${ledgerAccounts}.balance + v.amount
                from (values ${balances}) as v(id, amount) where ${ledgerAccounts}.id = v.id returning 1)
              insert into ${ledgerEntries} (transfer_id, account_id, amount) values ${entries}`
        : sql`insert into ${ledgerEntries} (transfer_id, account_id, amount) values ${entries}`,
    );
  } catch (err) {
    if (isCheckViolation(err)) throw new InsufficientFundsError();
    throw err;
  }
  return { applied: true, transferId };
}

export interface PlayerBalance {
  /** Total playable balance in cents: cash plus bonus. */
  saldo: number;
  /** Withdrawable cents: the cash account only. */
  prelevabile: number;
  bonus: number;
}

/** The player's accounts that make up `saldo`: cash, the fun wallet and every granted bonus (docs/ledger.md). */
export const PLAYER_WALLET_KINDS: AccountKind[] = ['player_cash', 'player_bonus', 'player_real_bonus', 'player_fun_bonus'];

export async function playerBalance(db: DbOrTx, userId: number): Promise<PlayerBalance> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, PLAYER_WALLET_KINDS)));
  const cash = rows.filter((r) => r.kind === 'player_cash').reduce((s, r) => s + r.balance, 0);
  const bonus = rows.filter((r) => r.kind !== 'player_cash').reduce((s, r) => s + r.balance, 0);
  return { saldo: cash + bonus, prelevabile: cash, bonus };
}
