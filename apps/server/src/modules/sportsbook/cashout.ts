import { and, desc, eq } from 'drizzle-orm';
import { cashoutOffer, type CashoutLine } from '@betsite/domain/sportsbook';
import type { AppDeps } from '../../deps.ts';
import { gameTickets } from '../../db/schema/index.ts';
import type { GamePlatformPort, TicketDetail, TicketRow } from '../games/port.ts';
import { eventClosed, sportFeedOf } from './event-rows.ts';
import { feedEventIdOf, lineResultOf, type SportFeed } from './feed.ts';
import { openBookTickets } from './settle.ts';

/**
 * Cash Out on the sportsbook's own tickets (docs/sportsbook.md "Cash Out"): the offer is computed
 * from the feed's prices when the player looks and again when the player takes it, so the amount
 * paid is always the one the server priced at that instant. Singles and multiples staked with money;
 * systems and Fun Bonus stakes get none.
 */

/** The newest open tickets a list call prices (the Cash Out list shows at most this many anyway). */
const OPEN_TICKETS_PRICED = 500;

/** A ticket of the sportsbook's own feed (not a platform's): every line one of the feed's hashes. */
export function isFeedTicket(t: TicketRow): boolean {
  const sport = (t.detail as TicketDetail | null)?.sport;
  return t.platform === 'sport' && !!sport?.lines.length && sport.lines.every((l) => feedEventIdOf(l.OutcomeId_hash) !== null);
}

/** The offer for a feed ticket at `now`, or null when none is made. */
export function sportCashoutOffer(t: TicketRow, feed: SportFeed, now: Date): number | null {
  const sport = (t.detail as TicketDetail | null)?.sport;
  if (!sport || t.status !== 1 || t.fun || sport.tipo === 'sistema' || !isFeedTicket(t)) return null;
  const lines: CashoutLine[] = sport.lines.map((l) => {
    const result = lineResultOf(feed, l.OutcomeId_hash, now);
    if (result) return { quota: l.Quota, state: result, now: null };
    const found = feed.outcome(l.OutcomeId_hash, now);
    const priced = found && !found.market.suspended && !eventClosed(found.event, now);
    return { quota: l.Quota, state: 'pending', now: priced ? found.outcome.quota : null };
  });
  return cashoutOffer(t.stake, lines);
}

/**
 * Cash Out for the routes: prices the player's open feed tickets (`refresh`) and gives the
 * sportsbook's consent to a cash-out of its own ticket (`confirm`), both at the instant given.
 */
export class SportCashoutService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'config'>,
    private readonly port: Pick<GamePlatformPort, 'offerCashout'>,
    private readonly feed: SportFeed | null = sportFeedOf(deps),
  ) {}

  /**
   * Brings the stored offers of a player's open feed tickets to the feed's prices at `now` (one ticket
   * when `code` is given): the Cash Out list and the cash-out itself read the stored offer.
   */
  async refresh(userId: number, now: Date, code?: string): Promise<void> {
    const feed = this.feed;
    if (!feed) return;
    const open = await this.deps.db
      .select()
      .from(gameTickets)
      .where(and(openBookTickets, eq(gameTickets.userId, userId), code ? eq(gameTickets.code, code) : undefined))
      .orderBy(desc(gameTickets.placedAt))
      .limit(OPEN_TICKETS_PRICED);
    for (const t of open) {
      if (!isFeedTicket(t)) continue;
      const offer = sportCashoutOffer(t, feed, now);
      if (offer !== t.cashoutOffer) await this.port.offerCashout(t.code, offer, now);
    }
  }

  /** The sportsbook's answer to a cash-out of its own ticket at `amount`; null for another platform's ticket. */
  confirm(t: TicketRow, amount: number, now: Date): 'accepted' | 'refused' | null {
    if (!this.feed || !isFeedTicket(t)) return null;
    return sportCashoutOffer(t, this.feed, now) === amount ? 'accepted' : 'refused';
  }
}
