import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Double-entry ledger (docs/ledger.md). An account's balance is the sum of its entries; the cached
 * `balance` column is updated in the same transaction and guarded by a CHECK so a player account
 * can never go negative, whatever process writes.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** player_cash | player_bonus | withdrawals_pending | house | provider_clearing | … */
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    /** Provider name for clearing accounts. */
    ref: text('ref'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_idx').on(t.kind, sql`coalesce(${t.userId}, 0)`, sql`coalesce(${t.ref}, '')`),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** An immutable transfer; its idempotency key makes every money-moving call safe to replay. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    description: text('description'),
    /** What the movement belongs to, shown in the statement (id_ticketField): a ticket code, a withdrawal ticket… */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transfers_key_idx').on(t.idempotencyKey), index('ledger_transfers_user_idx').on(t.userId, t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId), index('ledger_entries_transfer_idx').on(t.transferId)],
);

/**
 * The money outbox (docs/ledger.md): what a money movement tells the player, written by the ledger's
 * posting statement in the same transaction as the transfer (so it exists if and only if the money
 * moved) and delivered to `notifications` after commit, at least once, stored once per
 * (player, dedupe key). `delivered_at` null: still to deliver.
 */
export const ledgerOutbox = pgTable(
  'ledger_outbox',
  {
    id: serial('id').primaryKey(),
    /** The transfer that caused the message; null for a money event without a movement (a failed deposit). */
    transferId: integer('transfer_id').references(() => ledgerTransfers.id),
    userId: integer('user_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** The notification: typeId, title, body, params, source. */
    message: jsonb('message').notNull().$type<{ typeId: number; title: string; body: string; params?: Record<string, unknown>; source?: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_outbox_dedupe_idx').on(t.userId, t.dedupeKey),
    index('ledger_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
