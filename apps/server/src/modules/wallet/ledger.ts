import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCheckViolation } from '../../db/pg-errors.ts';
import { preparedRawSql } from '../../db/prepared.ts';
import { DISPUTE_BUYER_WON, depositDisputes, deposits, ledgerAccounts, ledgerEntries, ledgerOutbox, ledgerTransfers } from '../../db/schema/index.ts';
import { noteLedgerTransfer } from '../../platform/ledger-events.ts';
import { rowsOf } from '../../db/rows.ts';

/** Kinds of ledger account (docs/ledger.md). */
export type AccountKind =
  | 'player_cash'
  | 'player_bonus'
  | 'player_real_bonus'
  | 'player_fun_bonus'
  /** What a player owes the house after a provider took back a deposit already played (≤ 0). */
  | 'player_receivable'
  | 'withdrawals_pending'
  | 'house'
  | 'bonus_pool'
  | 'provider_clearing'
  | 'withdrawals_payable'
  | 'games_open'
  | 'games_result';

/** Accounts that are allowed to go negative: the outside world's side of every movement. */
const MAY_GO_NEGATIVE: AccountKind[] = ['house', 'bonus_pool', 'provider_clearing', 'withdrawals_payable', 'games_result', 'player_receivable'];

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

/**
 * A player's own account of `kind` (no ref), written with the owner index's expressions
 * (schema/wallet.ts `ledger_accounts_owner_idx`) so the lookup is a probe of that unique index.
 * `userId` may be a value or a column of an outer statement. The kind, one of `AccountKind`'s fixed
 * names, is written into the text: a constant for the planner, and no parameter beside a prepared
 * statement's placeholders.
 */
export const ownAccountOf = (kind: AccountKind, userId: number | SQL | AnyColumn): SQL =>
  sql`${ledgerAccounts.kind} = ${sql.raw(`'${kind}'`)} and coalesce(${ledgerAccounts.userId}, 0) = ${userId} and coalesce(${ledgerAccounts.ref}, '') = ''`;

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

/** What a money movement tells its player: stored in the outbox with the transfer, delivered after commit. */
export interface OutboxMessage {
  userId: number;
  /** Same key for the same player → delivered once (the event's natural id, e.g. `deposit:<tx>`). */
  dedupeKey: string;
  typeId: number;
  title: string;
  body: string;
  params?: Record<string, unknown>;
  source?: string;
}

/** One balanced movement of integer cents, applied at most once per `key`. */
export interface Transfer {
  key: string;
  kind: string;
  userId?: number | null;
  description?: string | null;
  ref?: string | null;
  at?: Date;
  legs: Leg[];
  /** Messages to the player, written to the outbox in the same statement only when this transfer is applied. */
  notify?: OutboxMessage[];
}

export interface Posted {
  key: string;
  /** False when the key was already applied: a replay moves nothing and answers the first transfer's id. */
  applied: boolean;
  transferId: number;
}

/**
 * A condition the transfers depend on, run first in the same statement: a data-modifying CTE body
 * (`update … where <state> returning *`) whose rows say the business change happened. No row → no
 * transfer, no entry, no outbox message. Its rows come back in `guardRows`.
 */
export interface Guard {
  sql: SQL;
  /** A named prepared statement on the root database (hot paths): the guard's placeholders' values. */
  prepared?: { name: string; values: Record<string, unknown> };
}

function validate(transfers: Transfer[]): void {
  const keys = new Set<string>();
  for (const t of transfers) {
    if (!t.key) throw new Error('a transfer needs an idempotency key');
    if (keys.has(t.key)) throw new Error(`idempotency key ${t.key} twice in one batch`);
    keys.add(t.key);
    if (t.legs.some((l) => !Number.isSafeInteger(l.amount) || !Number.isSafeInteger(l.accountId))) throw new Error('amounts must be integer cents');
    if (t.legs.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error('transfer is not balanced');
  }
}

/**
 * THE ledger write (docs/ledger.md): posts a batch of balanced transfers in ONE statement, inside the
 * caller's transaction or on its own (a statement is atomic). For each transfer whose idempotency
 * key is new: the transfer row, its entries, every balance (accounts locked in id order, the same
 * order for every writer, so no deadlock; the CHECK keeps non-negative accounts ≥ 0, else
 * InsufficientFundsError and nothing moved), and its outbox messages. A key already applied is a
 * no-op answering the first transfer's id. With a `guard`, nothing is posted unless it returns rows.
 */
export async function post(db: DbOrTx, transfers: Transfer[], guard?: Guard): Promise<{ posted: Posted[]; guardRows: Record<string, unknown>[] }> {
  validate(transfers);
  if (transfers.length === 0 && !guard) return { posted: [], guardRows: [] };
  const values = {
    ledger_transfers: JSON.stringify(
      transfers.map((t) => ({
        key: t.key,
        kind: t.kind,
        user_id: t.userId ?? null,
        description: t.description ?? null,
        ref: t.ref ?? null,
        created_at: t.at ? t.at.toISOString() : null,
      })),
    ),
    ledger_legs: JSON.stringify(
      transfers.flatMap((t) => t.legs.filter((l) => l.amount !== 0).map((l, n) => ({ key: t.key, account_id: l.accountId, amount: l.amount, n }))),
    ),
    ledger_messages: JSON.stringify(
      transfers.flatMap((t) =>
        (t.notify ?? []).map((m) => ({
          key: t.key,
          user_id: m.userId,
          dedupe_key: m.dedupeKey,
          message: { typeId: m.typeId, title: m.title, body: m.body, params: m.params ?? {}, source: m.source ?? 'system' },
        })),
      ),
    ),
  };
  let rows: Record<string, unknown>[];
  try {
    if (guard?.prepared && 'transaction' in db && !('rollback' in db)) {
      const stmt = preparedRawSql(db as Db, `ledger_post_${guard.prepared.name}`, () => postSql(guard.sql, (k) => sql`${sql.placeholder(k)}`));
      ({ rows } = await stmt.execute({ ...guard.prepared.values, ...values }));
    } else {
      rows = rowsOf(await db.execute(postSql(guard?.sql ?? null, (k) => sql`${values[k]}`)));
    }
  } catch (err) {
    if (isCheckViolation(err)) throw new InsufficientFundsError();
    throw err;
  }
  const guardRows = rows.filter((r) => r.ledger_src === 'g').map((r) => r.ledger_row as Record<string, unknown>);
  const applied = new Map(rows.filter((r) => r.ledger_src === 't').map((r) => [String(r.ledger_key), Number(r.ledger_id)]));
  if (guard && guardRows.length === 0) return { posted: [], guardRows };
  const replayed = transfers.filter((t) => !applied.has(t.key)).map((t) => t.key);
  const earlier = new Map<string, number>();
  if (replayed.length > 0) {
    const found = await db
      .select({ id: ledgerTransfers.id, key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.idempotencyKey, replayed));
    for (const f of found) earlier.set(f.key, f.id);
  }
  const posted = transfers.map((t) => {
    const id = applied.get(t.key);
    if (id !== undefined) noteLedgerTransfer(t.kind);
    return { key: t.key, applied: id !== undefined, transferId: id ?? earlier.get(t.key) ?? 0 };
  });
  return { posted, guardRows };
}

type Param = 'ledger_transfers' | 'ledger_legs' | 'ledger_messages';

/**
 * The posting statement. `g` the guard (or one row), `src`/`legs`/`msgs` the batch (three JSON
 * parameters: one statement text whatever the batch's size, so it can stay prepared), `t` the new
 * transfers (ON CONFLICT DO NOTHING on the key: a replay inserts nothing and so moves nothing), `lk`
 * locks the touched accounts in id order, `u` adds each account's net delta once, `e` the entries,
 * `o` the outbox messages of the applied transfers. The accounts are looked up by `id = any(array(…))`:
 * the JSON parameters are always estimated at 100 rows, and with `in (…)` the kept plan read the
 * whole accounts table (hash join) when it was small at planning time.
 */
function postSql(guard: SQL | null, param: (k: Param) => SQL): SQL {
  return sql`with g as (${guard ?? sql`select 1 as one`}),
    src as (
      select * from jsonb_to_recordset(${param('ledger_transfers')}::jsonb)
        as s(key text, kind text, user_id int, description text, ref text, created_at timestamptz)
    ), legs as (
      select * from jsonb_to_recordset(${param('ledger_legs')}::jsonb) as l(key text, account_id int, amount bigint, n int)
    ), msgs as (
      select * from jsonb_to_recordset(${param('ledger_messages')}::jsonb) as m(key text, user_id int, dedupe_key text, message jsonb)
    ), t as (
      insert into ${ledgerTransfers} (idempotency_key, kind, user_id, description, ref, created_at)
      select key, kind, user_id, description, ref, coalesce(created_at, now()) from src where exists (select 1 from g)
      on conflict do nothing
      returning id, idempotency_key
    ), lk as materialized (
      select a.id from ${ledgerAccounts} a
      where a.id = any(array(select l.account_id from legs l join t on t.idempotency_key = l.key))
      order by a.id for update
    ), u as (
      update ${ledgerAccounts} a set balance = a.balance + d.amount
      from (
        select l.account_id, sum(l.amount)::bigint as amount from legs l join t on t.idempotency_key = l.key
        group by l.account_id having sum(l.amount) <> 0
      ) d
      where a.id = d.account_id and a.id = any(array(select id from lk))
    ), e as (
      insert into ${ledgerEntries} (transfer_id, account_id, amount)
      select t.id, l.account_id, l.amount from legs l join t on t.idempotency_key = l.key order by t.id, l.n
    ), o as (
      insert into ${ledgerOutbox} (transfer_id, user_id, dedupe_key, message)
      select t.id, m.user_id, m.dedupe_key, m.message from msgs m join t on t.idempotency_key = m.key
      on conflict do nothing
    )
    select 't' as ledger_src, t.id as ledger_id, t.idempotency_key as ledger_key, null::jsonb as ledger_row from t
    union all
    select 'g', null, null, ${guard ? sql`to_jsonb(g.*)` : sql`null::jsonb`} from g`;
}

/**
 * One balanced transfer through `post` (the same statement, a batch of one). Returns
 * `applied: false` when the idempotency key was already applied (a replay changes nothing).
 */
export async function postTransfer(tx: DbOrTx, t: Transfer): Promise<{ applied: boolean; transferId: number }> {
  const { posted } = await post(tx, [t]);
  return posted[0]!;
}

/**
 * A money event without a movement (a failed deposit, a refused withdrawal whose hold was already
 * returned by its own transfer…) into the outbox, in the caller's transaction: delivered after commit.
 */
export async function enqueueMessages(tx: DbOrTx, messages: OutboxMessage[], transferId: number | null = null): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insert(ledgerOutbox)
    .values(
      messages.map((m) => ({
        transferId,
        userId: m.userId,
        dedupeKey: m.dedupeKey,
        message: { typeId: m.typeId, title: m.title, body: m.body, params: m.params ?? {}, source: m.source ?? 'system' },
      })),
    )
    .onConflictDoNothing();
}

export interface PlayerBalance {
  /** Total playable balance in cents: cash plus bonus. */
  saldo: number;
  /**
   * Withdrawable cents: the cash less what a reversed deposit left owing (docs/ledger.md, "Reversed
   * deposits"), which a withdrawal request repays from the cash first, and less what open disputes
   * hold ("Disputed deposits"). What the player is shown, and what a withdrawal request may take.
   */
  prelevabile: number;
  bonus: number;
  /** The cash account itself. */
  cash: number;
  /** What a reversed deposit left owing (the receivable, as a positive figure). */
  owed: number;
  /** What the cash cannot cover of that debt: while above 0, no withdrawal. */
  debito: number;
  /**
   * Cents of the player's deposits a buyer's dispute still contests (each at most what the provider
   * has not already taken back): not withdrawable until the provider closes the dispute.
   */
  contestato: number;
}

/** The player's accounts that make up `saldo`: cash, the fun wallet and every granted bonus (docs/ledger.md). */
export const PLAYER_WALLET_KINDS: AccountKind[] = ['player_cash', 'player_bonus', 'player_real_bonus', 'player_fun_bonus'];

/** The wallet's accounts and the receivable a reversed deposit may leave (below zero by what is owed). */
const BALANCE_KINDS: AccountKind[] = [...PLAYER_WALLET_KINDS, 'player_receivable'];

/** The row of the balance query that carries what open disputes hold, beside the accounts' rows. */
const DISPUTED = 'disputed';

export async function playerBalance(db: DbOrTx, userId: number): Promise<PlayerBalance> {
  // One round trip: the player's accounts, and one row more with what disputes hold (a probe of a
  // partial index, empty for nearly every player). Each holds its amount (at most what was left of
  // the deposit when it was opened) less what the provider has taken back of the deposit since:
  // while it is open, and after a decision for the buyer until the reversal has come, in whichever
  // order the provider's notifications arrive.
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, BALANCE_KINDS)))
    .unionAll(
      db
        .select({
          kind: sql<AccountKind>`${DISPUTED}`,
          balance: sql<number>`coalesce(sum(greatest(0, least(${depositDisputes.amount}, ${deposits.amount} - ${depositDisputes.reversedBefore}) - (${deposits.reversedAmount} - ${depositDisputes.reversedBefore}))), 0)::bigint`,
        })
        .from(depositDisputes)
        .innerJoin(deposits, eq(deposits.id, depositDisputes.depositId))
        .where(and(eq(depositDisputes.userId, userId), or(eq(depositDisputes.status, 'open'), eq(depositDisputes.outcome, DISPUTE_BUYER_WON)))),
    );
  const sum = (keep: (kind: string) => boolean) => rows.filter((r) => keep(r.kind)).reduce((s, r) => s + Number(r.balance), 0);
  const cash = sum((k) => k === 'player_cash');
  const bonus = sum((k) => k !== 'player_cash' && PLAYER_WALLET_KINDS.includes(k as AccountKind));
  const owed = Math.max(0, -sum((k) => k === 'player_receivable'));
  const contestato = sum((k) => k === DISPUTED);
  return {
    saldo: cash + bonus,
    prelevabile: Math.max(0, cash - owed - contestato),
    bonus,
    cash,
    owed,
    debito: Math.max(0, owed - cash),
    contestato,
  };
}
