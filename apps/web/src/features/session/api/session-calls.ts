import type { TEnvelope } from '@betsite/contract/envelope';
import type { TBalanceResponse, TCheckAuthResponse, TLoginRequest, TLoginResponse } from '@betsite/contract/session';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per legacy call of the session area (document 1 §7). */
export const loginUser2FA = (body: TLoginRequest) => api<TLoginResponse>(API.Account.LoginUser2FA, { method: 'POST', body, endSessionOn401: false });
export const loginUserSSO = (body: TLoginRequest) => api<TLoginResponse>(API.Account.LoginUserSSO, { method: 'POST', body, endSessionOn401: false });
export const checkAuth = (token?: string) => api<TCheckAuthResponse>(API.Account.CheckAuth, { query: { token }, endSessionOn401: false });
export const refreshToken = (betsession: string) =>
  api<TEnvelope<{ Token: string }>>(API.Account.RefreshToken, { query: { betsession }, endSessionOn401: false });
export const logoutUser = (betsession: string) => api<TEnvelope<null>>(API.Account.LogoutUser, { query: { betsession }, endSessionOn401: false });
export const refreshBalance = () => api<TBalanceResponse>(API.Account.EL_RefreshBalance);
export const sendAuthDeviceSMS = (player_device: string) => api<TEnvelope<null>>(API.Account.sendAuthDeviceSMS, { query: { player_device } });
export const verifyAuthDeviceSMS = (player_device: string, code: string) =>
  api<TEnvelope<null>>(API.Account.verifyAuthDeviceSMS, { query: { player_device, code } });
export const acceptTerms = () => api<TEnvelope<null>>(API.Account.AcceptTerms, { method: 'POST', body: {} });
export const resendEmailConfirmation = (email: string) => api<TEnvelope<null>>(API.Account.ResendEmailConfirmation, { query: { email } });
export const saveClientSettings = (ClientSettings: Record<string, unknown>, keepalive = false) =>
  api<TEnvelope<null>>(API.Account.SaveClientSettings, { method: 'POST', body: { ClientSettings }, keepalive });
