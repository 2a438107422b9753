import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../demo/users.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { LOGIN_CODES } from '@betsite/contract/session';
import { betSessions, users } from '../../db/schema/index.ts';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import { createPlayer, PASSWORD } from '../payments/withdrawals/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_USER: 5 });
});
afterAll(async () => t?.close());

const login = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: body, remoteAddress: ip });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Tests share the file's app: a player an earlier test logged in still has an open site session. */
async function hasOpenSession(username: string): Promise<boolean> {
  const open = await t.deps.db
    .select({ id: betSessions.id })
    .from(betSessions)
    .innerJoin(users, eq(users.id, betSessions.userId))
    .where(and(eq(users.username, username), isNull(betSessions.revokedAt), eq(betSessions.scope, 'player')));
  return open.length > 0;
}
/** A login that opens a session: 0, or exactly -6083 when it closed one an earlier test left open. */
async function loginOk(username: string) {
  const expected = (await hasOpenSession(username)) ? LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED : 0;
  const r = await login({ username, password: DEMO_PASSWORD });
  const body = r.json();
  expect(body.ResponseCode).toBe(expected);
  return body.ResponseData as { Token: string; UserData: { betsession: string; saldo: number; prelevabile: number; lastLogin: string | null } };
}
const outboxFor = async (recipient: string) => (await t.deps.outbox.list(50)).filter((m) => m.recipient === recipient);

describe(`session calls (${dbLabel()})`, () => {
  it('logs in demouser1 with the ledger balance and legacy field names', async () => {
    const d = await loginOk('demouser1');
    expect(d.Token.split('.')).toHaveLength(3);
    expect(d.UserData).toMatchObject({
      username: 'demouser1',
      saldo: 15000,
      prelevabile: 10000,
      BonusCouponsValue: 5000,
      statoConto: 2,
      TermsAccepted: true,
      playerConfirmed: true,
    });
    const bal = await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(d.Token) });
    expect(bal.json()).toEqual({ ErrorCode: 0, saldo: 15000, prelevabile: 10000, debito: 0, contestato: 0 });
  });

  it('refuses bad input with 400 and Italian messages', async () => {
    const r = await login({ username: '', password: '' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual(expect.arrayContaining([{ field: 'username', message: 'Il campo è richiesto' }]));
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().ResponseMessage).toMatch(/Dati non validi/);
  });

  it('answers a wrong password with -1 and never a token', async () => {
    const r = (await login({ username: 'demouser1', password: 'sbagliata1' }, '10.0.0.9')).json();
    expect(r.ResponseCode).toBe(-1);
    expect(r.ResponseMessage).toBe('Username o password non corretti');
    expect(r.ResponseData.Token).toBeNull();
  });

  it('locks a username after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) await login({ username: 'demolimit1', password: 'wrong-pass' }, `10.1.0.${i}`);
    const r = (await login({ username: 'demolimit1', password: DEMO_PASSWORD }, '10.1.1.1')).json();
    expect(r.ResponseCode).toBe(-429);
    expect(r.ResponseMessage).toMatch(/Troppi tentativi/);
    t.clock.advance(16 * 60 * 1000);
    expect((await login({ username: 'demolimit1', password: DEMO_PASSWORD }, '10.1.1.1')).json().ResponseCode).toBe(-6443);
  });

  it('a burst of logins for one username from many addresses: exactly the maximum of passwords are checked, the right one after them is refused', async () => {
    const p = await createPlayer(t);
    // 12 wrong passwords all in flight together, each from its own address (under every per-address
    // limit). The lock is counted before each password is checked. (The right password is not in the
    // burst: which request reaches the count first is up to the pool, and a right password among the
    // first five would rightly be let in.)
    const bodies = Array.from({ length: 12 }, (_, i) => ({ username: p.username, password: `Sbagliata${i}` }));
    const answers = (await Promise.all(bodies.map((body, i) => login(body, `10.3.${i}.1`)))).map((r) => r.json());
    // Five passwords checked (all wrong), every other answer the username's lock.
    expect(answers.filter((a) => a.ResponseCode === -1)).toHaveLength(5);
    const locked = answers.filter((a) => a.ResponseCode === -429);
    expect(locked).toHaveLength(7);
    expect(locked.every((a) => a.ResponseMessage === SESSION_TEXT.usernameLocked(15) && a.ResponseData.RetryAfter > 14 * 60)).toBe(true);
    expect(answers.some((a) => a.ResponseData?.Token)).toBe(false);
    // The attempt that started the lock mailed the unlock link, once.
    const unlock = (await outboxFor(p.email)).filter((m) => (m.meta as { purpose?: string } | null)?.purpose === 'login-unlock');
    expect(unlock).toHaveLength(1);
    // The right password after the burst, from a fresh address, is refused with the username's lock.
    const right = (await login({ username: p.username, password: PASSWORD }, '10.3.100.1')).json();
    expect(right.ResponseCode).toBe(-429);
    expect(right.ResponseMessage).toBe(SESSION_TEXT.usernameLocked(15));
    expect(right.ResponseData?.Token ?? null).toBeNull();
  });

  it("wrong unlock codes from someone who knows only the username never wear out the owner's link", async () => {
    const p = await createPlayer(t);
    for (let i = 0; i < 5; i++) await login({ username: p.username, password: `Sbagliata${i}` }, `10.5.0.${i}`);
    expect((await login({ username: p.username, password: PASSWORD }, '10.5.1.1')).json().ResponseCode).toBe(-429);
    const mail = (await outboxFor(p.email)).find((m) => (m.meta as { purpose?: string } | null)?.purpose === 'login-unlock')!;
    const link = new URL(/(https?:\/\/\S+\/api\/Account\/UnlockLogin\?\S+)/.exec(mail.body)![1]!);
    expect(link.searchParams.get('username')).toBe(p.username);
    const unlock = (code: string, ip: string, accept?: string) =>
      t.app.inject({
        url: `/api/Account/UnlockLogin?username=${encodeURIComponent(p.username)}&code=${encodeURIComponent(code)}`,
        remoteAddress: ip,
        headers: accept ? { accept } : {},
      });
    // A stranger tries wrong codes, each from its own address, more than any number of tries a code could allow.
    const guesses = ['000000', '123456', '999999', '111111', '654321', '222222'];
    for (const [i, code] of guesses.entries()) {
      const r = await unlock(code, `10.5.2.${i}`);
      expect(r.statusCode, code).toBe(200);
      expect(r.json(), code).toMatchObject({ ResponseCode: -1, ResponseMessage: SESSION_TEXT.unlockFailed });
    }
    expect((await login({ username: p.username, password: PASSWORD }, '10.5.1.2')).json().ResponseCode).toBe(-429);
    // The owner's link still works (a browser lands on the login page), once.
    const opened = await unlock(link.searchParams.get('code')!, '10.5.3.1', 'text/html');
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/account/login?sblocco=ok');
    expect((await login({ username: p.username, password: PASSWORD }, '10.5.1.3')).json().ResponseData.Token).toBeTruthy();
    const again = await unlock(link.searchParams.get('code')!, '10.5.3.2', 'text/html');
    expect(again.headers.location).toBe('/account/login?sblocco=errore');
    // Its code is a long random token (192 bits), not a number one could guess; a code of any other
    // shape is the link's own refusal, not a validation error.
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    for (const code of ['A'.repeat(32), 'x']) expect((await unlock(code, '10.5.3.3')).json()).toMatchObject({ ResponseCode: -1 });
  });

  it('a right password that asks for the next step does not count as a failure; the address lock has its own text', async () => {
    // -3334 six times in a row (past LOGIN_MAX_FAILURES_USER) never locks the username.
    for (let i = 0; i < 6; i++) expect((await login({ username: 'demo2fa01', password: DEMO_PASSWORD }, '10.4.0.1')).json().ResponseCode).toBe(-3334);
    // An address past LOGIN_MAX_FAILURES_IP (40) gets the address's text, not the username's.
    for (let i = 0; i < 40; i++) expect((await login({ username: `nessuno${i}`, password: 'Sbagliata1' }, '10.4.0.2')).json().ResponseCode).toBe(-1);
    const r = (await login({ username: 'nessuno99', password: 'Sbagliata1' }, '10.4.0.2')).json();
    expect(r.ResponseCode).toBe(-429);
    expect(r.ResponseMessage).toBe(SESSION_TEXT.tooManyAttempts(15));
    expect(r.ResponseData.RetryAfter).toBeGreaterThan(14 * 60);
  });

  it('returns -6443 for a missing deposit limit and -5305 for an inactive account, logged in', async () => {
    const inactive = (await login({ username: 'demoinactive1', password: DEMO_PASSWORD })).json();
    expect(inactive.ResponseCode).toBe(-5305);
    expect(inactive.ResponseData.Token).toBeTruthy();
  });

  it('closes other sessions on a new login (-6083) and revokes the old token', async () => {
    const first = await loginOk('demostatus1');
    const second = (await login({ username: 'demostatus1', password: DEMO_PASSWORD })).json();
    expect(second.ResponseCode).toBe(-6083);
    expect(second.ResponseMessage).toBe('Accesso effettuato, altre sessioni aperte sono state disconnesse.');
    expect(second.ResponseData.UserData.oldSessionClosed).toBe(true);
    const old = await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(first.Token) });
    expect(old.statusCode).toBe(401);
  });

  it('requires two-factor (-3334), rejects a wrong code (-3335), accepts a computed code once, and -5028 after 3 failures', async () => {
    expect((await login({ username: 'demo2fa01', password: DEMO_PASSWORD })).json().ResponseCode).toBe(-3334);
    expect((await login({ username: 'demo2fa01', password: DEMO_PASSWORD, twofactorCode: '000000' })).json().ResponseCode).toBe(-3335);
    const code = authenticator.clone({ epoch: t.clock.now().getTime() }).generate(DEMO_TOTP_SECRET);
    const okRes = (await login({ username: 'demo2fa01', password: DEMO_PASSWORD, twofactorCode: code })).json();
    expect(okRes.ResponseCode).toBe(0);
    const replay = (await login({ username: 'demo2fa01', password: DEMO_PASSWORD, twofactorCode: code })).json();
    expect(replay.ResponseCode).toBe(-3335);
    expect((await login({ username: 'demo2fa01', password: DEMO_PASSWORD, twofactorCode: '111111' })).json().ResponseCode).toBe(-3335);
    const third = (await login({ username: 'demo2fa01', password: DEMO_PASSWORD, twofactorCode: '222222' })).json();
    expect(third.ResponseCode).toBe(-5028);
  });

  it('authorises a new device with the e-mailed code (-3333), or by SMS', async () => {
    const r = (await login({ username: 'demodevice1', password: DEMO_PASSWORD })).json();
    expect(r.ResponseCode).toBe(-3333);
    expect(r.ResponseData.Token).toBeNull();
    const device = r.ResponseData.DeviceToken as string;
    const mail = (await outboxFor('demodevice1@betsite.example'))[0]!;
    const code = /codice per autorizzarlo è: (\d{6})/.exec(mail.body)![1]!;

    const wrong = await t.app.inject({ url: `/api/Account/verifyAuthDeviceSMS?player_device=${device}&code=000000` });
    expect(wrong.json().ResponseCode).toBe(-1);
    const sms = (await t.app.inject({ url: `/api/Account/sendAuthDeviceSMS?player_device=${device}` })).json();
    expect(sms.ResponseCode).toBe(0);
    // The SMS code replaces the e-mail one.
    const smsCode = /è (\d{6})/.exec((await outboxFor('+393331234503'))[0]!.body)![1]!;
    expect((await t.app.inject({ url: `/api/Account/verifyAuthDeviceSMS?player_device=${device}&code=${code}` })).json().ResponseCode).toBe(-1);
    const ok = (await t.app.inject({ url: `/api/Account/verifyAuthDeviceSMS?player_device=${device}&code=${smsCode}` })).json();
    expect(ok).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Hai autorizzato il dispositivo. Effettua nuovamente la login' });
    const again = (await login({ username: 'demodevice1', password: DEMO_PASSWORD, token: device })).json();
    expect(again.ResponseCode).toBe(0);
    // A used code does not work twice.
    expect((await t.app.inject({ url: `/api/Account/verifyAuthDeviceSMS?player_device=${device}&code=${smsCode}` })).json().ResponseCode).toBe(-1);
  });

  it('expires device codes after 3 minutes', async () => {
    const r = (await login({ username: 'demodevice1', password: DEMO_PASSWORD, token: 'another-device' })).json();
    expect(r.ResponseCode).toBe(-3333);
    const code = /: (\d{6})/.exec((await outboxFor('demodevice1@betsite.example'))[0]!.body)![1]!;
    t.clock.advance(3 * 60 * 1000 + 1000);
    expect((await t.app.inject({ url: `/api/Account/verifyAuthDeviceSMS?player_device=another-device&code=${code}` })).json().ResponseCode).toBe(-1);
  });

  it('CheckAuth restores a live session and refuses a revoked one', async () => {
    const d = await loginOk('demouser1');
    const c = (await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(d.Token) })).json();
    expect(c).toMatchObject({ Success: true, Message: '1000000001' });
    expect(c.UserData.username).toBe('demouser1');
    const viaQuery = (await t.app.inject({ url: `/api/Account/CheckAuth?token=${d.Token}` })).json();
    expect(viaQuery.Success).toBe(true);
    // A token that came in a URL is replaced by the answer's Token.
    expect((await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(d.Token) })).json().Success).toBe(false);
    await t.app.inject({ url: `/api/Account/LogoutUser?betsession=${d.UserData.betsession}`, headers: bearer(viaQuery.Token) });
    expect((await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(viaQuery.Token) })).json().Success).toBe(false);
  });

  it("lastLogin is the login before this session's, at login and on every CheckAuth after it", async () => {
    await loginOk('demobets1');
    const first = t.clock.now().toISOString();
    t.clock.advance(60 * 60_000);
    const d = await loginOk('demobets1');
    expect(d.UserData.lastLogin).toBe(first);
    t.clock.advance(5 * 60_000);
    const c = (await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(d.Token) })).json();
    expect(c.UserData.lastLogin).toBe(first);
  });

  it('RefreshToken renews a live session; after logout every call answers 401', async () => {
    const d = await loginOk('demouser1');
    const r = (await t.app.inject({ url: `/api/Account/RefreshToken?betsession=${d.UserData.betsession}`, headers: bearer(d.Token) })).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData.Token).toBeTruthy();
    const other = await t.app.inject({ url: '/api/Account/RefreshToken?betsession=someone-else', headers: bearer(d.Token) });
    expect(other.statusCode).toBe(401);
    await t.app.inject({ url: `/api/Account/LogoutUser?betsession=${d.UserData.betsession}`, headers: bearer(r.ResponseData.Token) });
    for (const url of [`/api/Account/RefreshToken?betsession=${d.UserData.betsession}`, '/api/Account/EL_RefreshBalance']) {
      const res = await t.app.inject({ url, headers: bearer(r.ResponseData.Token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().ResponseMessage).toMatch(/Sessione non valida/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/AcceptTerms', headers: bearer(d.Token), payload: {} })).statusCode).toBe(401);
  });

  it('revokes a session idle for longer than the idle window', async () => {
    const d = await loginOk('demouser1');
    t.clock.advance((t.deps.config.sessionIdleSeconds + 5) * 1000);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(d.Token) })).statusCode).toBe(401);
  });

  it('answers repeated calls from memory, still writes last-seen when due and still refuses an idle session', async () => {
    const d = await loginOk('demouser1');
    const refresh = () => t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(d.Token) });
    const row = async () => (await t.deps.db.select().from(betSessions).where(eq(betSessions.id, d.UserData.betsession)))[0]!;
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(200);
    const before = (await row()).lastSeenAt.getTime();
    t.clock.advance(31_000);
    expect((await refresh()).statusCode).toBe(200);
    expect((await row()).lastSeenAt.getTime()).toBe(before + 31_000);
    t.clock.advance((t.deps.config.sessionIdleSeconds + 5) * 1000);
    expect((await refresh()).statusCode).toBe(401);
  });

  it('rejects a forged or expired token', async () => {
    const d = await loginOk('demouser1');
    const [h, p] = d.Token.split('.');
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(`${h}.${p}.forged`) })).statusCode).toBe(401);
    t.clock.advance((t.deps.config.JWT_TTL_SECONDS + 1) * 1000);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(d.Token) })).statusCode).toBe(401);
  });

  it('AcceptTerms and ResendEmailConfirmation with the specification texts; the mailed link confirms the e-mail', async () => {
    const d = (await login({ username: 'demostatus1', password: DEMO_PASSWORD }, '10.3.0.1')).json().ResponseData;
    expect(d.UserData.TermsAccepted).toBe(false);
    const a = (await t.app.inject({ method: 'POST', url: '/api/Account/AcceptTerms', headers: bearer(d.Token), payload: {} })).json();
    expect(a).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Termini accettati correttamente' });
    const r = (await t.app.inject({ url: '/api/Account/ResendEmailConfirmation?email=demostatus1@betsite.example', headers: bearer(d.Token) })).json();
    expect(r).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Email inviata con successo. Controlla la posta!' });
    const mail = (await outboxFor('demostatus1@betsite.example'))[0]!;
    const link = /(\/api\/Account\/SetEmailMobileVerified\?\S+)/.exec(mail.body)![1]!;
    expect((await t.app.inject({ url: link })).json().ResponseCode).toBe(0);
    expect((await t.app.inject({ url: link })).json().ResponseCode).toBe(-1);
    const c = (await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(d.Token) })).json();
    expect(c.UserData).toMatchObject({ TermsAccepted: true, playerConfirmed: true });
    const bad = await t.app.inject({ url: '/api/Account/ResendEmailConfirmation?email=not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseMessage).toBe('Inserire una mail valida');
  });

  it('exposes site modules and never answers 500 on junk', async () => {
    const m = (await t.app.inject({ url: '/api/Environment/GetSiteModule?siteModule=Deposit' })).json();
    expect(m).toEqual({ ResponseCode: 0, ResponseMessage: null, ResponseData: true });
    for (const url of ['/api/Account/LogoutUser', '/api/Account/verifyAuthDeviceSMS?player_device=x', '/api/Account/CheckAuth?token=%00%01', '/api/nope']) {
      const r = await t.app.inject({ url });
      expect(r.statusCode).toBeLessThan(500);
    }
  });
});

describe(`client settings (${dbLabel()})`, () => {
  it('saves the settings document and returns it at the next login; refuses junk and strangers', async () => {
    const d = await loginOk('demouser1');
    const body = { ClientSettings: { LastDepositValues: { Id: 3, Name: 'Ricarica_Paypal', Amount: 50 }, Cart: { CartDefaultAmount: 2 } } };
    const r = await t.app.inject({ method: 'POST', url: '/api/Account/SaveClientSettings', headers: bearer(d.Token), payload: body });
    expect(r.json().ResponseCode).toBe(0);
    const again = await loginOk('demouser1');
    const c = (await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(again.Token) })).json();
    expect(c.ClientSettings).toMatchObject(body.ClientSettings);
    expect(typeof c.ClientSettings.LastUpdateTimeStamp).toBe('number');
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/SaveClientSettings', payload: body })).statusCode).toBe(401);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveClientSettings',
      headers: bearer(again.Token),
      payload: { ClientSettings: { x: 'a'.repeat(600_000) } },
    });
    expect(big.statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveClientSettings',
      headers: bearer(again.Token),
      payload: { ClientSettings: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
