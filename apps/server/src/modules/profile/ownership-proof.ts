import type { AppDeps } from '../../deps.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { consumeTotp } from '../../platform/totp.ts';
import { sendUnlockLink } from '../session/password-failure.ts';
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

/**
 * A signed-in proof of the account's password (or authenticator code), counted before `check` runs:
 * the attempt is counted on the username's login lock and on the player's signed-in key in one
 * upsert each (`AttemptLimiter.attempt`), so however many proofs arrive at once, no more are checked
 * than the login lock allows. A locked username is refused with the minutes left and nothing is
 * checked. A right proof gives its attempt back (earlier failures stay, as at a login's first
 * step); a wrong one stays counted and, when it started the lock, mails the unlock link.
 */
export async function countedProof(deps: Deps, user: UserRow, ip: string, check: () => Promise<boolean>): Promise<'ok' | 'wrong' | { locked: number }> {
  const userKey = AttemptLimiter.userKey(user.username);
  const gate = await deps.loginAttempts.attempt(userKey, signedInKey(user.id));
  if (gate.lockedFor > 0) return { locked: Math.max(1, Math.ceil(gate.lockedFor / 60)) };
  if (await check()) {
    await deps.loginAttempts.refund(userKey, signedInKey(user.id));
    return 'ok';
  }
  if (gate.userLockStarted) await sendUnlockLink(deps, user, ip);
  return 'wrong';
}

/**
 * The Sicurezza tab's rule for changes a stolen session must not make alone (switching two-factor
 * off, adding or removing a passkey): the account password, or a current code of the authenticator
 * app when two-factor is on (each code once: the TOTP steps are shared with login). 'missing' when
 * neither was given, 'wrong' when what was given does not match. The proof is counted on the
 * username's login lock before it is checked (`countedProof`): no call here is a side door for
 * guessing the password, alone or in a burst.
 */
export async function checkOwnership(deps: Deps, user: UserRow, proof: OwnershipProof, ip: string): Promise<OwnershipCheck> {
  const password = proof.password ?? '';
  const code = proof.twofactor?.trim() ?? '';
  const totpSecret = user.twoFactorEnabled ? user.twoFactorSecret : null;
  if (!password && !(code && totpSecret)) return 'missing';
  return countedProof(
    deps,
    user,
    ip,
    async () =>
      (password !== '' && (await verifyPassword(user.passwordHash, password))) ||
      (code !== '' && totpSecret !== null && (await consumeTotp(deps.db, deps.clock, user.id, totpSecret, code))),
  );
}
