/**
 * The mobile's confirmation by SMS code (document 2 §7), logged in: the registration's confirmation
 * step and the profile's 'Verifica' both make these two calls. A group of its own, so the profile's
 * pages do not carry the registration wizard's checks.
 */
import { REG_CODES as R } from '../registration-codes.ts';
import type * as CO_ from '../confirmation.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './confirmation.checks.ts';

const confirmation = schemaModule<typeof CO_>('../confirmation.ts');

/** Sends the SMS code: its message says where it went. */
export const SendConfirmMobile = call('confirmation.SendConfirmMobile', C.SendConfirmMobile, {
  method: 'POST',
  path: '/api/Account/SendConfirmMobile',
  response: async () => (await confirmation()).ZSendConfirmMobileResponse.shape.ResponseData.unwrap(),
  codes: [R.NOT_FOUND],
});

/** The code: the legacy `{ ErrorCode, ErrorMessage }` (0 = verified), not the envelope. */
export const ConfirmMobile = call('confirmation.ConfirmMobile', C.ConfirmMobile, {
  method: 'POST',
  path: '/api/Account/ConfirmMobile',
  body: async () => (await confirmation()).ZConfirmMobileRequest,
  response: async () => (await confirmation()).ZConfirmMobileResponse,
  codes: [],
  envelope: false,
});
