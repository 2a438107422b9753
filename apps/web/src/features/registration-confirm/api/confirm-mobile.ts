import * as confirmationCalls from '@betsite/contract/calls/confirmation';
import { callApi, callResult } from '../../../lib/call-api.ts';

/** ConfirmMobile {code}: the legacy reply `{ ErrorCode, ErrorMessage }` (0 = verified), no envelope. */
export const confirmMobile = (code: string) => callApi(confirmationCalls.ConfirmMobile, { body: { code } });

/**
 * SendConfirmMobile for the profile's 'Verifica': the server's message, whether it sent the code or
 * refused (too many codes): the profile shows either in its code dialog. This feature's own step
 * uses `sendMobileCode` (send-mobile-code.ts), which throws the refusal.
 */
export async function sendConfirmMobile(): Promise<string | null> {
  const r = await callResult(confirmationCalls.SendConfirmMobile);
  return r.ok ? r.message : r.refusal.message;
}
