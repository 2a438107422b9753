import type { TBalanceResponse, TCheckAuthResponse } from '@betsite/contract/session';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/**
 * The two session calls every page may make from its first load (document 1 §7), on the low-level
 * client and outside the contract's calls because their answers are not the envelope: CheckAuth
 * answers `{ IsAuthenticated, … }` and the balance `{ ErrorCode, saldo, prelevabile }` (the legacy
 * shapes, typed by their contract schemas). The session's other calls are in player-session-calls.ts.
 */
export const checkAuth = (token?: string) => api<TCheckAuthResponse>(API.Account.CheckAuth, { query: { token }, endSessionOn401: false });
export const refreshBalance = () => api<TBalanceResponse>(API.Account.EL_RefreshBalance);
