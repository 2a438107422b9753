import type { TEnvelope } from '@betsite/contract/envelope';
import type { TBalanceResponse, TCheckAuthResponse } from '@betsite/contract/session';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/**
 * The session calls every page makes (document 1 §7), on the low-level client so that the contract
 * client stays off pages that make no defined call. The login's and the device authorisation's
 * calls are defined in the contract (calls/session.ts), made by the login page (callResult) and
 * device-calls.ts.
 */
export const checkAuth = (token?: string) => api<TCheckAuthResponse>(API.Account.CheckAuth, { query: { token }, endSessionOn401: false });
export const refreshToken = (betsession: string) =>
  api<TEnvelope<{ Token: string }>>(API.Account.RefreshToken, { query: { betsession }, endSessionOn401: false });
export const logoutUser = (betsession: string) => api<TEnvelope<null>>(API.Account.LogoutUser, { query: { betsession }, endSessionOn401: false });
export const refreshBalance = () => api<TBalanceResponse>(API.Account.EL_RefreshBalance);
export const acceptTerms = () => api<TEnvelope<null>>(API.Account.AcceptTerms, { method: 'POST', body: {} });
export const resendEmailConfirmation = (email: string) => api<TEnvelope<null>>(API.Account.ResendEmailConfirmation, { query: { email } });
export const saveClientSettings = (ClientSettings: Record<string, unknown>, keepalive = false) =>
  api<TEnvelope<null>>(API.Account.SaveClientSettings, { method: 'POST', body: { ClientSettings }, keepalive });
