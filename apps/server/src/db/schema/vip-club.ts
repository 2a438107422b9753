import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bonusCampaigns, playerBonuses } from './bonus.ts';

/**
 * VIP Club and comp points (document 3; docs/ledger.md "Comp points"). Points are counted
 * entitlements, not money: a balance per subscription and platform type that a CHECK keeps
 * non-negative, changed only together with a keyed movement row (`key` unique), so every accrual
 * and every conversion happens once. The bonus a conversion buys is money and moves in the ledger.
 */

/** Levels of the club and the card of each (the level card). */
export const vipClubLevels = pgTable('vip_club_levels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Points accrued (never reduced by conversions) that reach the level. */
  minPoints: integer('min_points').notNull(),
  description: text('description').notNull(),
  cardName: text('card_name').notNull(),
});

/** Platform types (PlatformType_Id) and how many cents played earn one point on each. */
export const compPointRules = pgTable(
  'comp_point_rules',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Ticket platforms of the game platform port that count for this type. */
    platforms: jsonb('platforms').$type<string[]>().notNull(),
    amountPerPoint: integer('amount_per_point').notNull(),
  },
  (t) => [check('comp_point_rules_amount', sql`${t.amountPerPoint} > 0`)],
);

/** One player's enrolment (VipPlayerApply). active | suspended (an operator's decision: -1111). */
export const vipClubSubscriptions = pgTable(
  'vip_club_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    status: text('status').notNull().default('active'),
    /** Points accrue from tickets settled from this moment. */
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    levelId: integer('level_id').notNull(),
    levelSince: timestamp('level_since', { withTimezone: true }).notNull(),
    cardRequestedId: integer('card_requested_id'),
    cardRequestedAt: timestamp('card_requested_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('vip_club_subscriptions_user_idx').on(t.userId), check('vip_club_subscriptions_status', sql`${t.status} in ('active', 'suspended')`)],
);

/** Points per subscription and platform type: spendable `points`, lifetime `accrued` (the level). */
export const compPointBalances = pgTable(
  'comp_point_balances',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => vipClubSubscriptions.id),
    platformTypeId: integer('platform_type_id')
      .notNull()
      .references(() => compPointRules.id),
    points: integer('points').notNull().default(0),
    accrued: integer('accrued').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.platformTypeId] }),
    check('comp_point_balances_non_negative', sql`${t.points} >= 0 and ${t.accrued} >= 0`),
  ],
);

/**
 * Every change of a points balance, with the statement's fields. `key` is the idempotency key:
 * `ticket:<code>` (an accrual), `conversion:<request>:<platform type>`, `seed:<…>`.
 */
export const compPointMovements = pgTable(
  'comp_point_movements',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => vipClubSubscriptions.id),
    userId: integer('user_id').notNull(),
    platformTypeId: integer('platform_type_id').notNull(),
    /** Causal_Description. */
    causal: text('causal').notNull(),
    notes: text('notes').notNull().default(''),
    casinoGameName: text('casino_game_name'),
    /** Amount played, cents (0 for a conversion). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    amountPerPoint: integer('amount_per_point').notNull().default(0),
    /** Signed: positive accrues, negative spends. */
    points: integer('points').notNull(),
    referenceDate: timestamp('reference_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comp_point_movements_key_idx').on(t.key), index('comp_point_movements_sub_idx').on(t.subscriptionId, t.referenceDate, t.id)],
);

/** A points-to-bonus conversion on offer (GetListaRicariche): its cost per platform type and the campaign it grants. */
export const vipClubRecharges = pgTable('vip_club_recharges', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => bonusCampaigns.id),
  /** The bonus granted, cents. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** [{ platformTypeId, points }] */
  cost: jsonb('cost').$type<{ platformTypeId: number; points: number }[]>().notNull(),
  active: boolean('active').notNull().default(true),
});

/** One accepted VipRechargeRequest: the points it spent and the bonus it granted, once. */
export const vipClubRechargeRequests = pgTable(
  'vip_club_recharge_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => vipClubSubscriptions.id),
    rechargeId: integer('recharge_id')
      .notNull()
      .references(() => vipClubRecharges.id),
    bonusId: integer('bonus_id').references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vip_club_recharge_requests_user_idx').on(t.userId, t.createdAt)],
);

/** Promotions reserved to club members from a level up (GetVipProgramPromo). */
export const vipClubPromos = pgTable('vip_club_promos', {
  id: serial('id').primaryKey(),
  minLevelId: integer('min_level_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** Each pass of the points update (every 12 hours by default): GetCompPoint's Reference_Date. */
export const compPointRuns = pgTable('comp_point_runs', {
  id: serial('id').primaryKey(),
  executedAt: timestamp('executed_at', { withTimezone: true }).notNull(),
  tickets: integer('tickets').notNull(),
});
