import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fail, ok, type TEnvelope } from '@betsite/contract/envelope';
import { LOGIN_CODES, type TCheckAuthResponse, type TLoginData, type TLoginRequest, type TUserData } from '@betsite/contract/session';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import type { AppDeps } from '../../app.ts';
import { clientSettings, users } from '../../db/schema/index.ts';
import { consumeCode, issueCode } from '../../platform/codes.ts';
import { LoginThrottle } from '../../platform/login-throttle.ts';
import { timingDummyHash, verifyPassword } from '../../platform/passwords.ts';
import { consumeTotp } from '../../platform/totp.ts';
import * as repo from './repository.ts';

const DEVICE_PURPOSE = 'device-auth';
const EMAIL_PURPOSE = 'email-confirm';
/** Wrong two-factor codes in a row before the step restarts (-5028). */
const MAX_TWO_FACTOR_FAILURES = 3;

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}
export function maskMobile(mobile: string): string {
  return mobile.length <= 3 ? '***' : `${'*'.repeat(mobile.length - 3)}${mobile.slice(-3)}`;
}

const emptyLogin = (extra: Partial<TLoginData> = {}): TLoginData => ({ Token: null, DeviceToken: null, UserData: null, ClientSettings: null, ...extra });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class SessionService {
  constructor(private readonly deps: AppDeps) {}

  private get db() {
    return this.deps.db;
  }

  async userData(user: repo.UserRow, betsession: string, opts: { oldSessionClosed?: boolean; lastLogin?: Date | null } = {}): Promise<TUserData> {
    const [balance, verifyContacts, deposited] = await Promise.all([
      this.deps.balances.get(user.id),
      this.deps.site.module('VerifyContacts'),
      repo.hasDeposits(this.db, user.id),
    ]);
    const last = opts.lastLogin === undefined ? user.lastLoginAt : opts.lastLogin;
    return {
      saldo: balance.saldo,
      prelevabile: balance.prelevabile,
      statoConto: user.statoConto,
      cambio_password: user.cambioPassword,
      TermsAccepted: user.termsAccepted,
      richiedereIsPep: user.richiedePep,
      confirmedMobile: user.mobileConfirmed,
      playerConfirmed: user.emailConfirmed,
      verifyContacts,
      lastMobileVerificationDate: user.lastMobileVerificationAt?.toISOString() ?? null,
      lastEmailVerificationDate: user.lastEmailVerificationAt?.toISOString() ?? null,
      esclusione: user.esclusione,
      oldSessionClosed: opts.oldSessionClosed ?? false,
      invitation: user.invitation,
      username: user.username,
      email: user.email,
      lastLogin: last?.toISOString() ?? null,
      contratto: user.contratto,
      primaRicarica: !deposited,
      betsession,
      nome: user.nome,
      cognome: user.cognome,
      elsession: betsession,
      father: user.father,
      cellulare: user.cellulare,
      twoFactor: user.twoFactorEnabled,
      depositLimitSet: user.depositLimitSet,
      isOperator: user.role === 'operator',
    };
  }

  /** LoginUser2FA / LoginUserSSO: every response code of document 1 §4. */
  async login(body: TLoginRequest, meta: { ip: string; userAgent?: string }): Promise<TEnvelope<TLoginData>> {
    const { throttle } = this.deps;
    const userKey = LoginThrottle.userKey(body.username);
    const ipKey = LoginThrottle.ipKey(meta.ip);

    const locked = await throttle.lockedFor([userKey, ipKey]);
    if (locked > 0) {
      const minutes = Math.max(1, Math.ceil(locked / 60));
      return fail(LOGIN_CODES.TOO_MANY_ATTEMPTS, SESSION_TEXT.tooManyAttempts(minutes), emptyLogin({ RetryAfter: locked }));
    }

    const user = await repo.findUserByUsername(this.db, body.username);
    const passwordOk = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await timingDummyHash(), body.password), false);
    if (!user || !passwordOk) {
      const delay = await throttle.recordFailure(userKey, ipKey);
      if (delay > 0) await sleep(delay);
      return fail(LOGIN_CODES.WRONG_CREDENTIALS, SESSION_TEXT.wrongCredentials, emptyLogin());
    }

    // Device authorisation: a device the player has not authorised gets -3333 and a code by e-mail.
    if (user.deviceAuthEnabled) {
      const deviceToken = body.token?.trim() || randomUUID();
      if (!(await repo.isDeviceAuthorised(this.db, user.id, deviceToken))) {
        await repo.addPendingDevice(this.db, user.id, deviceToken);
        const code = await issueCode(this.db, this.deps.clock, { purpose: DEVICE_PURPOSE, subject: deviceToken, userId: user.id, channel: 'email' });
        await this.deps.outbox.send({
          channel: 'email',
          recipient: user.email,
          subject: 'Autorizza il nuovo dispositivo',
          body: `Ciao ${user.nome},\n\nè stato richiesto l'accesso al tuo conto da un nuovo dispositivo.\nIl codice per autorizzarlo è: ${code}\nIl codice è valido 3 minuti.\n\nSe non sei stato tu, cambia subito la password e contatta l'assistenza clienti.`,
          meta: { purpose: DEVICE_PURPOSE, code },
        });
        return fail(LOGIN_CODES.DEVICE_NOT_AUTHORISED, SESSION_TEXT.deviceMailSent(maskEmail(user.email)), emptyLogin({ DeviceToken: deviceToken }));
      }
    }

    if (user.twoFactorEnabled && user.twoFactorSecret) {
      const code = body.twofactorCode?.trim();
      if (!code) return fail(LOGIN_CODES.TWO_FACTOR_REQUIRED, SESSION_TEXT.twoFactorRequired, emptyLogin());
      const failKey = `2fa:${user.id}`;
      if (!(await this.consumeTotp(user.id, user.twoFactorSecret, code))) {
        const failures = await throttle.increment(failKey);
        await throttle.recordFailure(userKey, ipKey);
        if (failures >= MAX_TWO_FACTOR_FAILURES) {
          await throttle.reset(failKey);
          return fail(LOGIN_CODES.TWO_FACTOR_INVALID, SESSION_TEXT.twoFactorInvalid, emptyLogin());
        }
        return fail(LOGIN_CODES.TWO_FACTOR_RETRY, SESSION_TEXT.twoFactorWrong, emptyLogin());
      }
      await throttle.reset(failKey);
    }

    await throttle.reset(userKey);
    const now = this.deps.clock.now();
    const betsession = await this.deps.sessions.create(user.id, meta);
    const closedIds = await repo.revokeOtherSessions(this.db, user.id, betsession, now);
    // This process forgets them at once; the others on NOTIFY session_revoked.
    for (const id of closedIds) this.deps.sessions.onRevokedNotify(id);
    const closed = closedIds.length;
    const previousLogin = user.lastLoginAt;
    await this.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    const token = await this.deps.sessions.sign({ userId: user.id, sessionId: betsession, role: user.role });
    const data: TLoginData = {
      Token: token,
      DeviceToken: body.token?.trim() || null,
      UserData: await this.userData(user, betsession, { oldSessionClosed: closed > 0, lastLogin: previousLogin }),
      ClientSettings: await repo.loadClientSettings(this.db, user.id),
    };
    if (user.statoConto === 0) return fail(LOGIN_CODES.OK_INACTIVE, SESSION_TEXT.inactiveAccount, data);
    if (!user.depositLimitSet) return fail(LOGIN_CODES.OK_DEPOSIT_LIMIT_REQUIRED, SESSION_TEXT.depositLimitRequired, data);
    if (closed > 0) return fail(LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED, SESSION_TEXT.otherSessionsClosed, data);
    return ok(data);
  }

  private consumeTotp(userId: number, secret: string, code: string): Promise<boolean> {
    return consumeTotp(this.db, this.deps.clock, userId, secret, code);
  }

  async checkAuth(token: string | null): Promise<TCheckAuthResponse> {
    const ctx = token ? await this.deps.sessions.authenticate(token) : null;
    const user = ctx ? await repo.findUserById(this.db, ctx.userId) : undefined;
    if (!ctx || !user) return { Success: false, UserData: null, ClientSettings: null, Message: SESSION_TEXT.sessionNotValid, Token: null };
    return {
      Success: true,
      UserData: await this.userData(user, ctx.sessionId),
      ClientSettings: await repo.loadClientSettings(this.db, user.id),
      Message: user.contratto,
      Token: await this.deps.sessions.sign(ctx),
    };
  }

  async sendDeviceSms(deviceToken: string): Promise<TEnvelope<null>> {
    const userId = await repo.pendingDeviceOwner(this.db, deviceToken);
    const user = userId ? await repo.findUserById(this.db, userId) : undefined;
    if (!user) return fail(-1, 'Dispositivo non trovato o già autorizzato');
    const code = await issueCode(this.db, this.deps.clock, { purpose: DEVICE_PURPOSE, subject: deviceToken, userId: user.id, channel: 'sms' });
    await this.deps.outbox.send({
      channel: 'sms',
      recipient: user.cellulare,
      body: `Il codice per autorizzare il nuovo dispositivo è ${code}. Valido 3 minuti.`,
      meta: { purpose: DEVICE_PURPOSE, code },
    });
    return ok(null, SESSION_TEXT.deviceSmsSent(maskMobile(user.cellulare)));
  }

  async verifyDevice(deviceToken: string, code: string): Promise<TEnvelope<null>> {
    const res = await consumeCode(this.db, this.deps.clock, { purpose: DEVICE_PURPOSE, subject: deviceToken, code });
    if (!res.ok || !res.userId) return fail(-1, SESSION_TEXT.deviceCodeWrong);
    await repo.authoriseDevice(this.db, res.userId, deviceToken, this.deps.clock.now());
    return ok(null, SESSION_TEXT.codeVerifiedText);
  }

  /** The client's settings document, stored as sent (the client owns its shape). */
  async saveClientSettings(userId: number, settings: Record<string, unknown>): Promise<TEnvelope<null>> {
    const now = this.deps.clock.now();
    const doc = { ...settings, LastUpdateTimeStamp: now.getTime() };
    await this.db
      .insert(clientSettings)
      .values({ userId, settings: doc, updatedAt: now })
      .onConflictDoUpdate({ target: clientSettings.userId, set: { settings: doc, updatedAt: now } });
    return ok(null);
  }

  async acceptTerms(userId: number): Promise<TEnvelope<null>> {
    const rows = await this.db.update(users).set({ termsAccepted: true }).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length === 1 ? ok(null, SESSION_TEXT.termsAccepted) : fail(-1, SESSION_TEXT.termsFailed);
  }

  /**
   * Sends the e-mail confirmation link. A logged-in player always gets it at their own address;
   * otherwise the answer is the same whether or not the address is known (no account probing).
   */
  async resendEmailConfirmation(email: string, userId: number | null): Promise<TEnvelope<null>> {
    const user = userId ? await repo.findUserById(this.db, userId) : (await repo.findUsersByEmail(this.db, email)).find((u) => !u.emailConfirmed);
    if (user && !(user.emailConfirmed && userId === null)) {
      const code = await issueCode(this.db, this.deps.clock, { purpose: EMAIL_PURPOSE, subject: user.email.toLowerCase(), userId: user.id, channel: 'email', ttlMs: 48 * 3600 * 1000 });
      const link = `${this.deps.config.PUBLIC_URL}/api/Account/SetEmailMobileVerified?email=${encodeURIComponent(user.email)}&code=${code}&source=email`;
      await this.deps.outbox.send({
        channel: 'email',
        recipient: user.email,
        subject: 'Conferma il tuo indirizzo email',
        body: `Ciao ${user.nome},\n\nper confermare il tuo indirizzo email apri questo collegamento:\n${link}\n\nIl collegamento è valido 48 ore.`,
        meta: { purpose: EMAIL_PURPOSE, code, link },
      });
    }
    return ok(null, SESSION_TEXT.emailSent);
  }

  async setEmailMobileVerified(email: string, code: string, source: 'email' | 'sms'): Promise<TEnvelope<null>> {
    const purpose = source === 'email' ? EMAIL_PURPOSE : 'mobile-confirm';
    const res = await consumeCode(this.db, this.deps.clock, { purpose, subject: email.trim().toLowerCase(), code });
    if (!res.ok || !res.userId) return fail(-1, 'Codice di conferma non valido o scaduto');
    const now = this.deps.clock.now();
    await this.db
      .update(users)
      .set(source === 'email' ? { emailConfirmed: true, lastEmailVerificationAt: now } : { mobileConfirmed: true, lastMobileVerificationAt: now })
      .where(eq(users.id, res.userId));
    return ok(null, source === 'email' ? 'Indirizzo email verificato con successo' : 'Cellulare verificato con successo');
  }
}
