import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './session.ts';

/**
 * The back-office roles of an operator (users.role = 'operator'), several per operator. What each
 * role may do is code (`@betsite/domain/backoffice-roles`); who has which role is data.
 */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('operator_roles_known', sql`${t.role} in ('support', 'payments', 'compliance', 'content', 'admin')`),
  ],
);

/**
 * Every operator action, once: who, when, from where, what, before and after. Append-only: a
 * trigger (migration 0015) refuses UPDATE, DELETE and TRUNCATE, and no call writes anything but INSERT.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    operatorUsername: text('operator_username').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** A dotted name: `withdrawal.pay`, `document.approve`, `content.update`, … */
    action: text('action').notNull(),
    /** The player the action concerns, when there is one (the back office filters by it). */
    targetUserId: integer('target_user_id').references(() => users.id),
    /** What was acted on: `withdrawal:12`, `cms:7`, `module:Deposit`. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_idx').on(t.operatorId, t.at),
    index('audit_log_target_user_idx').on(t.targetUserId, t.at),
  ],
);

/** Operators' notes on a player (the player page); kept, never edited. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.createdAt)],
);
