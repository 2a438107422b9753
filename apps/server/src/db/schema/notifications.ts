import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './session.ts';

/**
 * A player's notifications (document 1 §3 'From the server'). Read and archived are the server's
 * states; popup-shown and hidden are the client's (per tab). `dedupe_key` makes each real event
 * produce its notification exactly once (e.g. `deposit:<transactionId>`), whoever calls twice.
 * Inserting a row fires NOTIFY notification_changed (migration), which the push streams listen to.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    dedupeKey: text('dedupe_key'),
    /** 'system' for events, 'operator:<id>' for the operator API. */
    source: text('source').notNull().default('system'),
    insDate: timestamp('ins_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.archived, t.id),
    uniqueIndex('notifications_dedupe_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * Server messages (document 2): popups (template 1) and bottom banners (template 2) shown by
 * trigger (1 not logged, 2 logged, 3 before logout), optionally on one page only, within a
 * schedule; an operator retires one by setting `retired_at`.
 */
export const serverMessages = pgTable(
  'server_messages',
  {
    id: serial('id').primaryKey(),
    triggerId: integer('trigger_id').notNull(),
    templateId: integer('template_id').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    imageLinkUrl: text('image_link_url'),
    attachmentUrl: text('attachment_url'),
    buttonText: text('button_text'),
    buttonExternalLink: text('button_external_link'),
    buttonInternalLink: text('button_internal_link'),
    buttonAction: text('button_action'),
    specificPage: text('specific_page'),
    /** 0 = no cap. */
    maxVisualizationNumber: integer('max_visualization_number').notNull().default(0),
    /** 'all', 'web' or 'app'. */
    platform: text('platform').notNull().default('all'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('server_messages_trigger_idx').on(t.triggerId)],
);
