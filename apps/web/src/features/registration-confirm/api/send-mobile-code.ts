import * as confirmationCalls from '@betsite/contract/calls/confirmation';
import { callResult } from '../../../lib/call-api.ts';

/** Sends the SMS code to the logged-in player's mobile: the server's message (where it went), or a thrown `Refusal`. */
export async function sendMobileCode(): Promise<string | null> {
  const r = await callResult(confirmationCalls.SendConfirmMobile);
  if (!r.ok) throw r.refusal;
  return r.message;
}
