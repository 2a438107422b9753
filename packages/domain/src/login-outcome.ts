import { codeAndMessage } from './answer-text.ts';

/**
 * What the client does with each login response code (document 1 §4). Pure, so it is unit-tested
 * and the login page only renders the outcome.
 */
export type LoginOutcome =
  | { kind: 'logged-in'; notice: null | 'other-sessions-closed' | 'deposit-limit' | 'inactive' }
  | { kind: 'device-authorisation' }
  | { kind: 'two-factor'; keepPassword: boolean; error: string | null }
  | { kind: 'restart-two-factor'; error: string }
  | { kind: 'error'; title: 'Attenzione!'; text: string; inactiveButtons: boolean };

export function interpretLoginCode(code: number, message: string | null, opts: { biometric?: boolean } = {}): LoginOutcome {
  switch (code) {
    case 0:
      return { kind: 'logged-in', notice: null };
    case -6083:
      return { kind: 'logged-in', notice: 'other-sessions-closed' };
    case -6443:
      return { kind: 'logged-in', notice: 'deposit-limit' };
    case -5305:
      return { kind: 'logged-in', notice: 'inactive' };
    case -3333:
      return { kind: 'device-authorisation' };
    case -3334:
      return { kind: 'two-factor', keepPassword: true, error: null };
    case -3335:
      return { kind: 'two-factor', keepPassword: true, error: message };
    case -5028:
      if (opts.biometric) return { kind: 'restart-two-factor', error: message ?? '' };
      return { kind: 'restart-two-factor', error: codeAndMessage(code, message) };
    default:
      return { kind: 'error', title: 'Attenzione!', text: codeAndMessage(code, message), inactiveButtons: false };
  }
}

/** The codes after which the player is logged in. */
export const LOGGED_IN_CODES = [0, -6083, -6443, -5305] as const;
