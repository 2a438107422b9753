/**
 * The session calls of a logged-in player with the legacy envelope (document 1 §4, §7, §9): apart
 * from session.ts, whose login answers carry the whole player's data, so that an account page
 * carries only these small checks.
 */
import type * as S_ from '../session.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './player-session.checks.ts';

const session = schemaModule<typeof S_>('../session.ts');

/**
 * The keep-alive renewal (document 1 §4): the new token replaces the one sent, which stops working.
 * A 401 here is read by the idle watcher itself (another tab may have renewed first), not by the
 * client's session ending.
 */
export const RefreshToken = call('player-session.RefreshToken', C.RefreshToken, {
  method: 'GET',
  path: '/api/Account/RefreshToken',
  query: async () => (await session()).ZBetsessionQuery,
  response: async () => (await session()).ZRefreshTokenResponse.shape.ResponseData,
  codes: [],
  endSessionOn401: false,
});
/** Ends the session on the server; only its own token may (a 401 otherwise, never a session ended here by it). */
export const LogoutUser = call('player-session.LogoutUser', C.LogoutUser, {
  method: 'GET',
  path: '/api/Account/LogoutUser',
  query: async () => (await session()).ZBetsessionQuery,
  response: async () => (await session()).ZSimpleResponse.shape.ResponseData,
  codes: [],
  endSessionOn401: false,
});
/** 'Stato conto': the player accepts the current terms (-1 when they could not be recorded). */
export const AcceptTerms = call('player-session.AcceptTerms', C.AcceptTerms, {
  method: 'POST',
  path: '/api/Account/AcceptTerms',
  response: async () => (await session()).ZSimpleResponse.shape.ResponseData,
  codes: [-1],
});
/** A new confirmation e-mail (the answer is the same whether or not the address is known). */
export const ResendEmailConfirmation = call('player-session.ResendEmailConfirmation', C.ResendEmailConfirmation, {
  method: 'GET',
  path: '/api/Account/ResendEmailConfirmation',
  query: async () => (await session()).ZEmailQuery,
  response: async () => (await session()).ZSimpleResponse.shape.ResponseData,
  codes: [],
});
/** The client's settings document (cart, favourites, history…), saved as one. */
export const SaveClientSettings = call('player-session.SaveClientSettings', C.SaveClientSettings, {
  method: 'POST',
  path: '/api/Account/SaveClientSettings',
  body: async () => (await session()).ZSaveClientSettingsRequest,
  response: async () => (await session()).ZSimpleResponse.shape.ResponseData,
  codes: [],
});
