import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One row per deposit attempt (document 3 §4). The transaction id is unique and the ledger
 * transfer that credits it uses the key `deposit:<transactionId>`, so however often a callback
 * or result page is replayed the money moves once. Amounts in cents.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    userId: integer('user_id').notNull(),
    /** Null for PaaS deposits, where the player picks the method inside the provider's page. */
    methodId: integer('method_id'),
    methodName: text('method_name').notNull(),
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** created → pending → success | failed | cancelled; terminal states never change again. */
    status: text('status').notNull().default('created'),
    /** The provider's own payment id (PayPal token, Neteller payment_id, …). */
    providerRef: text('provider_ref'),
    promo: text('promo'),
    email: text('email'),
    isMobile: boolean('is_mobile').notNull().default(false),
    primaRicarica: boolean('prima_ricarica').notNull().default(false),
    /**
     * The hand-off the player was given (redirect URL, form, QR…), kept so a Ricarica retried with
     * the same Idempotency-Key answers exactly what the first attempt answered.
     */
    handoff: jsonb('handoff').$type<Record<string, unknown>>(),
    errorCode: text('error_code'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * Cents of this credited deposit the provider has since taken back (refunds and chargebacks,
     * cumulative, as the provider reports them): what has been debited back (deposits/reversal.ts).
     */
    reversedAmount: bigint('reversed_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('deposits_transaction_idx').on(t.transactionId),
    uniqueIndex('deposits_provider_ref_idx').on(t.provider, t.providerRef),
    index('deposits_user_idx').on(t.userId, t.createdAt),
    // The reconciliation job's work list: deposits still open, oldest first (small by design).
    index('deposits_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('created', 'pending')`),
  ],
);

/**
 * Disputes a buyer opened with the provider against a credited deposit (a PayPal dispute: the
 * buyer asks for the money back and the provider decides later). While one is open its amount is
 * not withdrawable (docs/ledger.md, "Disputed deposits"); no money moves until the provider takes
 * it back (a reversal) or closes the dispute for us. Written only from what the provider answers
 * when asked about the dispute, never from a notification's body.
 */
/** The outcome of a dispute decided for the buyer: it holds the money until the provider's reversal has taken it. */
export const DISPUTE_BUYER_WON = 'RESOLVED_BUYER_FAVOUR';

export const depositDisputes = pgTable(
  'deposit_disputes',
  {
    /** The provider's own dispute id (PayPal's `dispute_id`). */
    disputeId: text('dispute_id').primaryKey(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    userId: integer('user_id').notNull(),
    /** Cents the buyer disputes, at most the deposit. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** open → closed; a closed dispute never opens again. */
    status: text('status').notNull(),
    /** The provider's outcome once closed (RESOLVED_BUYER_FAVOUR, RESOLVED_SELLER_FAVOUR, CANCELED_BY_BUYER…). */
    outcome: text('outcome'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * What the provider had taken back of the deposit (`deposits.reversed_amount`) when the dispute
     * was first recorded: what it takes back after that is this dispute's money coming back.
     */
    reversedBefore: bigint('reversed_before', { mode: 'number' }).notNull().default(0),
  },
  // Every balance read sums what a player's disputes hold (open ones, and those decided for the
  // buyer until the provider's reversal has come): a partial index keeps that one small probe.
  (t) => [
    index('deposit_disputes_holding_idx')
      .on(t.userId)
      .where(sql`status = 'open' or outcome = ${sql.raw(`'${DISPUTE_BUYER_WON}'`)}`),
    index('deposit_disputes_deposit_idx').on(t.depositId),
    check('deposit_disputes_amount', sql`${t.amount} > 0`),
    check('deposit_disputes_status', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * The sandbox providers' own bookkeeping: what the tester decided on the provider page. It stands
 * in for the provider's database, which the adapters query when confirming (never the browser's
 * word), exactly as the real adapters would ask the real provider.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    depositTransactionId: text('deposit_transaction_id'),
    userId: integer('user_id'),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** open | approved | declined | pending | cancelled */
    status: text('status').notNull().default('open'),
    payerEmail: text('payer_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_payments_deposit_idx').on(t.depositTransactionId)],
);
