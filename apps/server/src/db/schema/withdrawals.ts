import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentMethods } from './payments.ts';
import { users } from './session.ts';

/**
 * A withdrawal request (docs/ledger.md "Withdrawals"). Its money is a hold in the ledger
 * (player_cash → withdrawals_pending) that is later posted (→ withdrawals_payable) or voided
 * (→ player_cash) exactly once: every state change is a conditional UPDATE on `status`.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** tipoField: bonifico, postepay, mastercard, safecharge, … */
    tipo: text('tipo').notNull(),
    /** Cents, > 0. */
    amount: integer('amount').notNull(),
    /** pending | posted | voided | declined */
    status: text('status').notNull().default('pending'),
    /** auto (outside the method's daily slot) | manual (inside it). */
    mode: text('mode').notNull(),
    /** Masked destination shown to people (IBAN, card, e-mail). */
    destination: text('destination').notNull().default(''),
    /** sha256 of the normalised destination: decides whether the one-time code is needed. */
    destinationHash: text('destination_hash').notNull().default(''),
    /** What the sandbox provider or the operator answered. */
    providerRef: text('provider_ref'),
    decidedBy: text('decided_by'),
    /** Why an operator refused it (shown to the player and in the back office). */
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('withdrawals_user_dest_idx').on(t.userId, t.destinationHash),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_known', sql`${t.status} in ('pending', 'posted', 'voided', 'declined')`),
  ],
);

/** The player's own cards for MasterCard and Apco withdrawals (GetDatiMastercard, GetDatiApco). */
export const withdrawalCards = pgTable(
  'withdrawal_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** mastercard | apco */
    circuit: text('circuit').notNull(),
    /** Only the last four digits are kept. */
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    holder: text('holder').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawal_cards_user_idx').on(t.userId, t.circuit)],
);
