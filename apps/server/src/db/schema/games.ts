import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What the game platforms report through the game platform port (docs/games.md): tickets
 * (sport, casino sessions, cash games, Gratta e Vinci, lotteries, horse racing, virtual),
 * reservations and the event rows reservations point at. Money never lives here: every stake,
 * win and refund is a ledger transfer keyed `game:open|settle:<code>` (docs/ledger.md); a ticket's
 * `status` changes exactly once, by a conditional UPDATE in the transaction of that transfer.
 */
export const gameTickets = pgTable(
  'game_tickets',
  {
    id: serial('id').primaryKey(),
    /** The platform's ticket id (id_ticketField, the AAMS code): DF…/FB… sport, M… MillionDay, D… 10eLotto, … */
    code: text('code').notNull(),
    userId: integer('user_id').notNull(),
    /** sport | casino | cash | gv | lotto | 10elotto | millionday | ippica | virtual (docs/games.md). */
    platform: text('platform').notNull(),
    /** giocoField: 1 sport, 102/144 casino, 6 cash/instant, … */
    gioco: integer('gioco').notNull(),
    giocoDescr: text('gioco_descr').notNull(),
    /** Stake in cents (prezzoField), > 0. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** player_cash, or fun-bonus money for fun-bonus tickets (EL_GetElencoGiocateFun). */
    fun: boolean('fun').notNull().default(false),
    /**
     * The granted Fun Bonus a fun ticket is staked from (its `player_fun_bonus` account, ref = this id)
     * and whose account its winnings return to; null for a cash ticket or a platform's fun ticket
     * staked from the legacy `player_bonus` wallet (docs/ledger.md "Games").
     */
    bonusId: integer('bonus_id'),
    /** 1 VENDUTO (open), 3 RIMBORSATO, 5 PAGATO, 8 NON VINCENTE, 10 DA NON PAGARE. */
    status: integer('status').notNull().default(1),
    /** won | lost | refunded | void | cashout once settled. */
    outcome: text('outcome'),
    /** Paid to the player on settlement (importo_vincitaField), cents. */
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    /** Potential win of an open sport ticket (pwn), cents. */
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull().default(0),
    /** The platform's current cash-out offer for an open ticket (amnc), cents; null = none. */
    cashoutOffer: bigint('cashout_offer', { mode: 'number' }),
    cashoutOfferAt: timestamp('cashout_offer_at', { withTimezone: true }),
    /** Platform-specific detail: sport lines and system, casino session, GV receipt, lottery draw. */
    detail: jsonb('detail').notNull().default({}),
    messaggio: text('messaggio'),
    ricevutaPgad: text('ricevuta_pgad'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_tickets_code_idx').on(t.code),
    // The bet list reads one player's tickets in a date range, newest first (keyset on placed_at, id).
    index('game_tickets_user_placed_idx').on(t.userId, t.fun, t.placedAt, t.id),
    // Open tickets only (a small set): the passes that settle them (sport results, interrupted slot
    // rounds) run every minute in every process and must not read the whole history.
    index('game_tickets_open_idx')
      .on(t.platform, t.placedAt)
      .where(sql`${t.status} = 1`),
    index('game_tickets_cashout_idx')
      .on(t.userId)
      .where(sql`${t.status} = 1 and ${t.cashoutOffer} is not null`),
    check('game_tickets_stake_positive', sql`${t.stake} > 0`),
    check('game_tickets_status_known', sql`${t.status} in (1, 3, 5, 8, 10)`),
  ],
);

/** A booked sport bet (prenotazione): no money moves until it is played. */
export const betReservations = pgTable(
  'bet_reservations',
  {
    id: serial('id').primaryKey(),
    /** The platform's reservation id: replaying the same report changes nothing. */
    platformRef: text('platform_ref').notNull(),
    userId: integer('user_id').notNull(),
    shortCode: text('short_code').notNull(),
    /** Crediti: the stake in cents. */
    crediti: bigint('crediti', { mode: 'number' }).notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    /** [{ OutcomeId_hash, Fissa }] */
    detail: jsonb('detail').notNull().default([]),
    /** [{ Code, Num_Multiple, Importo }] for a system. */
    sistemaComb: jsonb('sistema_comb').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bet_reservations_ref_idx').on(t.platformRef), index('bet_reservations_user_idx').on(t.userId, t.createdAt)],
);

/** The sport outcomes reservations point at (GetEventRows), as the sportsbook publishes them. */
export const sportOutcomes = pgTable('sport_outcomes', {
  hash: text('hash').primaryKey(),
  groupName: text('group_name').notNull(),
  descrAvv: text('descr_avv').notNull(),
  descrScomm: text('descr_scomm').notNull(),
  descrEsito: text('descr_esito').notNull(),
  /** Odds × 100. */
  quota: integer('quota').notNull(),
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
});
