import type { TCheckAuthResponse } from '@betsite/contract/session';
import { api } from '../../../lib/api.ts';
import { lazyCallClient } from '../../../lib/lazy-call-client.ts';
import { API } from '@betsite/contract/api-paths';

/**
 * The two session calls every page may make from its first load (document 1 §7), defined in the
 * contract's `session-check` group (their answers are not the envelope: `envelope: false`).
 *
 * CheckAuth stays on the low-level client, unchecked, on purpose: a player's first render waits for
 * it, so its check would load with every logged-in page, and CheckAuth's (the whole UserData) weighs
 * ≈ 0.8 KB gzip, which took the account pages over their first-load budgets (e2e/js-budget.e2e.ts).
 * session-calls.test.ts keeps its request equal to the definition's.
 *
 * The balance is read through its definition, the client and the group's checks loaded on first
 * use (the header shows the login's balance first; a refresh comes later).
 */
export const checkAuth = (token?: string) => api<TCheckAuthResponse>(API.Account.CheckAuth, { query: { token }, endSessionOn401: false });

export async function refreshBalance() {
  const { callApi, calls } = await lazyCallClient(() => import('@betsite/contract/calls/session-check'));
  return callApi(calls.EL_RefreshBalance);
}
