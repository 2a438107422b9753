import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bonusCampaigns, playerBonuses } from './bonus.ts';

/**
 * VIP Sport (document 3 "VIP and comp points", /account/vip): profiles are data; a player's period
 * of a profile is computed from the player's real sport tickets and, once every ticket of the
 * period has its result, processed once into `vip_elaborazioni` (with its coupon, if the criteria
 * are met, granted through the bonus ledger under the key `vip:<elaborazione>`).
 */
export const vipProfiles = pgTable(
  'vip_profiles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    linkUrl: text('link_url'),
    /** 2 = weekly (from Monday), 3 = monthly (from the 1st), in Rome time. */
    period: integer('period').notNull(),
    prematch: boolean('prematch').notNull().default(true),
    live: boolean('live').notNull().default(true),
    includiSistemi: boolean('includi_sistemi').notNull().default(false),
    /** Minimum lost percentage of the period (0–100). */
    percLostMin: integer('perc_lost_min').notNull(),
    /** Minimum valid amount played in the period, cents. */
    amountMin: bigint('amount_min', { mode: 'number' }).notNull(),
    numBetMin: integer('num_bet_min').notNull(),
    /** Per ticket: stake between these (cents), total odds × 100 at least, events at least. */
    amountBetMin: bigint('amount_bet_min', { mode: 'number' }).notNull().default(0),
    amountBetMax: bigint('amount_bet_max', { mode: 'number' }).notNull().default(0),
    oddMin: integer('odd_min').notNull().default(100),
    numEventsMin: integer('num_events_min').notNull().default(1),
    /** The coupon a processed period meeting the criteria earns. */
    campaignId: integer('campaign_id').references(() => bonusCampaigns.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('vip_profiles_period', sql`${t.period} in (2, 3)`), check('vip_profiles_perc', sql`${t.percLostMin} between 0 and 100`)],
);

/** A processed period of one profile for one player (ElaborazioneId): written once. */
export const vipElaborazioni = pgTable(
  'vip_elaborazioni',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => vipProfiles.id),
    userId: integer('user_id').notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
    totaleGiocatoValido: bigint('totale_giocato_valido', { mode: 'number' }).notNull(),
    totGiocateValide: integer('tot_giocate_valide').notNull(),
    percLost: integer('perc_lost').notNull(),
    met: boolean('met').notNull(),
    points: integer('points').notNull().default(0),
    bonusId: integer('bonus_id').references(() => playerBonuses.id),
  },
  (t) => [uniqueIndex('vip_elaborazioni_period_idx').on(t.profileId, t.userId, t.periodFrom)],
);
