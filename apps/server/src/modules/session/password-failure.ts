import { randomBytes } from 'node:crypto';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import type { AppDeps } from '../../deps.ts';
import { issueCode } from '../../platform/codes.ts';
import { spendIssue } from '../../platform/code-issuing.ts';

export const UNLOCK_PURPOSE = 'login-unlock';
/** How long the mailed link works (the mail says 24 hours). */
export const UNLOCK_TTL_MS = 24 * 3600 * 1000;

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'outbox' | 'limits' | 'loginAttempts'>;
interface Player {
  id: number;
  username: string;
  email: string;
  nome: string;
}

/**
 * The mail with the link that lifts the username's lock (UnlockLogin), at most as often as codes may
 * be sent. Whatever counts a wrong password or second factor toward the lock (the login, the
 * signed-in proofs of ownership) sends it when its failure started the lock: the lock's message
 * promises that mail.
 *
 * The link's `code` is a random token (192 bits), stored hashed with the one-time codes and found
 * by its hash (`consumeSecret`, as the print tokens): a wrong guess touches no row, so someone who
 * only knows the username cannot wear out the owner's link with wrong codes (a 6-digit code with
 * five tries could be burnt by five requests, leaving the owner locked out).
 */
export async function sendUnlockLink(deps: Deps, player: Player, ip: string): Promise<void> {
  if ((await spendIssue(deps.limits, { purpose: UNLOCK_PURPOSE, subject: String(player.id), userId: player.id, recipient: player.email, ip })) > 0) return;
  const token = await issueCode(deps.db, deps.clock, {
    purpose: UNLOCK_PURPOSE,
    subject: String(player.id),
    userId: player.id,
    channel: 'email',
    ttlMs: UNLOCK_TTL_MS,
    secret: randomBytes(24).toString('base64url'),
  });
  const link = `${deps.config.PUBLIC_URL}/api/Account/UnlockLogin?username=${encodeURIComponent(player.username)}&code=${token}`;
  await deps.outbox.send({
    channel: 'email',
    recipient: player.email,
    subject: SESSION_TEXT.unlockMailSubject,
    body: SESSION_TEXT.unlockMailBody(player.nome, link),
    meta: { purpose: UNLOCK_PURPOSE, link },
  });
}
