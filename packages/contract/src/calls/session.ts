/** The calls of the session area with the legacy envelope (document 1 §4, §7; passkeys of issue 38). */
import { LOGIN_CODES as L } from '../login-codes.ts';
import type * as P_ from '../passkeys.ts';
import type * as S_ from '../session.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './session.checks.ts';

const session = schemaModule<typeof S_>('../session.ts');
const passkeys = schemaModule<typeof P_>('../passkeys.ts');

/**
 * Every code of document 1 §4. Several are no failure (logged in with a notice, two-factor asked,
 * device to authorise): the login page reads them with `callResult` and `@betsite/domain/login-outcome`,
 * and the data sent beside them (`refused`) is the login's own (the token, the device token, RetryAfter).
 */
const LOGIN_ANSWER_CODES = [
  L.OK_OTHER_SESSIONS_CLOSED,
  L.OK_DEPOSIT_LIMIT_REQUIRED,
  L.OK_INACTIVE,
  L.DEVICE_NOT_AUTHORISED,
  L.TWO_FACTOR_REQUIRED,
  L.TWO_FACTOR_RETRY,
  L.TWO_FACTOR_INVALID,
  L.WRONG_CREDENTIALS,
  L.TOO_MANY_ATTEMPTS,
  L.ACCOUNT_CLOSED,
] as const;
const login = {
  method: 'POST',
  body: async () => (await session()).ZLoginRequest,
  response: async () => (await session()).ZLoginData,
  refused: async () => (await session()).ZLoginData,
  codes: LOGIN_ANSWER_CODES,
  endSessionOn401: false,
} as const;

export const LoginUser2FA = call('session.LoginUser2FA', C.LoginUser2FA, { ...login, path: '/api/Account/LoginUser2FA' });
export const LoginUserSSO = call('session.LoginUserSSO', C.LoginUserSSO, { ...login, path: '/api/Account/LoginUserSSO' });
export const LoginUserPasskey = call('session.LoginUserPasskey', C.LoginUserPasskey, {
  ...login,
  path: '/api/Account/LoginUserPasskey',
  body: async () => (await passkeys()).ZLoginPasskeyRequest,
});
export const LoginPasskeyOptions = call('session.LoginPasskeyOptions', C.LoginPasskeyOptions, {
  method: 'POST',
  path: '/api/Account/LoginPasskeyOptions',
  body: async () => (await passkeys()).ZLoginPasskeyOptionsRequest,
  response: async () => (await passkeys()).ZPasskeyOptions,
  codes: [-1],
  endSessionOn401: false,
});

/** 'Autorizza il dispositivo': the code by SMS on request, then its check (document 1 §4, code -3333). */
export const SendAuthDeviceSMS = call('session.SendAuthDeviceSMS', C.SendAuthDeviceSMS, {
  method: 'GET',
  path: '/api/Account/sendAuthDeviceSMS',
  query: async () => (await session()).ZDeviceQuery,
  response: async () => (await session()).ZSimpleResponse.shape.ResponseData,
  codes: [-1, L.TOO_MANY_ATTEMPTS],
});
export const VerifyAuthDeviceSMS = call('session.VerifyAuthDeviceSMS', C.VerifyAuthDeviceSMS, {
  method: 'GET',
  path: '/api/Account/verifyAuthDeviceSMS',
  query: async () => (await session()).ZDeviceVerifyQuery,
  response: async () => (await session()).ZSimpleResponse.shape.ResponseData,
  codes: [-1, L.TOO_MANY_ATTEMPTS],
});
