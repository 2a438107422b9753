import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { LOGIN_CODES } from '@betsite/contract/session';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { loadConfig, MissingSettingError } from '../../config.ts';
import { passkeyChallenges, passkeys } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../demo/users.ts';
import { bearer, dbLabel, totpAt, useTestApp } from '../../test-support.ts';
import { findUserByUsername } from '../users/repository.ts';
import { SoftAuthenticator, type Lies } from './test-authenticator.ts';

const t = useTestApp();
const post = (url: string, payload: unknown, token?: string, ip = '10.38.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(token), remoteAddress: ip });

/** A site session opened directly (as the login would): players with device authorisation included. */
async function sessionOf(username: string): Promise<string> {
  const user = await findUserByUsername(t.deps.db, username);
  if (!user) throw new Error(username);
  const sessionId = await t.deps.sessions.create(user.id, { ip: '10.38.0.1' });
  return t.deps.sessions.sign({ userId: user.id, sessionId });
}
const passkeysOf = async (username: string) => {
  const user = await findUserByUsername(t.deps.db, username);
  return t.deps.db.select().from(passkeys).where(eq(passkeys.userId, user!.id));
};

/** Adds a passkey to `username` through the two calls; returns the authenticator holding it. */
async function enrol(username: string, { name = 'Telefono', auth = new SoftAuthenticator(), proof = { password: DEMO_PASSWORD } as object } = {}) {
  const token = await sessionOf(username);
  const opts = (await post(API.Account.AddPasskeyOptions, proof, token)).json();
  expect(opts.ResponseCode, opts.ResponseMessage).toBe(0);
  const added = (await post(API.Account.AddPasskey, { name, credential: auth.register(opts.ResponseData) }, token)).json();
  expect(added.ResponseCode, added.ResponseMessage).toBe(0);
  return { auth, token, passkey: added.ResponseData as { id: number; name: string } };
}
const loginOptions = async (username?: string) => (await post(API.Account.LoginPasskeyOptions, username ? { username } : {})).json().ResponseData;
const passkeyLogin = async (auth: SoftAuthenticator, lies: Lies = {}, options?: Record<string, unknown>, ip?: string) =>
  (await post(API.Account.LoginUserPasskey, { credential: auth.assert(options ?? (await loginOptions()), lies) }, undefined, ip)).json();

describe('passkeys: the relying party comes from the configuration', () => {
  it('derives it from PUBLIC_URL outside production, takes the settings when given', () => {
    expect(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv).webauthn).toEqual({ rpId: 'localhost', origins: ['http://localhost:8080'] });
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://www.betsite.it/' } as NodeJS.ProcessEnv).webauthn).toEqual({
      rpId: 'www.betsite.it',
      origins: ['https://www.betsite.it'],
    });
    const explicit = loadConfig({
      NODE_ENV: 'test',
      WEBAUTHN_RP_ID: 'betsite.it',
      WEBAUTHN_ORIGINS: 'https://www.betsite.it, https://m.betsite.it/',
    } as NodeJS.ProcessEnv);
    expect(explicit.webauthn).toEqual({ rpId: 'betsite.it', origins: ['https://www.betsite.it', 'https://m.betsite.it'] });
  });

  it('refuses to start in production without an https site to sign for, naming the settings', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      RECAPTCHA_SECRET: 's',
      PAYPAL_CLIENT_ID: 'i',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'w',
    };
    expect(() => loadConfig(prod as NodeJS.ProcessEnv)).toThrow(MissingSettingError);
    expect(() => loadConfig(prod as NodeJS.ProcessEnv)).toThrow(/WEBAUTHN_RP_ID: required in production/);
    expect(() => loadConfig({ ...prod, WEBAUTHN_RP_ID: 'betsite.it', WEBAUTHN_ORIGINS: 'http://betsite.it' } as NodeJS.ProcessEnv)).toThrow(/WEBAUTHN_ORIGINS/);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://www.betsite.it' } as NodeJS.ProcessEnv).webauthn.rpId).toBe('www.betsite.it');
  });
});

describe(`passkeys (${dbLabel()})`, () => {
  it('adds a passkey only with the password, or a two-factor code when two-factor is on', async () => {
    const token = await sessionOf('demouser1');
    const none = (await post(API.Account.AddPasskeyOptions, {}, token)).json();
    expect(none).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.proofNeededNoTwoFactor, ResponseData: null });
    const wrong = (await post(API.Account.AddPasskeyOptions, { password: 'Sbagliata99' }, token)).json();
    expect(wrong).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.proofWrong });
    // Without two-factor a code proves nothing.
    const codeOnly = (await post(API.Account.AddPasskeyOptions, { twofactor: '123456' }, token)).json();
    expect(codeOnly.ResponseMessage).toBe(PASSKEY_TEXT.proofNeededNoTwoFactor);
    // An attestation answering no challenge of the server's (options never asked for) adds nothing.
    const forged = new SoftAuthenticator().register({ challenge: 'aW52ZW50YXRv', user: { id: 'eA' } });
    const r = (await post(API.Account.AddPasskey, { name: 'Furbo', credential: forged }, token)).json();
    expect(r).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.challengeExpired });
    expect(await passkeysOf('demouser1')).toHaveLength(0);
    // Unauthenticated: 401.
    expect((await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD })).statusCode).toBe(401);

    // Two-factor on: a current code works, and once only (the TOTP step is spent).
    const tfa = await sessionOf('demo2fa01');
    const code = totpAt(t, DEMO_TOTP_SECRET);
    expect((await post(API.Account.AddPasskeyOptions, { twofactor: code }, tfa)).json().ResponseCode).toBe(0);
    expect((await post(API.Account.AddPasskeyOptions, { twofactor: code }, tfa)).json().ResponseMessage).toBe(PASSKEY_TEXT.proofWrong);
    expect((await post(API.Account.AddPasskeyOptions, {}, tfa)).json().ResponseMessage).toBe(PASSKEY_TEXT.proofNeeded);
  });

  it('counts wrong passwords toward the login lock: no side door for guessing the password', async () => {
    const token = await sessionOf('demovipnew1');
    // 8 failures lock the username (LOGIN_MAX_FAILURES_USER); each from a new address past the rate limit.
    for (let i = 0; i < 8; i++) await post(API.Account.AddPasskeyOptions, { password: `Sbagliata${i}` }, token, `10.38.1.${i}`);
    // Locked: even the right password is refused now, saying so, and the password login says so too.
    expect((await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, token, '10.38.2.1')).json().ResponseMessage).toBe(
      PROFILE_TEXT.checksLocked(15),
    );
    // The lock promises an unlock link by e-mail: it was sent, to this player.
    const unlockMails = (await t.deps.outbox.list(500)).filter((m) => (m.meta as { purpose?: string } | null)?.purpose === 'login-unlock');
    expect(unlockMails.map((m) => m.recipient)).toContain((await findUserByUsername(t.deps.db, 'demovipnew1'))!.email);
    expect((await post(API.Account.LoginUser2FA, { username: 'demovipnew1', password: DEMO_PASSWORD }, undefined, '10.38.2.2')).json().ResponseCode).toBe(
      LOGIN_CODES.TOO_MANY_ATTEMPTS,
    );
    // The lock ends (a new session: the old token's 15 minutes are over too).
    t.clock.advance(16 * 60_000);
    expect((await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, await sessionOf('demovipnew1'), '10.38.2.3')).json().ResponseCode).toBe(0);
  });

  it('refuses NUL bytes, control characters and overlong names with 400 and Italian messages, storing nothing', async () => {
    const token = await sessionOf('demouser1');
    const auth = new SoftAuthenticator();
    for (const [name, message] of [
      ['Tel\u0000efono', 'Il testo contiene caratteri non ammessi'],
      ['Tel\u0007efono', PASSKEY_TEXT.nameInvalid],
      ['\u202Eenofelet', PASSKEY_TEXT.nameInvalid],
      ['Tele\u200Bfono', PASSKEY_TEXT.nameInvalid],
      ['Tele\u2028fono', PASSKEY_TEXT.nameInvalid],
      ['x'.repeat(51), PASSKEY_TEXT.nameTooLong],
      ['   ', PASSKEY_TEXT.nameRequired],
    ]) {
      const opts = (await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, token)).json().ResponseData;
      const r = await post(API.Account.AddPasskey, { name, credential: auth.register(opts) }, token);
      expect(r.statusCode, name).toBe(400);
      expect(JSON.stringify(r.json().errors), name).toContain(message);
    }
    // A NUL in the credential itself is refused the same way.
    const nul = await post(API.Account.AddPasskey, { name: 'Ok', credential: { id: 'a\u0000', rawId: 'a', type: 'public-key', response: {} } }, token);
    expect(nul.statusCode).toBe(400);
    expect(await passkeysOf('demouser1')).toHaveLength(0);
  });

  it('lists, logs in with a discoverable passkey (the same session as LoginUser2FA, -6083) and removes it', async () => {
    const { auth, token, passkey } = await enrol('demouser1', { name: 'Telefono di Mario' });
    const list = (await t.app.inject({ url: API.Account.GetPasskeys, headers: bearer(token) })).json();
    expect(list.ResponseData).toEqual([{ id: passkey.id, name: 'Telefono di Mario', createdAt: expect.any(String), lastUsedAt: null }]);

    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    t.clock.advance(1000);
    const r = await passkeyLogin(auth, {}, options);
    // The session the passkey opened closed the one used to add it: one session per player.
    expect(r.ResponseCode).toBe(LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED);
    expect(r.ResponseMessage).toBe('Accesso effettuato, altre sessioni aperte sono state disconnesse.');
    expect(r.ResponseData.UserData).toMatchObject({ username: 'demouser1', saldo: 15000, oldSessionClosed: true });
    expect((await t.app.inject({ url: API.Account.GetPasskeys, headers: bearer(token) })).statusCode).toBe(401);
    const fresh = r.ResponseData.Token as string;
    const after = (await t.app.inject({ url: API.Account.GetPasskeys, headers: bearer(fresh) })).json().ResponseData;
    expect(after[0].lastUsedAt).toBe(t.clock.now().toISOString());
    // Its fields are the password login's.
    const pw = (await post(API.Account.LoginUser2FA, { username: 'demouser1', password: DEMO_PASSWORD })).json();
    expect(Object.keys(r.ResponseData.UserData).sort()).toEqual(Object.keys(pw.ResponseData.UserData).sort());
    expect(Object.keys(r.ResponseData).sort()).toEqual(Object.keys(pw.ResponseData).sort());

    const token2 = pw.ResponseData.Token as string;
    // Removing needs the owner's proof, as adding does: a session alone (a stolen one) cannot.
    expect((await post(API.Account.RemovePasskey, { id: passkey.id }, token2)).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PASSKEY_TEXT.proofNeededRemoveNoTwoFactor,
    });
    expect((await post(API.Account.RemovePasskey, { id: passkey.id, password: 'sbagliata1' }, token2)).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PASSKEY_TEXT.proofWrongRemove,
    });
    expect(await passkeysOf('demouser1')).toHaveLength(1);
    expect((await post(API.Account.RemovePasskey, { id: passkey.id, password: DEMO_PASSWORD }, token2)).json()).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: PASSKEY_TEXT.removed,
    });
    expect(await passkeysOf('demouser1')).toHaveLength(0);
    // A removed passkey no longer logs in, with a clear message.
    const refused = await passkeyLogin(auth);
    expect(refused).toMatchObject({ ResponseCode: LOGIN_CODES.WRONG_CREDENTIALS, ResponseMessage: PASSKEY_TEXT.loginUnknown });
    expect(refused.ResponseData.Token).toBeNull();
  });

  it('gives the account notices of the password login: -5305 inactive, -6443 no deposit limit', async () => {
    const inactive = await enrol('demoinactive1');
    await t.deps.sessions.revoke((await t.deps.sessions.authenticate(inactive.token, 'player'))!.sessionId, 'logout');
    const a = await passkeyLogin(inactive.auth);
    expect(a.ResponseCode).toBe(LOGIN_CODES.OK_INACTIVE);
    expect(a.ResponseData.Token).toBeTruthy();
    const limit = await enrol('demolimit1');
    await t.deps.sessions.revoke((await t.deps.sessions.authenticate(limit.token, 'player'))!.sessionId, 'logout');
    expect((await passkeyLogin(limit.auth)).ResponseCode).toBe(LOGIN_CODES.OK_DEPOSIT_LIMIT_REQUIRED);
  });

  it('stands for device authorisation and two-factor: no -3333, no code asked', async () => {
    const device = await enrol('demodevice1');
    expect((await post(API.Account.LoginUser2FA, { username: 'demodevice1', password: DEMO_PASSWORD })).json().ResponseCode).toBe(
      LOGIN_CODES.DEVICE_NOT_AUTHORISED,
    );
    const d = await passkeyLogin(device.auth);
    expect([0, LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED]).toContain(d.ResponseCode);
    expect(d.ResponseData.Token).toBeTruthy();
    const tfa = await enrol('demo2fa01', { proof: { password: DEMO_PASSWORD } });
    const f = await passkeyLogin(tfa.auth);
    expect([0, LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED]).toContain(f.ResponseCode);
    expect(f.ResponseData.UserData.twoFactor).toBe(true);
  });

  it("refuses another player's passkey: for a username's options, and in removing", async () => {
    const a = await enrol('demobets1');
    const b = await enrol('demobonus1');
    // Options asked for demobets1 are bound to it (on the server: they list no credentials);
    // demobonus1's assertion on them is refused.
    const forA = await loginOptions('demobets1');
    const r = await passkeyLogin(b.auth, {}, forA);
    expect(r).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.loginWrongPlayer });
    expect(r.ResponseData.Token).toBeNull();
    // An unknown username gets options no passkey can answer (and no hint that it is unknown).
    const ghost = await loginOptions('nessuno-qui');
    expect(ghost.challenge).toEqual(expect.any(String));
    expect((await passkeyLogin(a.auth, {}, ghost)).ResponseMessage).toBe(PASSKEY_TEXT.loginWrongPlayer);
    // demobets1 cannot remove demobonus1's passkey.
    const tokenA = await sessionOf('demobets1');
    expect((await post(API.Account.RemovePasskey, { id: b.passkey.id, password: DEMO_PASSWORD }, tokenA)).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PASSKEY_TEXT.notFound,
    });
    expect(await passkeysOf('demobonus1')).toHaveLength(1);
    // Nor add a passkey answering demobonus1's registration challenge.
    const tokenB = await sessionOf('demobonus1');
    const optsB = (await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, tokenB)).json().ResponseData;
    const stolen = (await post(API.Account.AddPasskey, { name: 'Rubata', credential: new SoftAuthenticator().register(optsB) }, tokenA)).json();
    expect(stolen).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.challengeExpired });
    expect(await passkeysOf('demobets1')).toHaveLength(1);
    // The same credential cannot be registered twice.
    const again = (await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, tokenA)).json().ResponseData;
    expect(again.excludeCredentials).toHaveLength(1);
  });

  it("answers a username's options alike whether it exists and has passkeys or not; its owner's passkey still logs in", async () => {
    const owner = await enrol('demogames1');
    // Each kind of username asked twice: nothing in the answer but the challenge may tell them apart.
    const kinds = ['demogames1', 'demosport1', 'nessuno-qui-2'];
    const answers = [];
    for (const username of [...kinds, ...kinds]) answers.push(await loginOptions(username));
    const withoutChallenge = answers.map(({ challenge, ...rest }) => {
      expect(challenge).toEqual(expect.any(String));
      return rest;
    });
    for (const a of withoutChallenge) expect(a).toEqual(withoutChallenge[0]);
    expect(withoutChallenge[0]).not.toHaveProperty('allowCredentials');
    expect(new Set(answers.map((a) => a.challenge)).size).toBe(answers.length);
    // The owner's discoverable passkey answers options asked with its username.
    const r = await passkeyLogin(owner.auth, {}, await loginOptions('demogames1'));
    expect([0, LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED]).toContain(r.ResponseCode);
    expect(r.ResponseData.UserData.username).toBe('demogames1');
  });

  it('refuses a replayed assertion, an expired challenge, a wrong origin or relying party, no user verification and a counter going back', async () => {
    const { auth } = await enrol('demovip1');
    const options = await loginOptions();
    const assertion = auth.assert(options);
    expect([0, LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED]).toContain((await post(API.Account.LoginUserPasskey, { credential: assertion })).json().ResponseCode);
    // The very same assertion again: its challenge is spent.
    const replay = (await post(API.Account.LoginUserPasskey, { credential: assertion })).json();
    expect(replay).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.challengeExpired });
    expect(replay.ResponseData.Token).toBeNull();

    // A challenge older than two minutes.
    const old = await loginOptions();
    t.clock.advance(121_000);
    expect((await passkeyLogin(auth, {}, old)).ResponseMessage).toBe(PASSKEY_TEXT.challengeExpired);

    // Another site's page (a phishing origin), another relying party, no user verification: refused, and each spends its challenge.
    for (const lies of [{ origin: 'https://betsite-login.example' }, { rpId: 'evil.example' }, { userVerified: false }, { type: 'webauthn.create' }]) {
      const opts = await loginOptions();
      const r = await passkeyLogin(auth, lies, opts, '10.38.9.9');
      expect(r, JSON.stringify(lies)).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.verifyFailed });
      expect((await passkeyLogin(auth, {}, opts)).ResponseMessage).toBe(PASSKEY_TEXT.challengeExpired);
    }
    // A signature counter that does not move on (a cloned authenticator).
    const last = auth.credentials[0]!.counter;
    expect((await passkeyLogin(auth, { counter: 1 })).ResponseMessage).toBe(PASSKEY_TEXT.verifyFailed);
    expect(last).toBeGreaterThan(1);
    expect([0, LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED]).toContain((await passkeyLogin(auth, { counter: last + 5 })).ResponseCode);

    // Registration is held to the same origin.
    const token = await sessionOf('demovip1');
    const opts = (await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, token)).json().ResponseData;
    const phished = (await post(API.Account.AddPasskey, { name: 'Altro', credential: auth.register(opts, { origin: 'https://evil.example' }) }, token)).json();
    expect(phished).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.verifyFailed });
    expect(await passkeysOf('demovip1')).toHaveLength(1);
    // Spent and expired challenges do not pile up.
    t.clock.advance(10 * 60_000);
    await loginOptions();
    expect((await t.deps.db.select().from(passkeyChallenges)).length).toBe(1);
  });

  it("answers the Sicurezza section's closing code (ConsentiSoloPrelievo, -4002) to adding and removing, as their definitions declare", async () => {
    const { token, passkey } = await enrol('demopasskey1');
    await t.deps.site.setModule('ConsentiSoloPrelievo', true);
    try {
      const closed = { ResponseCode: -4002, ResponseMessage: PROFILE_TEXT.withdrawalOnly, ResponseData: null };
      expect((await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, token, '10.38.9.1')).json()).toEqual(closed);
      expect((await post(API.Account.RemovePasskey, { id: passkey.id, password: DEMO_PASSWORD }, token, '10.38.9.1')).json()).toEqual(closed);
    } finally {
      await t.deps.site.setModule('ConsentiSoloPrelievo', false);
    }
    expect(await passkeysOf('demopasskey1')).toHaveLength(1);
    const removed = (await post(API.Account.RemovePasskey, { id: passkey.id, password: DEMO_PASSWORD }, token, '10.38.9.1')).json();
    expect(removed.ResponseCode, removed.ResponseMessage).toBe(0);
  });

  it('answers forged credentials with 400 or a refusal, never a 500', async () => {
    const options = await loginOptions();
    const auth = new SoftAuthenticator();
    const bodies = [
      { credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: '', signature: '' } } },
      { credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm9uLWpzb24', authenticatorData: 'AA', signature: 'AA' } } },
      { credential: { id: 'x'.repeat(2000), rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } } },
      { credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'not base64!', authenticatorData: 'AA', signature: 'AA' } } },
      {},
    ];
    for (const b of bodies) {
      const r = await post(API.Account.LoginUserPasskey, b, undefined, '10.38.7.7');
      expect(r.statusCode, JSON.stringify(b).slice(0, 80)).toBeLessThan(500);
      if (r.statusCode === 200) expect(r.json().ResponseData.Token).toBeNull();
    }
    auth.register({ challenge: 'AA', user: { id: 'eA' } });
    const unknown = await passkeyLogin(auth, {}, options, '10.38.7.7');
    expect(unknown).toMatchObject({ ResponseCode: -1, ResponseMessage: PASSKEY_TEXT.loginUnknown });
  });
});

describe(`passkeys end with the password they were added under (${dbLabel()})`, () => {
  const mailsTo = async (recipient: string) => (await t.deps.outbox.list(500)).filter((m) => m.recipient === recipient);

  it('an added passkey is told to the account by e-mail; a password change removes them all, says so, and they log in no more', async () => {
    const { auth, token } = await enrol('demosport2', { name: 'Portatile' });
    const [user] = [await findUserByUsername(t.deps.db, 'demosport2')];
    expect((await mailsTo(user!.email)).map((m) => m.subject)).toContain('Nuova passkey sul tuo conto');
    expect((await mailsTo(user!.email)).find((m) => m.subject === 'Nuova passkey sul tuo conto')!.body).toContain('«Portatile»');
    await enrol('demosport2', { name: 'Telefono' });
    const fresh = await sessionOf('demosport2');
    const changed = await post(
      API.Account.EL_ChangePassword,
      { oldPassword: DEMO_PASSWORD, newPassword: 'NuovaPass9', newPasswordConfirm: 'NuovaPass9', cookieId: 'x' },
      fresh,
    );
    expect(changed.json().ResponseCode).toBe(0);
    expect(await passkeysOf('demosport2')).toHaveLength(0);
    const removed = (await mailsTo(user!.email)).find((m) => m.subject === 'Passkey rimosse dal tuo conto');
    expect(removed!.body).toContain('le 2 passkey');
    expect(await passkeyLogin(auth)).toMatchObject({ ResponseCode: LOGIN_CODES.WRONG_CREDENTIALS, ResponseMessage: PASSKEY_TEXT.loginUnknown });
    expect(token).toBeTruthy();
    // Back to the demo password (no passkey left to remove, no mail).
    const back = await post(
      API.Account.EL_ChangePassword,
      { oldPassword: 'NuovaPass9', newPassword: DEMO_PASSWORD, newPasswordConfirm: DEMO_PASSWORD, cookieId: 'x' },
      fresh,
    );
    expect(back.json().ResponseCode).toBe(0);
    expect((await mailsTo(user!.email)).filter((m) => m.subject === 'Passkey rimosse dal tuo conto')).toHaveLength(1);
  });

  it('a password recovered by e-mail removes them too, and its mail says so', async () => {
    const { auth } = await enrol('demorecovery1', { name: 'Tablet' });
    const headers = { cookie: `betsite_recovery=${'p'.repeat(43)}` };
    const email = 'demorecovery1@betsite.example';
    await t.app.inject({ url: `/api/Account/GetDomande?email=${encodeURIComponent(email)}`, headers, remoteAddress: '10.38.9.1' });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Account/RecuperoPass',
      headers,
      remoteAddress: '10.38.9.1',
      payload: { email, security: [{ id: 4, answer: 'gatto' }] },
    });
    expect(r.json().ResponseCode).toBe(0);
    expect(await passkeysOf('demorecovery1')).toHaveLength(0);
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Recupero password');
    expect(mail!.body).toContain('Per sicurezza abbiamo rimosso la passkey del conto');
    expect(await passkeyLogin(auth)).toMatchObject({ ResponseCode: LOGIN_CODES.WRONG_CREDENTIALS });
  });

  it('two additions at once cannot pass the limit of 10', async () => {
    for (let i = 0; i < 9; i++) await enrol('demoreality1', { name: `Chiave ${i}` });
    const token = await sessionOf('demoreality1');
    const opts = await Promise.all([0, 1].map(async () => (await post(API.Account.AddPasskeyOptions, { password: DEMO_PASSWORD }, token)).json().ResponseData));
    const answers = await Promise.all(
      opts.map(async (o, i) => (await post(API.Account.AddPasskey, { name: `Ultima ${i}`, credential: new SoftAuthenticator().register(o) }, token)).json()),
    );
    expect(answers.map((a) => a.ResponseCode).sort()).toEqual([-1, 0]);
    expect(answers.find((a) => a.ResponseCode === -1)!.ResponseMessage).toBe(PASSKEY_TEXT.tooMany(10));
    expect(await passkeysOf('demoreality1')).toHaveLength(10);
  });
});
