import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
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
