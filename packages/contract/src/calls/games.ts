/** The casino lobby's calls: the catalogue and one round of the sandbox slot (docs/games.md). */
import { ROUND_CODES } from '../games-codes.ts';
import type * as G_ from '../games.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './games.checks.ts';

const games = schemaModule<typeof G_>('../games.ts');

export const Lobby = call('games.Lobby', C.Lobby, {
  method: 'GET',
  path: '/api/Game/Lobby',
  response: async () => (await games()).ZLobbyResponse.shape.ResponseData.unwrap(),
  codes: [],
});
/** The lobby as the session's player sees it: with the hidden games for an operator who asked for them, else the public one. */
export const LobbyWithHidden = call('games.LobbyWithHidden', C.LobbyWithHidden, {
  method: 'GET',
  path: '/api/Game/LobbyWithHidden',
  response: async () => (await games()).ZLobbyResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const PlayRound = call('games.PlayRound', C.PlayRound, {
  method: 'POST',
  path: '/api/Game/PlayRound',
  body: async () => (await games()).ZPlayRoundBody,
  response: async () => (await games()).ZPlayRoundResult,
  codes: Object.values(ROUND_CODES),
});
