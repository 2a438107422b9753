/** The recovery calls (document 1 §7, document 2 §5). */
import { RECOVERY_CODES as R } from '../recovery-codes.ts';
import type * as R_ from '../recovery.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './recovery.checks.ts';

const recovery = schemaModule<typeof R_>('../recovery.ts');

/**
 * The secret question of the account with that e-mail (password recovery): the SOAP-style
 * `{ returnCodeField, … }` of document 1 §7, not the envelope.
 */
export const GetDomande = call('recovery.GetDomande', C.GetDomande, {
  method: 'GET',
  path: '/api/Account/GetDomande',
  query: async () => (await recovery()).ZGetDomandeQuery,
  response: async () => (await recovery()).ZGetDomandeResponse,
  codes: [],
  envelope: false,
});

/** The secret question of the account with that e-mail (username recovery). */
export const GetSecurityQuestion = call('recovery.GetSecurityQuestion', C.GetSecurityQuestion, {
  method: 'POST',
  path: '/api/Account/GetSecurityQuestion',
  body: async () => (await recovery()).ZGetSecurityQuestionRequest,
  response: async () => (await recovery()).ZSecurityQuestion,
  codes: [R.TOO_MANY_ATTEMPTS],
});
const answer = {
  method: 'POST',
  response: async () => (await recovery()).ZRecoveryResponse.shape.ResponseData,
  codes: [R.WRONG_ANSWER, R.EXPIRED, R.TOO_MANY_ATTEMPTS],
} as const;
/** The answer, and a new temporary password by e-mail. */
export const RecuperoPass = call('recovery.RecuperoPass', C.RecuperoPass, {
  ...answer,
  path: '/api/Account/RecuperoPass',
  body: async () => (await recovery()).ZRecuperoPassRequest,
});
/** The answer, and the username by e-mail. */
export const RecuperoUser = call('recovery.RecuperoUser', C.RecuperoUser, {
  ...answer,
  path: '/api/Account/RecuperoUser',
  body: async () => (await recovery()).ZRecuperoUserRequest,
});
