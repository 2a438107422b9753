import { PROFILE_CODES } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { setPassword } from '../users/repository.ts';
import { countedProof } from './ownership-proof.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { revokeOtherSessions } from '../session/repository.ts';
import { fieldError } from '../../platform/errors.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { sectionGate } from './section-guard.ts';
import { loadUserAndProfile } from './repository.ts';
import { deleteAllPasskeys } from '../passkeys/repository.ts';
import { PASSKEY_MAIL } from '../passkeys/mail-texts.ts';

/**
 * EL_ChangePassword: the old password must match (each try is counted on the login lock of the
 * username before it is checked, so this call is no side door for guessing); the new one replaces it, clears the forced
 * change set by recovery, and every other session of the player ends at once, as do the account's
 * passkeys (a way in without the password; the player is told by e-mail and may add new ones).
 */
export async function changePassword(
  deps: Pick<AppDeps, 'config' | 'db' | 'site' | 'clock' | 'loginAttempts' | 'sessions' | 'outbox' | 'limits'>,
  auth: AuthContext,
  b: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<Outcome<null>> {
  const row = await loadUserAndProfile(deps.db, auth.userId);
  if (!row) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.saveFailed);
  const { user } = row;
  const blocked = await sectionGate(deps, user, 'password');
  if (blocked) return blocked;
  const proof = await countedProof(deps, user, ip, () => verifyPassword(user.passwordHash, b.oldPassword));
  if (typeof proof === 'object') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.checksLocked(proof.locked));
  if (proof === 'wrong') throw fieldError('oldPassword', PROFILE_TEXT.oldPasswordWrong);
  if (b.oldPassword === b.newPassword) throw fieldError('newPassword', PROFILE_TEXT.passwordSame);
  const passwordHash = await hashPassword(b.newPassword);
  const now = deps.clock.now();
  const closed = await deps.db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash, false);
    const removed = await deleteAllPasskeys(tx, user.id);
    if (removed > 0) {
      await deps.outbox.send(
        {
          channel: 'email',
          recipient: user.email,
          subject: PASSKEY_MAIL.removedSubject,
          body: PASSKEY_MAIL.removedBody(user.nome, removed),
          meta: { purpose: 'passkeys-removed', userId: user.id },
        },
        tx,
      );
    }
    return { sessions: await revokeOtherSessions(tx as unknown as typeof deps.db, user.id, auth.sessionId, now), mailed: removed > 0 };
  });
  if (closed.mailed) void deps.outbox.deliverSoon();
  for (const id of closed.sessions) deps.sessions.onRevokedNotify(id);
  return null;
}
