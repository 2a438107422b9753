import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Bonus campaigns are data (docs/bonus.md): the operator API creates, schedules and ends them; the
 * server grants them (first deposit, a deposit's promo code, a promo code typed by the player, or
 * the operator). A campaign never holds money.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: serial('id').primaryKey(),
    /** The promotion's name (descrizione, Bonus.Name). */
    name: text('name').notNull(),
    /** Long description (descrizione_estesa), plain text. */
    description: text('description').notNull().default(''),
    /** Promo code (siglapromo, BonusCode), upper case; null for first-deposit and operator campaigns. */
    code: text('code'),
    /** first_deposit | deposit_code | promo_code | manual. */
    trigger: text('trigger').notNull(),
    /** Id_ELBonusGiochi 1–8 (9 PuntiRanking belongs to ranking). */
    family: integer('family').notNull(),
    /** Fixed value in cents (for free bets the bet's value; 0 for free spins). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** First-deposit and deposit-code campaigns: percent of the deposit, capped at `amount`. */
    percent: integer('percent'),
    /** Replay requirement: the bonus is converted once the stakes reach amount × times. */
    wagerTimes: integer('wager_times').notNull().default(1),
    /** Minimum total odds × 100 of a sport ticket that counts (null: any). */
    minOdds: integer('min_odds'),
    /** Platforms whose tickets count (listaGiochi); empty = the family's default. */
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    /** Days from the grant to the deadline (dataFineRaccolta). */
    validDays: integer('valid_days').notNull(),
    nSpin: integer('n_spin').notNull().default(0),
    minBet: bigint('min_bet', { mode: 'number' }).notNull().default(0),
    maxBet: bigint('max_bet', { mode: 'number' }).notNull().default(0),
    /** Shown in the player's promotions list (V3_GetPromoBonusList) with a redeem button. */
    listed: boolean('listed').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Ended early by the operator. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_campaigns_code_idx')
      .on(t.code)
      .where(sql`${t.code} is not null`),
    check('bonus_campaigns_family', sql`${t.family} between 1 and 8`),
    check('bonus_campaigns_amount', sql`${t.amount} >= 0 and ${t.wagerTimes} between 1 and 100 and ${t.validDays} between 1 and 365`),
    check('bonus_campaigns_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One bonus granted to one player. Its money (real and fun bonus) sits in its own ledger account
 * (`player_real_bonus` / `player_fun_bonus`, ref = this id); free spins and free bets are counted
 * entitlements without money. `status` changes by conditional UPDATEs in the transaction of the
 * matching ledger transfer, so every conversion, expiry and cancellation happens once.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    /** What makes the grant unique: a campaign is granted to a player once. */
    grantKey: text('grant_key').notNull(),
    /** bonus (real) | funbonus | freespin | freebet — changes from funbonus to bonus on conversion. */
    type: text('type').notNull(),
    family: integer('family').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Stakes still to reach (importoDaGiocare = target − wagered). */
    wagerTarget: bigint('wager_target', { mode: 'number' }).notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    nSpin: integer('n_spin').notNull().default(0),
    nSpinUsed: integer('n_spin_used').notNull().default(0),
    /** active | converted | expired | cancelled | used. */
    status: text('status').notNull().default('active'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The deposit that earned it (first-deposit and deposit-code campaigns): a reversal of that
     * deposit cancels the bonus while it is active. Null for promo codes, the operator and ranking.
     */
    depositId: integer('deposit_id'),
  },
  (t) => [
    uniqueIndex('player_bonuses_grant_idx').on(t.grantKey),
    index('player_bonuses_deposit_idx')
      .on(t.depositId)
      .where(sql`${t.depositId} is not null`),
    index('player_bonuses_user_idx').on(t.userId, t.status),
    index('player_bonuses_due_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'active'`),
    check('player_bonuses_wagered', sql`${t.wagered} >= 0 and ${t.wagered} <= ${t.wagerTarget}`),
    check('player_bonuses_spins', sql`${t.nSpinUsed} >= 0 and ${t.nSpinUsed} <= ${t.nSpin}`),
  ],
);
