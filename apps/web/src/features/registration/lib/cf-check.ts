import * as registrationCalls from '@betsite/contract/calls/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { botToken } from '../../../lib/bot-check.ts';
import { callResult } from '../../../lib/call-api.ts';

/**
 * The server's duplicate check of a codice fiscale as soon as the wizard knows it (steps 2 and 3):
 * the refusal's message ('Il codice fiscale risulta già registrato…'), or null when it is free. A
 * network failure is no refusal: the final registration checks it again.
 */
export async function codiceFiscaleRefusal(codiceFiscale: string): Promise<string | null> {
  try {
    const r = await callResult(registrationCalls.CheckCodiceFiscale, { query: { codiceFiscale, recaptcha: await botToken('check_cf') } });
    return r.ok ? null : r.refusal.message || REG_TEXT.duplicateCf;
  } catch {
    return null;
  }
}
