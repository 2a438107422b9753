/**
 * The sport feed seam (docs/sportsbook.md): what the sportsbook needs from a sport platform. The
 * sandbox feed (`sandbox-feed.ts`) is the embedded default outside production; a production
 * operator plugs a real feed (its schedule, prices and results) in behind this interface.
 */
export interface FeedOutcome {
  hash: string;
  code: string;
  label: string;
  /** Odds × 100 at the instant asked. */
  quota: number;
}
export interface FeedMarket {
  id: string;
  name: string;
  /** A handicap as printed on a ticket ('0:1', '-3,5'), null otherwise. */
  handicap: string | null;
  suspended: boolean;
  outcomes: FeedOutcome[];
}
export interface FeedEvent {
  id: string;
  sport: string;
  sportName: string;
  competition: string;
  competitionName: string;
  home: string;
  away: string;
  start: Date;
  /** Bets are taken live (in play) on this event; a prematch event that has started takes none. */
  live: boolean;
  /** The event is over: its result is known. */
  finished: boolean;
  /**
   * The event will not be played (postponed past the rule's time, abandoned): no bets are taken, and
   * every selection on it is void, paid at 1,00 (docs/sportsbook.md "Settlement").
   */
  cancelled: boolean;
  score: string | null;
  clock: string | null;
  markets: FeedMarket[];
}
export interface FeedCompetition {
  slug: string;
  name: string;
}
export interface FeedSport {
  slug: string;
  name: string;
  competitions: FeedCompetition[];
}

/** The event id of one of the feed's outcome hashes (`<event id>M<market>O<outcome>`), null for any other hash. */
export const feedEventIdOf = (hash: string): string | null => /^([EL]\d+)M\dO\d$/.exec(hash)?.[1] ?? null;

export interface FeedResult {
  won: ReadonlySet<string>;
  voided: ReadonlySet<string>;
}

export interface SportFeed {
  sports(): FeedSport[];
  /** Events open for bets at `now`: prematch not started yet (filtered), or live. */
  events(now: Date, filter: { sport?: string; competition?: string; live?: boolean }): FeedEvent[];
  /** One event as it stands at `now` (also a started or finished one), or null when unknown. */
  event(id: string, now: Date): FeedEvent | null;
  /**
   * Whether the event is on the schedule at `now`, so its prices may be bought: listed by `events`
   * (prematch within the schedule's days, or live in play). `event`/`outcome` also answer events
   * off it (a slip's stale line, a ticket to settle); a bet needs this.
   */
  onSale(eventId: string, now: Date): boolean;
  /** The event and market of an outcome hash, as they stand at `now`. */
  outcome(hash: string, now: Date): { event: FeedEvent; market: FeedMarket; outcome: FeedOutcome } | null;
  /**
   * An event's result, once known (null while it is still to be played or finish): the winning
   * outcome hashes, and the void ones — every outcome of a cancelled event, or of a market the
   * platform voids — which are paid at 1,00.
   */
  result(eventId: string, now: Date): FeedResult | null;
}

/**
 * How a line on one of the feed's outcomes stands at `now`: won, lost or void once its event has a
 * result; null while it has none, or for a hash that is not the feed's.
 */
export function lineResultOf(feed: SportFeed, hash: string, now: Date): 'won' | 'lost' | 'void' | null {
  const eventId = feedEventIdOf(hash);
  const result = eventId ? feed.result(eventId, now) : null;
  if (!result) return null;
  return result.voided.has(hash) ? 'void' : result.won.has(hash) ? 'won' : 'lost';
}
