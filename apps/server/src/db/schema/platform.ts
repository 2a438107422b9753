import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the server sends goes through the outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Delivery attempts started so far (platform/outbox.ts: the mail queue). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the message may next be taken for delivery: the end of the lease of the process sending
     * it, the end of a retry's wait, or 'infinity' once given up. Null: not tried yet.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient),
    // The mail queue's work list: only what is still to be delivered.
    index('outbox_undelivered_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

export const siteModules = pgTable('site_modules', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description'),
});

export const siteVariables = pgTable('site_variables', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
});

/** Server-generated secrets (JWT key when JWT_SECRET is not configured), shared by all processes. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters shared by every server process: the per-call rate limits and the limits on
 * issuing codes. One upsert per hit (platform/rate-limits.ts); expired rows are swept as they go.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
