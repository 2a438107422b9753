/** The sportsbook's calls: the schedule (palinsesto), the purchase and the slip's Fun Bonus Sport (docs/sportsbook.md). */
import { SPORTS_CODES as S } from '../sportsbook-messages.ts';
import type * as S_ from '../sportsbook.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './sportsbook.checks.ts';

const sportsbook = schemaModule<typeof S_>('../sportsbook.ts');

/** The sports and their competitions, with the count of open prematch events (public; an empty list without a feed). */
export const Sports = call('sportsbook.Sports', C.Sports, {
  method: 'GET',
  path: '/api/Palinsesto/Sports',
  response: async () => (await sportsbook()).ZSportTreeResponse.shape.ResponseData.unwrap(),
  codes: [],
});
/** The events of a sport, a competition, live or prematch (public; an empty list without a feed). */
export const Events = call('sportsbook.Events', C.Events, {
  method: 'GET',
  path: '/api/Palinsesto/Events',
  query: async () => (await sportsbook()).ZEventsQuery,
  response: async () => (await sportsbook()).ZEventsResponse.shape.ResponseData.unwrap(),
  codes: [],
});
/** One event with every market (public); INVALID: not found. */
export const Event = call('sportsbook.Event', C.Event, {
  method: 'GET',
  path: '/api/Palinsesto/Event',
  query: async () => (await sportsbook()).ZEventQuery,
  response: async () => (await sportsbook()).ZEventResponse.shape.ResponseData.unwrap(),
  codes: [S.INVALID],
});
/**
 * A purchase: the ticket bought (or bought before with the same key, `Replay`). ODDS_CHANGED carries
 * the current prices beside the refusal (`refused`), for the slip to show them.
 */
export const Gioca = call('sportsbook.Gioca', C.Gioca, {
  method: 'POST',
  path: '/api/Scommesse/Gioca',
  body: async () => (await sportsbook()).ZBetBody,
  response: async () => (await sportsbook()).ZBetResult,
  refused: async () => (await sportsbook()).ZChangedQuotes,
  codes: [S.INVALID, S.STARTED, S.SUSPENDED, S.ODDS_CHANGED, S.LIMIT, S.INSUFFICIENT, S.CONFLICT, S.RULES, S.UNAVAILABLE],
});
/** The session player's Fun Bonus Sport usable in the slip (an empty list without a feed). */
export const FunBonus = call('sportsbook.FunBonus', C.FunBonus, {
  method: 'GET',
  path: '/api/Scommesse/FunBonus',
  response: async () => (await sportsbook()).ZSportFunBonusResponse.shape.ResponseData.unwrap(),
  codes: [],
});
