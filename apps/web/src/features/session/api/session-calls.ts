import { lazyCallClient } from '../../../lib/lazy-call-client.ts';

/**
 * The two session calls every page may make from its first load (document 1 §7), defined in the
 * contract's `session-check` group (their answers are not the envelope: CheckAuth answers
 * `{ Success, UserData, … }` and the balance `{ ErrorCode, saldo, prelevabile }`). The call client
 * and the group's checks load on first use, not with the entry: a visitor with no session never
 * makes either call, and a player's CheckAuth is already on its way (lib/player-preload.ts) while
 * they load. The session's other calls are in player-session-calls.ts.
 */
const client = () => lazyCallClient(() => import('@betsite/contract/calls/session-check'));

export async function checkAuth(token?: string) {
  const { callApi, calls } = await client();
  return callApi(calls.CheckAuth, { query: { token } });
}

export async function refreshBalance() {
  const { callApi, calls } = await client();
  return callApi(calls.EL_RefreshBalance);
}
