import type { TEnvelope } from '@betsite/contract/envelope';
import type { TLoginResponse } from '@betsite/contract/session';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import { API } from '@betsite/contract/api-paths';
import { api } from '../../../lib/api.ts';

/** A refusal of the browser or the authenticator, told in Italian (the login page shows it). */
export class PasskeyCancelled extends Error {}

/**
 * 'Accedi con passkey' (issue 38): the server's challenge, the browser's discoverable-credential
 * prompt (WebAuthn code loaded here, on the click), then LoginUserPasskey, whose answer is
 * LoginUser2FA's. Loaded by the login page only when the button is pressed.
 */
export async function loginWithPasskey(deviceToken: string | null): Promise<TLoginResponse> {
  const [options, { startAuthentication }] = await Promise.all([
    api<TEnvelope<Record<string, unknown>>>(API.Account.LoginPasskeyOptions, { method: 'POST', body: {}, endSessionOn401: false }),
    import('@simplewebauthn/browser'),
  ]);
  if (options.ResponseCode !== 0 || !options.ResponseData) throw new PasskeyCancelled(options.ResponseMessage ?? PASSKEY_TEXT.failed);
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: options.ResponseData as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch (err) {
    const name = (err as { name?: string })?.name;
    const cause = (err as { cause?: { name?: string } })?.cause?.name;
    throw new PasskeyCancelled(
      name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError' ? PASSKEY_TEXT.cancelled : PASSKEY_TEXT.failed,
    );
  }
  return api<TLoginResponse>(API.Account.LoginUserPasskey, { method: 'POST', body: { credential, token: deviceToken }, endSessionOn401: false });
}
