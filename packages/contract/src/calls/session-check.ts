/**
 * The two session calls a page may make from its first load (document 1 §7): the start-up check and
 * the header's balance. A group of its own, with only their checks, because the entry chunk carries
 * it (docs/performance.md). Neither answers the envelope: CheckAuth answers `{ Success, UserData, … }`
 * and the balance `{ ErrorCode, saldo, prelevabile }`, the legacy shapes (`envelope: false`).
 */
import type * as S_ from '../session.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './session-check.checks.ts';

const session = schemaModule<typeof S_>('../session.ts');

/** The session of a token (the stored one as bearer, or an app's `?token=`, replaced by a new one). A 401 ends nothing: the answer says. */
export const CheckAuth = call('session-check.CheckAuth', C.CheckAuth, {
  method: 'GET',
  path: '/api/Account/CheckAuth',
  query: async () => (await session()).ZCheckAuthQuery,
  response: async () => (await session()).ZCheckAuthResponse,
  codes: [],
  envelope: false,
  endSessionOn401: false,
});

/** The player's balance, in cents. */
export const EL_RefreshBalance = call('session-check.EL_RefreshBalance', C.EL_RefreshBalance, {
  method: 'GET',
  path: '/api/Account/EL_RefreshBalance',
  response: async () => (await session()).ZBalanceResponse,
  codes: [],
  envelope: false,
});
