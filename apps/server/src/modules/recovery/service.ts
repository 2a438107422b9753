import { createHash, createHmac, randomInt } from 'node:crypto';
import { normalizeSecurityAnswer, securityQuestionText, SECURITY_QUESTIONS } from '@betsite/contract/account-fields';
import { RECOVERY_CODES, type TSecurityItem } from '@betsite/contract/recovery';
import { RECOVERY_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { CODE_TTL_MS } from '../../platform/codes.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { hashPassword, timingDummyHash, verifyPassword } from '../../platform/passwords.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';
import * as repo from './repository.ts';
import { deleteAllPasskeys } from '../passkeys/repository.ts';
import { spendIssue } from '../../platform/code-issuing.ts';

/** Wrong answers before recovery locks: per e-mail, and (higher, shared networks) per address. */
export const RECOVERY_MAX_FAILURES_EMAIL = 5;
export const RECOVERY_MAX_FAILURES_IP = 20;
export const RECOVERY_LOCK_SECONDS = 15 * 60;

export type QuestionOutcome = { kind: 'question'; id: number; question: string } | { kind: 'locked'; message: string };
export type AnswerOutcome = { code: number; message: string };

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** A temporary password that satisfies the password rule (letters and digits, no spaces, 10 chars). */
export function temporaryPassword(): string {
  const chars = [
    ...Array.from({ length: 6 }, () => LETTERS[randomInt(LETTERS.length)]!),
    ...Array.from({ length: 4 }, () => DIGITS[randomInt(DIGITS.length)]!),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const emailKeyOf = (email: string) => email.trim().toLowerCase();
/** What the database keeps of a browser's recovery nonce (never the nonce itself). */
const askerHashOf = (asker: string) => createHash('sha256').update(asker).digest('base64url');

/**
 * Credential recovery (document 2 §4): e-mail → secret question → answer → e-mail with the result.
 * The flow never reveals whether an address is registered: an unknown address gets a plausible
 * question (always the same one for that address) and then fails exactly like a wrong answer.
 */
export class RecoveryService {
  private readonly attempts: AttemptLimiter;
  private decoySecret: Promise<string> | null = null;

  constructor(private readonly deps: AppDeps) {
    this.attempts = new AttemptLimiter(deps.db, deps.clock, {
      maxFailuresUser: RECOVERY_MAX_FAILURES_EMAIL,
      maxFailuresIp: RECOVERY_MAX_FAILURES_IP,
      lockSeconds: RECOVERY_LOCK_SECONDS,
      slowdownAfter: Number.MAX_SAFE_INTEGER,
      slowdownMs: 0,
    });
  }

  private keys(email: string, ip: string): [string, string] {
    return [`recovery-email:${emailKeyOf(email)}`, `recovery-ip:${ip}`];
  }

  private async lockedMessage(keys: string[]): Promise<string | null> {
    const seconds = await this.attempts.lockedFor(keys);
    return seconds > 0 ? RECOVERY_TEXT.tooManyAttempts(Math.max(1, Math.ceil(seconds / 60))) : null;
  }

  /** Keyed with a server secret so nobody can compute which question an unknown address "has". */
  private async decoyQuestion(email: string): Promise<number> {
    this.decoySecret ??= getOrCreateSecret(this.deps.db, 'recovery-decoy');
    const digest = createHmac('sha256', await this.decoySecret)
      .update(emailKeyOf(email))
      .digest();
    return (digest[0]! % SECURITY_QUESTIONS.length) + 1;
  }

  /**
   * Opens the one-answer challenge. A locked address (ip) is refused; a locked e-mail is refused
   * unless the request carries a valid bot-check token, so whoever locks someone's e-mail does not
   * lock its owner out of recovery: such a challenge is marked, and its one answer passes the
   * e-mail's lock (each answer past the lock costs a bot check).
   */
  async question(email: string, ip: string, asker: string, recaptcha?: string | null): Promise<QuestionOutcome> {
    const [emailKey, ipKey] = this.keys(email, ip);
    const locked = await this.attempts.state(emailKey, ipKey);
    if (locked.ip > 0) return { kind: 'locked', message: RECOVERY_TEXT.tooManyAttempts(Math.max(1, Math.ceil(locked.ip / 60))) };
    const passedBotCheck = locked.user > 0;
    if (passedBotCheck && !(await this.deps.botCheck.verify(recaptcha, 'recovery', ip))) return { kind: 'locked', message: RECOVERY_TEXT.captchaRequired };
    const user = await repo.findRecoverableUser(this.deps.db, email);
    const id = user?.questionId ?? (await this.decoyQuestion(email));
    const now = this.deps.clock.now();
    await repo.openChallenge(this.deps.db, {
      emailKey: emailKeyOf(email),
      askerHash: askerHashOf(asker),
      questionId: id,
      userId: user?.id ?? null,
      passedBotCheck,
      now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return { kind: 'question', id, question: securityQuestionText(id) ?? '' };
  }

  /**
   * The answer to the open challenge. The answer is counted on the e-mail and on the address before
   * it is checked (`AttemptLimiter.attempt`, one upsert per key): questions asked together all pass
   * the lock check when none is locked yet, so counting after the check let a burst of question and
   * answer pairs try far more than RECOVERY_MAX_FAILURES_EMAIL answers. A challenge asked past the
   * e-mail's lock with a bot check is let through that lock, never through the address's. Only the
   * browser that asked (`asker`, its recovery cookie) answers its question.
   */
  async recover(
    what: 'password' | 'username',
    email: string,
    security: TSecurityItem | TSecurityItem[],
    ip: string,
    asker: string | null,
  ): Promise<AnswerOutcome> {
    const [emailKey, ipKey] = this.keys(email, ip);
    const challenge = asker ? await repo.consumeChallenge(this.deps.db, emailKeyOf(email), askerHashOf(asker), this.deps.clock.now()) : null;
    if (!challenge) {
      // No question was open: for a locked e-mail or address that is the lock (no question was given).
      const locked = await this.lockedMessage([emailKey, ipKey]);
      return locked ? { code: RECOVERY_CODES.TOO_MANY_ATTEMPTS, message: locked } : { code: RECOVERY_CODES.EXPIRED, message: RECOVERY_TEXT.expired };
    }
    const gate = await this.attempts.attempt(emailKey, ipKey);
    if (gate.refusedBy === 'ip' || (gate.refusedBy === 'user' && !challenge.passedBotCheck)) {
      return { code: RECOVERY_CODES.TOO_MANY_ATTEMPTS, message: RECOVERY_TEXT.tooManyAttempts(Math.max(1, Math.ceil(gate.lockedFor / 60))) };
    }

    const item = (Array.isArray(security) ? security : [security]).find((s) => s.id === challenge.questionId);
    const user = challenge.userId ? await repo.findUserForChallenge(this.deps.db, challenge.userId) : undefined;
    // Always one argon2 verification, so a known and an unknown address take the same time.
    const hash = user && user.questionId === challenge.questionId ? user.answerHash : await timingDummyHash();
    const matches = await verifyPassword(hash, normalizeSecurityAnswer(item?.answer ?? ''));
    // A wrong answer is already counted (and started the lock if it was the last one allowed).
    if (!user || !item || !matches) return { code: RECOVERY_CODES.WRONG_ANSWER, message: RECOVERY_TEXT.wrongAnswer };
    await this.attempts.succeeded(emailKey, ipKey);
    const wait = await spendIssue(this.deps.limits, { purpose: `recovery-${what}`, subject: String(user.id), userId: user.id, recipient: user.email, ip });
    // The answer was right: what ran out is the mails this account or address may receive, not its attempts.
    if (wait > 0) return { code: RECOVERY_CODES.TOO_MANY_ATTEMPTS, message: RECOVERY_TEXT.tooManyMails(wait) };
    if (what === 'password') await this.sendTemporaryPassword(user);
    else await this.sendUsername(user);
    return { code: RECOVERY_CODES.OK, message: what === 'password' ? RECOVERY_TEXT.passwordSent : RECOVERY_TEXT.usernameSent };
  }

  /**
   * A stored password is never sent: a new temporary one replaces it and must be changed at login.
   * The account's passkeys go with the old password (a way in that whoever had the account may have
   * added); the same mail says so.
   */
  private async sendTemporaryPassword(user: repo.RecoverableUser): Promise<void> {
    const temporary = temporaryPassword();
    await repo.setTemporaryPassword(this.deps.db, user.id, await hashPassword(temporary), this.deps.clock.now(), async (tx) => {
      const removed = await deleteAllPasskeys(tx, user.id);
      const passkeys =
        removed === 0
          ? ''
          : `\nPer sicurezza abbiamo rimosso ${removed === 1 ? 'la passkey' : `le ${removed} passkey`} del conto: potrai aggiungerne di nuove da Il mio conto › Sicurezza.`;
      await this.deps.outbox.send(
        {
          channel: 'email',
          recipient: user.email,
          subject: 'Recupero password',
          body: `Ciao ${user.nome},\n\nabbiamo ricevuto una richiesta di recupero della password per il conto ${user.username}.\nLa tua nuova password temporanea è: ${temporary}\nÈ valida 24 ore: al prossimo accesso ti chiederemo di sceglierne una nuova.${passkeys}\n\nSe non hai richiesto tu il recupero, contatta subito l'assistenza clienti.`,
          meta: { purpose: 'recovery-password', userId: user.id },
        },
        tx,
      );
    });
    void this.deps.outbox.deliverSoon();
  }

  private async sendUsername(user: repo.RecoverableUser): Promise<void> {
    await this.deps.outbox.send({
      channel: 'email',
      recipient: user.email,
      subject: 'Recupero username',
      body: `Ciao ${user.nome},\n\nil tuo username è: ${user.username}\n\nSe non hai richiesto tu il recupero, contatta l'assistenza clienti.`,
      meta: { purpose: 'recovery-username', userId: user.id },
    });
  }
}
