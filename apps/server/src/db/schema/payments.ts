import { boolean, integer, pgTable, serial, text, time } from 'drizzle-orm/pg-core';

/**
 * Payment methods (document 3 §3). `withdrawalRecharge` is the legacy Withdrawal_Recharge flag:
 * true for deposit methods (Ricarica_*), false for withdrawal methods (Prelievo_*).
 * Amounts in cents; the daily slot (timeSlotFrom/To, may cross midnight) has its own min/max.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameLong: text('name_long').notNull(),
  description: text('description').notNull().default(''),
  minAmount: integer('min_amount').notNull(),
  maxAmount: integer('max_amount'),
  infoMessage: text('info_message').notNull().default(''),
  additionalCost: text('additional_cost').notNull().default('Nessun costo aggiuntivo'),
  deliveryTimeMessage: text('delivery_time_message').notNull().default(''),
  withdrawalRecharge: boolean('withdrawal_recharge').notNull(),
  testing: boolean('testing').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  viewOrder: integer('view_order').notNull().default(0),
  /** Which sandbox/real adapter handles it (paypal, neteller, card, xelektra, …). */
  provider: text('provider').notNull(),
  icon: text('icon').notNull().default(''),
  timeSlotMinAmount: integer('time_slot_min_amount'),
  timeSlotMaxAmount: integer('time_slot_max_amount'),
  timeSlotFrom: time('time_slot_from'),
  timeSlotTo: time('time_slot_to'),
});
