import { randomUUID } from 'node:crypto';
import { LOGIN_CODES, type TCheckAuthResponse, type TLoginData, type TLoginRequest } from '@betsite/contract/session';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { userData } from './user-data.ts';
import { consumeCode, consumeSecret, issueCode } from '../../platform/codes.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { issueCodeOnce, spendIssue, tooManyCodesText } from '../../platform/code-issuing.ts';
import { timingDummyHash, verifyPassword } from '../../platform/passwords.ts';
import { consumeTotp } from '../../platform/totp.ts';
import * as repo from './repository.ts';
import { sendUnlockLink, UNLOCK_PURPOSE } from './password-failure.ts';
import * as usersRepo from '../users/repository.ts';
import { maskEmail, maskMobile } from '@betsite/domain/masking';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { releaseEndedExclusions } from '../responsible-gaming/repository.ts';

const DEVICE_PURPOSE = 'device-auth';
const EMAIL_PURPOSE = 'email-confirm';
/** Wrong two-factor codes in a row before the step restarts (-5028). */
const MAX_TWO_FACTOR_FAILURES = 3;

const emptyLogin = (extra: Partial<TLoginData> = {}): TLoginData => ({ Token: null, DeviceToken: null, UserData: null, ClientSettings: null, ...extra });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A login that succeeded but must tell the player something first (the legacy OK_* codes). */
export type LoginNotice = 'inactive' | 'depositLimitRequired' | 'otherSessionsClosed';
export interface LoggedIn {
  data: TLoginData;
  notice: LoginNotice | null;
}

export class SessionService {
  constructor(private readonly deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'outbox' | 'sessions' | 'site' | 'loginAttempts' | 'balances' | 'limits'>) {}

  private get db() {
    return this.deps.db;
  }

  /** LoginUser2FA / LoginUserSSO: every response code of document 1 §4. */
  async login(body: TLoginRequest, meta: { ip: string; userAgent?: string }): Promise<Outcome<LoggedIn, TLoginData>> {
    const { loginAttempts: attempts } = this.deps;
    const userKey = AttemptLimiter.userKey(body.username);
    const ipKey = AttemptLimiter.ipKey(meta.ip);

    // Both locks are hard, whatever the bot check (issue 32: a bot-check token used to let a locked
    // username through, and the sandbox bot check accepts any token, which left the username
    // unlimited guesses). The real player's way out is the unlock link mailed when the lock started.
    // The attempt is counted before the password is checked (one upsert per key): of any number of
    // logins for one username arriving together, at most LOGIN_MAX_FAILURES_USER are ever checked.
    const gate = await attempts.attempt(userKey, ipKey);
    const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
    if (gate.lockedFor > 0) {
      const text = gate.refusedBy === 'ip' ? SESSION_TEXT.tooManyAttempts : SESSION_TEXT.usernameLocked;
      return refuse(LOGIN_CODES.TOO_MANY_ATTEMPTS, text(minutesOf(gate.lockedFor)), emptyLogin({ RetryAfter: gate.lockedFor }));
    }

    const user = await usersRepo.findUserByUsername(this.db, body.username);
    const passwordOk = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await timingDummyHash(), body.password), false);
    if (!user || !passwordOk) {
      // Already counted; the attempt that started the username's lock mails the way out.
      if (user && gate.userLockStarted) await sendUnlockLink(this.deps, user, meta.ip);
      if (gate.delayMs > 0) await sleep(gate.delayMs);
      return refuse(LOGIN_CODES.WRONG_CREDENTIALS, SESSION_TEXT.wrongCredentials, emptyLogin());
    }
    // The right password is not a failure; an answer that asks for the next step gives the attempt
    // back (earlier failures stay), a wrong second factor keeps it as its failure, a login clears it.
    const step = <T>(answer: T) => attempts.refund(userKey, ipKey).then(() => answer);
    // A recovery's temporary password opens the account for its 24 hours only.
    if (user.temporaryPasswordUntil && user.temporaryPasswordUntil <= this.deps.clock.now())
      return step(refuse(LOGIN_CODES.WRONG_CREDENTIALS, SESSION_TEXT.temporaryPasswordExpired, emptyLogin()));

    // Device authorisation: a device the player has not authorised gets -3333 and a code by e-mail.
    if (user.deviceAuthEnabled) {
      const deviceToken = body.token?.trim() || randomUUID();
      if (!(await repo.isDeviceAuthorised(this.db, user.id, deviceToken))) {
        // A fresh device token per login would otherwise mean a fresh code (and 5 more guesses) each time.
        const deviceStep = refuse(
          LOGIN_CODES.DEVICE_NOT_AUTHORISED,
          SESSION_TEXT.deviceMailSent(maskEmail(user.email)),
          emptyLogin({ DeviceToken: deviceToken }),
        );
        // The same device again while its code is live: the same answer, no new code (issue 32).
        const issued = await issueCodeOnce(this.deps, {
          purpose: DEVICE_PURPOSE,
          subject: deviceToken,
          userId: user.id,
          channel: 'email',
          recipient: user.email,
          ip: meta.ip,
        });
        if ('wait' in issued) return step(refuse(LOGIN_CODES.TOO_MANY_ATTEMPTS, tooManyCodesText(issued.wait), emptyLogin({ RetryAfter: issued.wait })));
        if ('live' in issued) return step(deviceStep);
        const { code } = issued;
        await repo.addPendingDevice(this.db, user.id, deviceToken);
        await this.deps.outbox.send({
          channel: 'email',
          recipient: user.email,
          subject: 'Autorizza il nuovo dispositivo',
          body: `Ciao ${user.nome},\n\nè stato richiesto l'accesso al tuo conto da un nuovo dispositivo.\nIl codice per autorizzarlo è: ${code}\nIl codice è valido 3 minuti.\n\nSe non sei stato tu, cambia subito la password e contatta l'assistenza clienti.`,
          meta: { purpose: DEVICE_PURPOSE, code },
        });
        return step(deviceStep);
      }
    }

    if (user.twoFactorEnabled && user.twoFactorSecret) {
      const code = body.twofactorCode?.trim();
      if (!code) return step(refuse(LOGIN_CODES.TWO_FACTOR_REQUIRED, SESSION_TEXT.twoFactorRequired, emptyLogin()));
      const failKey = `2fa:${user.id}`;
      if (!(await this.consumeTotp(user.id, user.twoFactorSecret, code))) {
        const failures = await attempts.increment(failKey);
        // A wrong code is a failure of this attempt, counted already: only the unlock mail is left.
        if (gate.userLockStarted) await sendUnlockLink(this.deps, user, meta.ip);
        if (failures >= MAX_TWO_FACTOR_FAILURES) {
          await attempts.reset(failKey);
          return refuse(LOGIN_CODES.TWO_FACTOR_INVALID, SESSION_TEXT.twoFactorInvalid, emptyLogin());
        }
        return refuse(LOGIN_CODES.TWO_FACTOR_RETRY, SESSION_TEXT.twoFactorWrong, emptyLogin());
      }
      await attempts.reset(failKey);
    }

    await attempts.succeeded(userKey, ipKey);
    return this.startSession(user, meta, body.token);
  }

  /**
   * The session of a player who has proven who they are (LoginUser2FA after password, device and
   * two-factor; LoginUserPasskey after a passkey): one site session per player (the others close,
   * -6083), the login recorded, and the account's notices (-5305, -6443). One path for every way in.
   */
  async startSession(found: usersRepo.UserRow, meta: { ip: string; userAgent?: string }, deviceToken?: string | null): Promise<LoggedIn> {
    const now = this.deps.clock.now();
    const user = await this.withEndedExclusionsReleased(found);
    const betsession = await this.deps.sessions.create(user.id, meta);
    const closedIds = await repo.revokeOtherSessions(this.db, user.id, betsession, now, 'player');
    // This process forgets them at once; the others on NOTIFY session_revoked.
    for (const id of closedIds) this.deps.sessions.onRevokedNotify(id);
    const closed = closedIds.length;
    const previousLogin = user.lastLoginAt;
    await usersRepo.recordLogin(this.db, user.id, now);
    const token = await this.deps.sessions.sign({ userId: user.id, sessionId: betsession });
    const data: TLoginData = {
      Token: token,
      DeviceToken: deviceToken?.trim() || null,
      UserData: await userData(this.deps, user, betsession, { oldSessionClosed: closed > 0, lastLogin: previousLogin }),
      ClientSettings: await repo.loadClientSettings(this.db, user.id),
    };
    // A self-excluded player cannot deposit: asking for a deposit limit would offer what the account
    // refuses. The exclusion, with its end, is what 'Stato conto' shows them after login instead.
    const selfExcluded = user.statoConto === ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY || user.statoConto === ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT;
    const notice: LoginNotice | null =
      user.statoConto === 0 ? 'inactive' : !user.depositLimitSet && !selfExcluded ? 'depositLimitRequired' : closed > 0 ? 'otherSessionsClosed' : null;
    return { data, notice };
  }

  /** A temporary self-exclusion that has ended gives the account its state back (responsible gaming). */
  private async withEndedExclusionsReleased(user: usersRepo.UserRow): Promise<usersRepo.UserRow> {
    if (user.statoConto !== ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY) return user;
    if (!(await releaseEndedExclusions(this.db, user.id, this.deps.clock.now()))) return user;
    return (await usersRepo.findUserById(this.db, user.id)) ?? user;
  }

  private consumeTotp(userId: number, secret: string, code: string): Promise<boolean> {
    return consumeTotp(this.db, this.deps.clock, userId, secret, code);
  }

  /**
   * A live token restores the player. The answer's Token is the one presented (requests already in
   * flight with it keep working), or a fresh one replacing it when `rotate` (a token from a URL).
   */
  async checkAuth(token: string | null, opts: { rotate: boolean }): Promise<TCheckAuthResponse> {
    const ctx = token ? await this.deps.sessions.authenticate(token, 'player') : null;
    const found = ctx ? await usersRepo.findUserById(this.db, ctx.userId) : undefined;
    const user = found && (await this.withEndedExclusionsReleased(found));
    if (!ctx || !user || !token) return { Success: false, UserData: null, ClientSettings: null, Message: SESSION_TEXT.sessionNotValid, Token: null };
    return {
      Success: true,
      UserData: await userData(this.deps, user, ctx.sessionId),
      ClientSettings: await repo.loadClientSettings(this.db, user.id),
      Message: user.contratto,
      Token: opts.rotate ? await this.deps.sessions.sign(ctx) : token,
    };
  }

  /**
   * UnlockLogin: the link's token clears the username lock (the address lock stays). The token is
   * found by its hash (consumeSecret): a wrong one, or one for a username nobody has, changes
   * nothing, so guesses cannot use up the owner's link.
   */
  async unlockLogin(username: string, code: string): Promise<Outcome<null>> {
    const user = await usersRepo.findUserByUsername(this.db, username);
    // An unknown username looks its (missing) token up all the same: the answer takes as long.
    const res = await consumeSecret(this.db, this.deps.clock, { purpose: UNLOCK_PURPOSE, subject: String(user?.id ?? 0), secret: code.trim() });
    if (!user || !res.ok || res.userId !== user.id) return refuse(-1, SESSION_TEXT.unlockFailed);
    await this.deps.loginAttempts.reset(AttemptLimiter.userKey(user.username));
    return null;
  }

  /** Sends the device code by SMS; the value is the masked number it went to. */
  async sendDeviceSms(deviceToken: string, ip: string): Promise<Outcome<{ maskedMobile: string }>> {
    const userId = await repo.pendingDeviceOwner(this.db, deviceToken);
    const user = userId ? await usersRepo.findUserById(this.db, userId) : undefined;
    if (!user) return refuse(-1, 'Dispositivo non trovato o già autorizzato');
    const wait = await spendIssue(this.deps.limits, { purpose: DEVICE_PURPOSE, subject: deviceToken, userId: user.id, recipient: user.cellulare, ip });
    if (wait > 0) return refuse(LOGIN_CODES.TOO_MANY_ATTEMPTS, tooManyCodesText(wait));
    const code = await issueCode(this.db, this.deps.clock, { purpose: DEVICE_PURPOSE, subject: deviceToken, userId: user.id, channel: 'sms' });
    await this.deps.outbox.send({
      channel: 'sms',
      recipient: user.cellulare,
      body: `Il codice per autorizzare il nuovo dispositivo è ${code}. Valido 3 minuti.`,
      meta: { purpose: DEVICE_PURPOSE, code },
    });
    return { maskedMobile: maskMobile(user.cellulare) };
  }

  async verifyDevice(deviceToken: string, code: string): Promise<Outcome<null>> {
    const res = await consumeCode(this.db, this.deps.clock, { purpose: DEVICE_PURPOSE, subject: deviceToken, code });
    if (!res.ok || !res.userId) return refuse(-1, SESSION_TEXT.deviceCodeWrong);
    await repo.authoriseDevice(this.db, res.userId, deviceToken, this.deps.clock.now());
    return null;
  }

  /**
   * Merges the changed fields of the client's settings document into the stored one, in one
   * statement (jsonb ||), so two tabs or devices saving different fields never undo each other.
   */
  async saveClientSettings(userId: number, settings: Record<string, unknown>): Promise<void> {
    const now = this.deps.clock.now();
    const doc = { ...settings, LastUpdateTimeStamp: now.getTime() };
    await repo.mergeClientSettings(this.db, userId, doc, now);
  }

  async acceptTerms(userId: number): Promise<Outcome<null>> {
    return (await usersRepo.acceptTerms(this.db, userId)) ? null : refuse(-1, SESSION_TEXT.termsFailed);
  }

  /**
   * Sends the e-mail confirmation link. A logged-in player always gets it at their own address;
   * otherwise the answer is the same whether or not the address is known (no account probing).
   */
  async resendEmailConfirmation(email: string, userId: number | null, ip: string): Promise<void> {
    const user = userId ? await usersRepo.findUserById(this.db, userId) : (await usersRepo.findUsersByEmail(this.db, email)).find((u) => !u.emailConfirmed);
    // Over the issuing budget nothing is sent, with the same answer (no probing of addresses).
    if (
      user &&
      !(user.emailConfirmed && userId === null) &&
      (await spendIssue(this.deps.limits, { purpose: EMAIL_PURPOSE, subject: user.email.toLowerCase(), userId: user.id, recipient: user.email, ip })) === 0
    ) {
      const code = await issueCode(this.db, this.deps.clock, {
        purpose: EMAIL_PURPOSE,
        subject: user.email.toLowerCase(),
        userId: user.id,
        channel: 'email',
        ttlMs: 48 * 3600 * 1000,
      });
      const link = `${this.deps.config.PUBLIC_URL}/api/Account/SetEmailMobileVerified?email=${encodeURIComponent(user.email)}&code=${code}&source=email`;
      await this.deps.outbox.send({
        channel: 'email',
        recipient: user.email,
        subject: 'Conferma il tuo indirizzo email',
        body: `Ciao ${user.nome},\n\nper confermare il tuo indirizzo email apri questo collegamento:\n${link}\n\nIl collegamento è valido 48 ore.`,
        meta: { purpose: EMAIL_PURPOSE, code, link },
      });
    }
  }

  async setEmailMobileVerified(email: string, code: string, source: 'email' | 'sms'): Promise<Outcome<null>> {
    const purpose = source === 'email' ? EMAIL_PURPOSE : 'mobile-confirm';
    const res = await consumeCode(this.db, this.deps.clock, { purpose, subject: email.trim().toLowerCase(), code });
    if (!res.ok || !res.userId) return refuse(-1, 'Codice di conferma non valido o scaduto');
    const now = this.deps.clock.now();
    if (source === 'email') await usersRepo.markEmailConfirmed(this.db, res.userId, now);
    else await usersRepo.markMobileConfirmed(this.db, res.userId, now);
    return null;
  }
}
