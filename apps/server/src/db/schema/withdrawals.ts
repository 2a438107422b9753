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
    /**
     * pending (requested: the hold) → sending (written before the provider is called) → sent (the
     * provider took it: provider_ref) → posted (paid) | declined (failed); pending → voided (the
     * player cancelled) | posted / declined (an operator's manual decision). docs/ledger.md.
     */
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
    /** The payout provider (payment_methods.provider) a withdrawal in 'sending' / 'sent' was given to. */
    payoutProvider: text('payout_provider'),
    /** When it entered 'sending': the reconciliation job's clock for payouts nobody finished. */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    /**
     * The e-mail a wallet payout goes to (PayPal and the like), kept while the withdrawal is open so the
     * reconciliation can hand the same payout, with the same idempotency key, to the provider again.
     * Card numbers and IBANs are never kept (their providers are asked by our id instead).
     */
    payoutDestination: text('payout_destination'),
    /** The provider's last error (timeout, refusal of our call…), kept for the operators: never swallowed. */
    payoutError: text('payout_error'),
    /** How many times the provider was called for it (the first call and every reconciliation). */
    payoutAttempts: integer('payout_attempts').notNull().default(0),
  },
  (t) => [
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('withdrawals_user_dest_idx').on(t.userId, t.destinationHash),
    index('withdrawals_payout_open_idx')
      .on(t.sendingAt)
      .where(sql`status in ('sending', 'sent')`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_known', sql`${t.status} in ('pending', 'sending', 'sent', 'posted', 'voided', 'declined')`),
    // A payout handed to a provider knows which one and since when.
    check('withdrawals_payout_known', sql`${t.status} not in ('sending', 'sent') or (${t.payoutProvider} is not null and ${t.sendingAt} is not null)`),
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
