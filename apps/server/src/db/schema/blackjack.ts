import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The hands of the sandbox blackjack (docs/games.md "Blackjack"). A hand is a casino ticket of the
 * game port (same `code`): the money lives in the ledger through the port; this row keeps what the
 * port's ticket cannot while the hand is played — the shoe and the dealer's hole card, which no answer
 * shows before the hand ends. `step` is the number of player actions taken: an action is applied by a
 * conditional UPDATE on it, so a retried 'Carta' never draws twice.
 */
export const blackjackHands = pgTable(
  'blackjack_hands',
  {
    /** The ticket's code (`game_tickets.code`). */
    code: text('code').primaryKey(),
    userId: integer('user_id').notNull(),
    game: text('game').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** open (being played) | done (result decided; the ticket is settled from it). */
    status: text('status').notNull(),
    /**
     * The player's one slot: true from the deal until the hand's ticket is settled (or the unstaked
     * hand is dropped), whatever the cards. The one-hand rule hangs on this, not on `status`: a hand
     * decided at the deal (a blackjack) is 'done' at once, and a rule on `status` let it through
     * beside a hand in play, so a burst of deals kept only the hands decided at the deal.
     */
    active: boolean('active').notNull().default(true),
    /** Cards still in the shoe, next card first ('AC', '10P', …). */
    shoe: jsonb('shoe').$type<string[]>().notNull(),
    player: jsonb('player').$type<string[]>().notNull(),
    /** The dealer's cards; the second is the hole card until the hand ends. */
    dealer: jsonb('dealer').$type<string[]>().notNull(),
    /** The player's actions so far ('C' carta, 'S' stai), one letter each. */
    actions: text('actions').notNull().default(''),
    step: integer('step').notNull().default(0),
    /** blackjack | vinta | persa | pareggio, once done. */
    result: text('result'),
    /** Paid to the player (stake included), cents, once done. */
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One hand at a time per player, from the deal to its settlement: a second deal is refused
    // (docs/games.md "Blackjack"), before anything is staked, whatever either hand's cards.
    uniqueIndex('blackjack_hands_active_idx')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);
