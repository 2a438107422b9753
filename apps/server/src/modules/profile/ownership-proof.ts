import type { AppDeps } from '../../deps.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { consumeTotp } from '../../platform/totp.ts';
import { recordPasswordFailure } from '../session/password-failure.ts';
import type { UserRow } from '../users/repository.ts';

/** What a player gives to prove they are the account's owner, not only a holder of its session. */
export interface OwnershipProof {
  password?: string | null;
  twofactor?: string | null;
}

/** The check's answer: `locked` carries the minutes left on the username's lock. */
export type OwnershipCheck = 'ok' | 'missing' | 'wrong' | { locked: number };

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'outbox' | 'limits' | 'loginAttempts'>;

/** The key a signed-in player's wrong proofs are counted under besides the username (no address: the session is theirs). */
export const signedInKey = (userId: number) => AttemptLimiter.ipKey(`user:${userId}`);

/** Minutes left on the username's lock (0 = not locked): wrong proofs and logins share it. */
export async function lockedMinutes(deps: Pick<AppDeps, 'loginAttempts'>, username: string): Promise<number> {
  const seconds = await deps.loginAttempts.lockedFor([AttemptLimiter.userKey(username)]);
  return seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

/**
 * The Sicurezza tab's rule for changes a stolen session must not make alone (switching two-factor
 * off, adding or removing a passkey): the account password, or a current code of the authenticator
 * app when two-factor is on (each code once: the TOTP steps are shared with login). 'missing' when
 * neither was given, 'wrong' when what was given does not match. A wrong proof counts toward the
 * username's login lock (and mails the unlock link when it starts it), and a locked username is
 * refused before anything is checked: no call here is a side door for guessing the password.
 */
export async function checkOwnership(deps: Deps, user: UserRow, proof: OwnershipProof, ip: string): Promise<OwnershipCheck> {
  const password = proof.password ?? '';
  const code = proof.twofactor?.trim() ?? '';
  const totpSecret = user.twoFactorEnabled ? user.twoFactorSecret : null;
  if (!password && !(code && totpSecret)) return 'missing';
  const locked = await lockedMinutes(deps, user.username);
  if (locked > 0) return { locked };
  const proven =
    (password !== '' && (await verifyPassword(user.passwordHash, password))) ||
    (code !== '' && totpSecret !== null && (await consumeTotp(deps.db, deps.clock, user.id, totpSecret, code)));
  if (proven) return 'ok';
  await recordPasswordFailure(deps, user, signedInKey(user.id), ip);
  return 'wrong';
}
