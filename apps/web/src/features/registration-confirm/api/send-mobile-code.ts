import * as registrationCalls from '@betsite/contract/calls/registration';
import { callResult } from '../../../lib/call-api.ts';

/** Sends the SMS code to the logged-in player's mobile: the server's message (where it went), or a thrown `Refusal`. */
export async function sendMobileCode(): Promise<string | null> {
  const r = await callResult(registrationCalls.SendConfirmMobile);
  if (!r.ok) throw r.refusal;
  return r.message;
}
