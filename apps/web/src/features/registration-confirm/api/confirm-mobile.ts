import * as registrationCalls from '@betsite/contract/calls/registration';
import type { TConfirmMobileResponse, TSendConfirmMobileResponse } from '@betsite/contract/confirmation';
import { api } from '../../../lib/api.ts';
import { callResult } from '../../../lib/call-api.ts';
import { API } from '@betsite/contract/api-paths';

/** POST /api/Account/ConfirmMobile {code}: the legacy reply `{ ErrorCode, ErrorMessage }` (0 = verified), no envelope. */
export const confirmMobile = (code: string) => api<TConfirmMobileResponse>(API.Account.ConfirmMobile, { method: 'POST', body: { code } });

/**
 * The envelope of SendConfirmMobile as it came, for the profile's callers of this module (the
 * profile's forms are converted apart); this feature's own step uses `sendMobileCode`.
 */
export const sendConfirmMobile = () => api<TSendConfirmMobileResponse>(API.Account.SendConfirmMobile, { method: 'POST', body: {} });

/** Sends the SMS code to the logged-in player's mobile: the server's message (where it went), or a thrown `Refusal`. */
export async function sendMobileCode(): Promise<string | null> {
  const r = await callResult(registrationCalls.SendConfirmMobile);
  if (!r.ok) throw r.refusal;
  return r.message;
}
