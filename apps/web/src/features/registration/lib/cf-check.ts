import { REG_TEXT } from '@betsite/contract/registration-messages';
import { botToken } from '../../../lib/bot-check.ts';
import { checkCodiceFiscale } from '../api/registration-calls.ts';

/**
 * The server's duplicate check of a codice fiscale as soon as the wizard knows it (steps 2 and 3):
 * the refusal's message ('Il codice fiscale risulta già registrato…'), or null when it is free. A
 * network failure is no refusal: the final registration checks it again.
 */
export async function codiceFiscaleRefusal(codiceFiscale: string): Promise<string | null> {
  try {
    const res = await checkCodiceFiscale(codiceFiscale, await botToken('check_cf'));
    return res.ResponseCode === 0 ? null : (res.ResponseMessage ?? REG_TEXT.duplicateCf);
  } catch {
    return null;
  }
}
