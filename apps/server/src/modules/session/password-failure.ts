import { SESSION_TEXT } from '@betsite/contract/session-messages';
import type { AppDeps } from '../../deps.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { issueCode } from '../../platform/codes.ts';
import { spendIssue } from '../../platform/code-issuing.ts';

export const UNLOCK_PURPOSE = 'login-unlock';

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'outbox' | 'limits' | 'loginAttempts'>;
interface Player {
  id: number;
  username: string;
  email: string;
  nome: string;
}

/**
 * A wrong password or second factor for a known player, wherever it was typed: at login, in the
 * two-factor step, to change the password, to add or remove a passkey. Every one counts toward the
 * lock of the username (none is a side door for guessing), so every one must also mail the unlock
 * link when it starts the lock: the login's lock message promises that mail. Returns how long the
 * caller should delay its answer.
 */
export async function recordPasswordFailure(deps: Deps, player: Player, ipKey: string, ip: string): Promise<number> {
  const { delayMs, userLockStarted } = await deps.loginAttempts.recordFailureDetail(AttemptLimiter.userKey(player.username), ipKey);
  if (userLockStarted) await sendUnlockLink(deps, player, ip);
  return delayMs;
}

/** The mail with the link that lifts the username's lock (UnlockLogin), at most as often as codes may be sent. */
export async function sendUnlockLink(deps: Deps, player: Player, ip: string): Promise<void> {
  if ((await spendIssue(deps.limits, { purpose: UNLOCK_PURPOSE, subject: String(player.id), userId: player.id, recipient: player.email, ip })) > 0) return;
  const code = await issueCode(deps.db, deps.clock, {
    purpose: UNLOCK_PURPOSE,
    subject: String(player.id),
    userId: player.id,
    channel: 'email',
    ttlMs: 24 * 3600 * 1000,
  });
  const link = `${deps.config.PUBLIC_URL}/api/Account/UnlockLogin?username=${encodeURIComponent(player.username)}&code=${code}`;
  await deps.outbox.send({
    channel: 'email',
    recipient: player.email,
    subject: SESSION_TEXT.unlockMailSubject,
    body: SESSION_TEXT.unlockMailBody(player.nome, link),
    meta: { purpose: UNLOCK_PURPOSE, code, link },
  });
}
