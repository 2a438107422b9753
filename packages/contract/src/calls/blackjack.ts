/** The sandbox blackjack's calls: deal, act, and the hand a player left open (docs/games.md "Blackjack"). */
import { BLACKJACK_CODES } from '../blackjack-rules.ts';
import type * as B_ from '../blackjack.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './blackjack.checks.ts';

const bj = schemaModule<typeof B_>('../blackjack.ts');

export const Deal = call('blackjack.Deal', C.Deal, {
  method: 'POST',
  path: '/api/Game/Blackjack/Deal',
  body: async () => (await bj()).ZBlackjackDealBody,
  response: async () => (await bj()).ZBlackjackHand,
  codes: Object.values(BLACKJACK_CODES),
});
export const Action = call('blackjack.Action', C.Action, {
  method: 'POST',
  path: '/api/Game/Blackjack/Action',
  body: async () => (await bj()).ZBlackjackActionBody,
  response: async () => (await bj()).ZBlackjackHand,
  codes: Object.values(BLACKJACK_CODES),
});
export const OpenHand = call('blackjack.OpenHand', C.OpenHand, {
  method: 'GET',
  path: '/api/Game/Blackjack/OpenHand',
  response: async () => (await bj()).ZBlackjackOpenHand,
  codes: [],
});
