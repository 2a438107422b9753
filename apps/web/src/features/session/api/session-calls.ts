import type { TBalanceResponse, TCheckAuthResponse } from '@betsite/contract/session';
import * as calls from '@betsite/contract/calls/session';
import { api } from '../../../lib/api.ts';
import { callAnswer, callApi } from '../../../lib/call-api.ts';
import { API } from '@betsite/contract/api-paths';

/**
 * The session calls every page makes (document 1 §7). The login's and the device authorisation's
 * calls are made by the login page (callResult) and device-calls.ts.
 *
 * Two stay on the low-level client, outside the contract's calls, because their answers are not the
 * envelope: CheckAuth answers `{ IsAuthenticated, … }` and the balance `{ ErrorCode, saldo,
 * prelevabile }` (the legacy shapes of document 1 §7, typed by their contract schemas).
 */
export const checkAuth = (token?: string) => api<TCheckAuthResponse>(API.Account.CheckAuth, { query: { token }, endSessionOn401: false });
export const refreshBalance = () => api<TBalanceResponse>(API.Account.EL_RefreshBalance);

/** The renewed token (the one sent stops working); a refusal or a 401 throws. */
export const refreshToken = (betsession: string) => callApi(calls.RefreshToken, { query: { betsession } });
export const logoutUser = (betsession: string) => callApi(calls.LogoutUser, { query: { betsession } });
export const acceptTerms = () => callApi(calls.AcceptTerms);
/** Resolves to the server's message ('Email inviata…'). */
export const resendEmailConfirmation = async (email: string) => (await callAnswer(calls.ResendEmailConfirmation, { query: { email } })).message;
export const saveClientSettings = (ClientSettings: Record<string, unknown>, keepalive = false) =>
  callApi(calls.SaveClientSettings, { body: { ClientSettings } }, { keepalive });
