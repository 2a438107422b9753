import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './session.ts';

/**
 * Responsible-gaming rules as data (docs/responsible-gaming.md): which rule set is in force is the
 * site variable `ResponsibleGaming_RuleSet`; the spec's set ('spec') and the Italian rules from
 * February 2026 ('adm2026') are seeded by migration 0008. Changing the rules is a data change.
 */
export const rgRuleSets = pgTable('rg_rule_sets', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Deposit-limit periods offered, comma-separated legacy codes (GG daily, WW weekly, MM monthly). */
  limitPeriods: text('limit_periods').notNull(),
  /** A raised limit takes effect this many hours after the request (document 2 §9: 7 days). */
  increaseDelayHours: integer('increase_delay_hours').notNull(),
  /** Reality check ('promemoria di sessione', concession 12 Nov 2025): the intervals in minutes a player may choose, comma-separated. */
  realityCheckChoices: text('reality_check_choices').notNull().default('15,30,60'),
  /** The interval of a player who has not chosen one. */
  realityCheckDefault: integer('reality_check_default').notNull().default(60),
});

/**
 * Self-exclusion choices of a rule set (GetTipiAutoesclusioneTrasversale). `minDays`/`maxDays`
 * bound the duration (equal for a fixed choice such as 30 days; `maxDays` null for permanent);
 * `product` is 'all' or one product; `revocableAfterDays` is when a permanent one may be lifted.
 */
export const rgExclusionTypes = pgTable(
  'rg_exclusion_types',
  {
    id: serial('id').primaryKey(),
    ruleSet: text('rule_set')
      .notNull()
      .references(() => rgRuleSets.code),
    /** The legacy `tipoTrasversale` code sent by the client. */
    code: integer('code').notNull(),
    descrizione: text('descrizione').notNull(),
    kind: text('kind').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days'),
    product: text('product').notNull().default('all'),
    revocableAfterDays: integer('revocable_after_days'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('rg_exclusion_types_code_idx').on(t.ruleSet, t.code)],
);

/**
 * Caps on a player's first limits, per day (a weekly or monthly limit is capped at the daily cap
 * times the period's days). `kind`: deposit (cents), spend (cents), play_minutes. Rows with an age
 * band apply to players of those ages and win over the general row when lower.
 */
export const rgLimitCaps = pgTable('rg_limit_caps', {
  id: serial('id').primaryKey(),
  ruleSet: text('rule_set')
    .notNull()
    .references(() => rgRuleSets.code),
  kind: text('kind').notNull(),
  maxPerDay: bigint('max_per_day', { mode: 'number' }).notNull(),
  minAge: integer('min_age'),
  maxAge: integer('max_age'),
});

/**
 * A player's deposit limits, one per period. `importo` (cents) is in force; a raise waits in
 * `pendingImporto` until `pendingFrom` (then it counts, and is shown as pending before that).
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    periodo: text('periodo').notNull(),
    importo: bigint('importo', { mode: 'number' }).notNull(),
    numVoltePeriodo: integer('num_volte_periodo').notNull().default(1),
    pendingImporto: bigint('pending_importo', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodo] })],
);

/**
 * Self-exclusions (SaveEsclusione). Active while `startsAt <= now < endsAt` (no end: permanent)
 * and not revoked. `previousStato` is the account state restored when a temporary one ends.
 */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => rgExclusionTypes.id),
    kind: text('kind').notNull(),
    product: text('product').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    revocableFrom: timestamp('revocable_from', { withTimezone: true }),
    note: text('note').notNull().default(''),
    previousStato: integer('previous_stato').notNull(),
    /** Set when the account state was given back (a temporary one ended) or an operator lifted it. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('self_exclusions_user_idx').on(t.userId)],
);

/**
 * Every change of a deposit limit, as it was asked for (the back office shows a player's limits with
 * their history). Written by a trigger on `deposit_limits` (migration 0018), so no code path that
 * changes a limit can forget it; append-only like the audit log.
 */
export const depositLimitChanges = pgTable(
  'deposit_limit_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    periodo: text('periodo').notNull(),
    /** The limit in force before the change (null: none was set). */
    previousImporto: bigint('previous_importo', { mode: 'number' }),
    importo: bigint('importo', { mode: 'number' }).notNull(),
    pendingImporto: bigint('pending_importo', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deposit_limit_changes_user_idx').on(t.userId, t.id)],
);

/**
 * A player's spending and time-of-play limits (ADM concession of 12 November 2025), one per kind
 * and period, with the deposit limit's rules: `importo` is in force, a raise waits in
 * `pendingImporto` until `pendingFrom`. `kind` 'spend' counts cents of net loss (stakes minus
 * winnings), 'time' counts minutes logged in (docs/decisions.md).
 */
export const playLimits = pgTable(
  'play_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    periodo: text('periodo').notNull(),
    importo: bigint('importo', { mode: 'number' }).notNull(),
    pendingImporto: bigint('pending_importo', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.periodo] })],
);

/** Every change of a spending or time limit, written by a trigger on `play_limits` (migration 0021); append-only. */
export const playLimitChanges = pgTable(
  'play_limit_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    periodo: text('periodo').notNull(),
    previousImporto: bigint('previous_importo', { mode: 'number' }),
    importo: bigint('importo', { mode: 'number' }).notNull(),
    pendingImporto: bigint('pending_importo', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('play_limit_changes_user_idx').on(t.userId, t.id)],
);
