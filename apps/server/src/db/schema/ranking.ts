import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bonusCampaigns, playerBonuses } from './bonus.ts';

/**
 * Ranking points (document 3 "Ranking", docs/ledger.md "Ranking points"). Points are not money:
 * they are an append-only list of movements per player whose sums are the balances ('Saldo' =
 * every movement, 'Saldo convertibile' = the convertible ones). Every movement has its own
 * idempotency key, so a ticket accrues once, a code redeems once and a conversion spends once.
 */
export const rankingMovements = pgTable(
  'ranking_movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** ticket:<code> | conversion:<id> | code:<code> | demo:<n> — one movement per key. */
    key: text('key').notNull(),
    /** accrual | conversion | codice_unico | promo (CausaleDescription comes from it). */
    causale: text('causale').notNull(),
    /** Points, positive (earned) or negative (spent). */
    points: integer('points').notNull(),
    /** Counts for 'Saldo convertibile'; false = '*' (ranking only). */
    convertible: boolean('convertible').notNull(),
    /** Plain text description (shown as text, never as HTML). */
    description: text('description').notNull().default(''),
    /** The game platform of an accrual (sport, casino, …); null for the others. */
    platform: text('platform'),
    /** Conversion_BonusName / Conversion_BonusValue (cents) / Conversion_InsteadOf (points before a discount). */
    bonusName: text('bonus_name'),
    bonusValue: bigint('bonus_value', { mode: 'number' }),
    insteadOf: integer('instead_of'),
    insDate: timestamp('ins_date', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('ranking_movements_key_idx').on(t.key), index('ranking_movements_user_idx').on(t.userId, t.insDate)],
);

/**
 * One row per player, locked (SELECT … FOR UPDATE) by every conversion, purchase and code redeem:
 * one of them at a time per player, and the balance check and the spend happen under the lock.
 */
export const rankingWallets = pgTable(
  'ranking_wallets',
  {
    userId: integer('user_id').primaryKey(),
    /** Saldo: the sum of every movement. */
    saldo: integer('saldo').notNull().default(0),
    /** Saldo convertibile: the sum of the convertible movements, never negative. */
    disponibile: integer('disponibile').notNull().default(0),
  },
  (t) => [check('ranking_wallets_disponibile', sql`${t.disponibile} >= 0`)],
);

/** What points can buy (ConversioniDisponibili): catalogue data, each tied to a bonus campaign. */
export const rankingOffers = pgTable(
  'ranking_offers',
  {
    id: serial('id').primaryKey(),
    /** conversione ('Gioca gratis') | ticket_promo ('Attiva Promo') | codice_unico ('Inserisci nel carrello'). */
    kind: text('kind').notNull(),
    bonusName: text('bonus_name').notNull(),
    /** Cents. */
    bonusValue: bigint('bonus_value', { mode: 'number' }).notNull(),
    releaseMaxPerPlayerMonth: integer('release_max_per_player_month'),
    releaseMaxAmountBonus: bigint('release_max_amount_bonus', { mode: 'number' }),
    abstract: text('abstract').notNull().default(''),
    description: text('description').notNull().default(''),
    pointsToConvert: integer('points_to_convert').notNull(),
    /** The price before a discount (struck through); null = no discount. */
    insteadOf: integer('instead_of'),
    dateTo: timestamp('date_to', { withTimezone: true }).notNull(),
    thumb: text('thumb'),
    /** The campaign whose bonus a conversion grants (through the bonus ledger). */
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    isBonusDeposito: boolean('is_bonus_deposito').notNull().default(false),
    bonusDepositoValidoAl: timestamp('bonus_deposito_valido_al', { withTimezone: true }),
    giorniDaRegistrazione: integer('giorni_da_registrazione'),
    /** A codice_unico offer's booked bet (prenotazione): the outcome hashes its code puts in the slip. */
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
  },
  (t) => [
    check('ranking_offers_kind', sql`${t.kind} in ('conversione', 'ticket_promo', 'codice_unico')`),
    check('ranking_offers_points', sql`${t.pointsToConvert} > 0 and ${t.bonusValue} >= 0`),
  ],
);

/** One spend of points: a conversion or a promo activation, and the bonus it granted (or the code it issued). */
export const rankingConversions = pgTable(
  'ranking_conversions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => rankingOffers.id),
    points: integer('points').notNull(),
    /** The coupon code shown to the player ('Conversione avvenuta con successo' with code). */
    code: text('code').notNull(),
    /** The bonus granted (null for a unique code, granted when the code is redeemed). */
    bonusId: integer('bonus_id').references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('ranking_conversions_code_idx').on(t.code), index('ranking_conversions_user_idx').on(t.userId, t.offerId, t.createdAt)],
);

/**
 * Unique codes (codice unico): single use. Either issued to one player by a conversion
 * (`ownerId`, `offerId`: redeeming grants the offer's bonus) or by the operator to anyone
 * (`points`: redeeming credits ranking points). `redeemedBy` is set once, by a conditional UPDATE.
 */
export const rankingUniqueCodes = pgTable(
  'ranking_unique_codes',
  {
    code: text('code').primaryKey(),
    ownerId: integer('owner_id'),
    offerId: integer('offer_id').references(() => rankingOffers.id),
    points: integer('points').notNull().default(0),
    convertible: boolean('convertible').notNull().default(true),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** The booked bet the code carries (copied from its offer when issued): 'Inserisci nel carrello'. */
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    redeemedBy: integer('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [check('ranking_unique_codes_grants', sql`(${t.offerId} is not null) or (${t.points} > 0)`)],
);

/** Each run of the update cycle (about every 12 hours): 'ultimo aggiornamento' is the last one. */
export const rankingExecutions = pgTable('ranking_executions', {
  id: serial('id').primaryKey(),
  executedAt: timestamp('executed_at', { withTimezone: true }).notNull(),
  /** Tickets settled up to this moment are counted. */
  countedUntil: timestamp('counted_until', { withTimezone: true }).notNull(),
  movements: integer('movements').notNull().default(0),
});
