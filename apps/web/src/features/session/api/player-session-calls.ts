import * as calls from '@betsite/contract/calls/player-session';
import { callAnswer, callApi } from '../../../lib/call-api.ts';

/**
 * The session calls of a logged-in player (calls/session.ts), apart from session-calls.ts so that
 * a visitor's first load carries no call client: they are made from the player's shell (renewal,
 * logout), from account pages, and when settings changed.
 */

/** The renewed token (the one sent stops working); a refusal or a 401 throws. */
export const refreshToken = (betsession: string) => callApi(calls.RefreshToken, { query: { betsession } });
export const logoutUser = (betsession: string) => callApi(calls.LogoutUser, { query: { betsession } });
export const acceptTerms = () => callApi(calls.AcceptTerms);
/** Resolves to the server's message ('Email inviata…'). */
export const resendEmailConfirmation = async (email: string) => (await callAnswer(calls.ResendEmailConfirmation, { query: { email } })).message;
export const saveClientSettings = (ClientSettings: Record<string, unknown>, keepalive = false) =>
  callApi(calls.SaveClientSettings, { body: { ClientSettings } }, { keepalive });
