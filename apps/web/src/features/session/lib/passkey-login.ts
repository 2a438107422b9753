import * as sessionCalls from '@betsite/contract/calls/session';
import { LOGIN_CODES } from '@betsite/contract/login-codes';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import { callResult } from '../../../lib/call-api.ts';
import { loginAnswer, type LoginAnswer } from './login-answer.ts';

/** A refusal of the browser or the authenticator, told in Italian (the login page shows it). */
export class PasskeyCancelled extends Error {}

/**
 * 'Accedi con passkey' (issue 38): the server's challenge, the browser's discoverable-credential
 * prompt (WebAuthn code loaded here, on the click), then LoginUserPasskey, whose answer is
 * LoginUser2FA's. Loaded by the login page only when the button is pressed.
 */
export async function loginWithPasskey(deviceToken: string | null): Promise<LoginAnswer> {
  const [options, { startAuthentication }] = await Promise.all([callResult(sessionCalls.LoginPasskeyOptions, { body: {} }), import('@simplewebauthn/browser')]);
  if (!options.ok) throw new PasskeyCancelled(options.refusal.message || PASSKEY_TEXT.failed);
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: options.data as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch (err) {
    const name = (err as { name?: string })?.name;
    const cause = (err as { cause?: { name?: string } })?.cause?.name;
    throw new PasskeyCancelled(
      name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError' ? PASSKEY_TEXT.cancelled : PASSKEY_TEXT.failed,
    );
  }
  // The extensions' outputs as a plain object (the contract's record), not the DOM's interface.
  const body = { credential: { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } }, token: deviceToken };
  const answer = loginAnswer(await callResult(sessionCalls.LoginUserPasskey, { body }));
  // A passkey the site no longer has (removed, or ended by a password change): the device is told,
  // so its prompt stops offering it. The server's refusal says which (the contract's own text).
  if (answer.code === LOGIN_CODES.WRONG_CREDENTIALS && answer.message === PASSKEY_TEXT.loginUnknown)
    signalUnknownPasskey((options.data as { rpId?: string }).rpId ?? location.hostname, credential.id);
  return answer;
}

/** The WebAuthn Signal API, where the browser has it (Chromium 132+): nothing happens elsewhere. */
function signalUnknownPasskey(rpId: string, credentialId: string): void {
  const api = (globalThis.PublicKeyCredential ?? {}) as { signalUnknownCredential?: (o: { rpId: string; credentialId: string }) => Promise<void> };
  void api.signalUnknownCredential?.({ rpId, credentialId }).catch(() => undefined);
}
