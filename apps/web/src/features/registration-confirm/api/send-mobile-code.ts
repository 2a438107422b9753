import * as confirmationCalls from '@betsite/contract/calls/confirmation';
import { callResult } from '../../../lib/call-api.ts';

/** Sends the SMS code to the logged-in player's mobile: the server's message (where it went), or a thrown `Refusal`. */
export async function sendMobileCode(): Promise<string | null> {
  const r = await callResult(confirmationCalls.SendConfirmMobile);
  if (!r.ok) throw r.refusal;
  return r.message;
}

/**
 * SendConfirmMobile for the profile's 'Verifica': the server's message, whether it sent the code or
 * refused (too many codes): the profile shows either in its code dialog. Apart from confirm-mobile.ts,
 * so that the profile's page carries this call's check only.
 */
export async function sendConfirmMobile(): Promise<string | null> {
  const r = await callResult(confirmationCalls.SendConfirmMobile);
  return r.ok ? r.message : r.refusal.message;
}
