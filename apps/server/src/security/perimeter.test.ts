/**
 * The perimeter findings of issue 10, each tried as an attacker would (one `describe` per finding;
 * the codes/lockout findings 3 and 5 are in codes.test.ts, the fuzz test of finding 7 in fuzz.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { gamesSandboxEnabled, sportsSandboxEnabled, loadConfig, MissingSettingError } from '../config.ts';
import { preRegistrations, users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../demo/users.ts';
import { recaptchaBotCheck } from '../platform/bot-check.ts';
import { UNTRUSTED_FORWARDING_WARNING, redactUrl } from '../platform/http-hardening.ts';
import { operatorToken, createTestApp, dbLabel, type TestApp } from '../test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_IP: 6 });
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function loginAs(username: string, ip = '10.20.0.1') {
  const r = await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username, password: DEMO_PASSWORD }, remoteAddress: ip });
  const d = r.json().ResponseData as { Token: string; UserData: { betsession: string } };
  expect(d.Token).toBeTruthy();
  return { token: d.Token, betsession: d.UserData.betsession };
}

/** A back-office session of demooperator (password + TOTP, see modules/backoffice for the login itself). */
async function operatorAs(ip: string) {
  const token = await operatorToken(t, 'demooperator', ip);
  const { decodeJwt } = await import('jose');
  return { token, betsession: String(decodeJwt(token).sid) };
}

describe(`1 · production profile (${dbLabel()})`, () => {
  // The site's https address: passkeys' relying party comes from it (config.ts webauthnParty).
  const prod = (extra: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.betsite.example', ...extra } as NodeJS.ProcessEnv);

  const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };

  it('refuses to start in production without a JWT secret, a bot-check secret or a real payment provider, naming each setting', () => {
    expect(() => prod()).toThrow(MissingSettingError);
    try {
      prod();
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toMatch(/JWT_SECRET/);
      expect(msg).toMatch(/RECAPTCHA_SECRET/);
      expect(msg).toMatch(/PAYPAL_CLIENT_ID: required in production, no real payment provider is configured/);
      expect(msg).toMatch(/PAYPAL_CLIENT_SECRET/);
      expect(msg).toMatch(/PAYPAL_WEBHOOK_ID/);
    }
    // The sandboxes no longer stand in for a provider in production.
    expect(() => prod({ JWT_SECRET: 'x'.repeat(40), RECAPTCHA_SECRET: 's', SANDBOX_PAYMENTS: 'true' })).toThrow(/PAYPAL_CLIENT_ID/);
    // Half a PayPal configuration names what is missing, and only that.
    const half = () => prod({ JWT_SECRET: 'x'.repeat(40), RECAPTCHA_SECRET: 's', PAYPAL_CLIENT_ID: 'id' });
    expect(half).toThrow(/PAYPAL_CLIENT_SECRET: required in production, PayPal is half configured/);
    expect(half).not.toThrow(/PAYPAL_CLIENT_ID/);
    expect(() => prod({ JWT_SECRET: 'x'.repeat(40), RECAPTCHA_SECRET: 's', ...paypal, FAULT_POINTS: 'payout.before-call:1' })).toThrow(/FAULT_POINTS/);
  });

  it('turns sandbox, demo seed, outbox and OpenAPI UI off in production unless each is switched on; the payment sandboxes stay off whatever is set', () => {
    const c = prod({ JWT_SECRET: 'x'.repeat(40), RECAPTCHA_SECRET: 's', ...paypal, SANDBOX_PAYMENTS: 'true', GAMES_SANDBOX: 'true' });
    expect(c).toMatchObject({
      SEED: false,
      DEV_OUTBOX: false,
      API_DOCS: false,
      SANDBOX_BOT_CHECK: false,
      RECAPTCHA_FAIL_OPEN: false,
      TRUST_PROXY: false,
      SANDBOX_PAYMENTS: false,
    });
    expect(gamesSandboxEnabled(c)).toBe(false);
    expect(sportsSandboxEnabled(c)).toBe(false);
    expect(sportsSandboxEnabled({ ...c, SPORTS_SANDBOX: 'true' })).toBe(false);
    expect(sportsSandboxEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(prod({ JWT_SECRET: 'x'.repeat(40), RECAPTCHA_SECRET: 's', ...paypal, API_DOCS: 'true', SEED: 'true' })).toMatchObject({
      API_DOCS: true,
      SEED: true,
    });
    // Development (npm start, the e2e suite) keeps every convenience on.
    expect(loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toMatchObject({
      SEED: true,
      DEV_OUTBOX: true,
      API_DOCS: true,
      SANDBOX_PAYMENTS: true,
      SANDBOX_BOT_CHECK: true,
    });
  });

  it('with the switches off: no sandbox pages or credits, no outbox, no API docs, and the bot check refuses', async () => {
    const app = (
      await buildApp({
        config: { ...t.deps.config, SANDBOX_PAYMENTS: false, DEV_OUTBOX: false, API_DOCS: false, SANDBOX_BOT_CHECK: false },
        database: t.database,
        clock: t.clock,
        transport: null,
        logger: false,
      })
    ).app;
    await app.ready();
    try {
      for (const url of [
        '/sandbox/paypal/pay/PAYID-1',
        '/sandbox/paas/deposit?token=x',
        '/sandbox/paas/withdraw?token=x',
        '/dev/outbox',
        '/dev/chat',
        '/api/dev/outbox',
        '/api/docs',
        '/api/docs/json',
      ]) {
        expect((await app.inject({ url })).statusCode, url).toBe(404);
      }
      const [demo] = await t.deps.db.select().from(users).where(eq(users.username, 'demouser1'));
      const token = await t.deps.sessions.sign({ userId: demo!.id, sessionId: await t.deps.sessions.create(demo!.id, {}) });
      const scratch = (
        await app.inject({
          method: 'POST',
          url: '/api/Account/Ricarica',
          headers: bearer(token),
          payload: { type: 'Ricarica_Scratch', importo: 10000, code: '1234567890123456', metodo: 'Deposit' },
        })
      ).json();
      expect(scratch.ResponseCode).not.toBe(0);
      const paas = (await app.inject({ method: 'POST', url: '/api/Account/DepositWithPaas', headers: bearer(token), payload: {} })).json();
      expect(paas.ResponseCode).not.toBe(0);
      const paasOut = (await app.inject({ method: 'POST', url: '/api/Account/WithdrawWithPaas', headers: bearer(token), payload: {} })).json();
      expect(paasOut).toMatchObject({ ResponseCode: -7, ResponseMessage: 'Metodo di prelievo non disponibile', ResponseData: null });
      expect((await app.inject({ url: '/api/payment/paypal?token=EC-123' })).statusCode).toBeLessThan(500);
      const check = (await app.inject({ url: '/api/Account/CheckUsername?username=qualcuno99&recaptcha=anything' })).json();
      expect(check.ResponseCode).not.toBe(0);
    } finally {
      await app.close();
    }
  });

  it('an unreachable reCAPTCHA fails closed unless configured to fail open', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('network down')));
    try {
      expect(await recaptchaBotCheck('secret').verify('token', 'login', '1.2.3.4')).toBe(false);
      expect(await recaptchaBotCheck('secret', { failOpen: true }).verify('token', 'login', '1.2.3.4')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe(`2 · client address and shared rate limits (${dbLabel()})`, () => {
  it('ignores X-Forwarded-For from an untrusted peer: a rotating header does not walk past the address lock', async () => {
    let last: { ResponseCode: number } | null = null;
    for (let i = 0; i < 8; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/Account/LoginUser2FA',
        payload: { username: `nessuno${i}`, password: 'sbagliata' },
        remoteAddress: '10.66.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      last = r.json();
    }
    expect(last!.ResponseCode).toBe(-429);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(40), TRUST_PROXY: '10.0.0.254' } as NodeJS.ProcessEnv);
    const app = (await buildApp({ config, database: t.database, clock: t.clock, transport: null, logger: false })).app;
    app.get('/api/whoami', async (req) => ({ ip: req.ip }));
    await app.ready();
    try {
      const via = async (peer: string) =>
        (await app.inject({ url: '/api/whoami', remoteAddress: peer, headers: { 'x-forwarded-for': '203.0.113.7' } })).json().ip;
      expect(await via('10.0.0.254')).toBe('203.0.113.7');
      expect(await via('10.0.0.9')).toBe('10.0.0.9');
    } finally {
      await app.close();
    }
  });

  it('warns once when forwarded headers arrive without TRUST_PROXY (issue 32), and never with it', async () => {
    const warningsWith = async (trustProxy: string) => {
      const lines: string[] = [];
      const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(40), LOG_LEVEL: 'warn', TRUST_PROXY: trustProxy } as NodeJS.ProcessEnv);
      const app = (await buildApp({ config, database: t.database, clock: t.clock, transport: null, logStream: { write: (l) => void lines.push(l) } })).app;
      await app.ready();
      try {
        await app.inject({ url: '/api/health', remoteAddress: '10.0.0.254' });
        for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.8' }, { 'x-real-ip': '203.0.113.9' }])
          await app.inject({ url: '/api/health', remoteAddress: '10.0.0.254', headers });
      } finally {
        await app.close();
      }
      return lines.filter((l) => l.includes(UNTRUSTED_FORWARDING_WARNING));
    };
    const warned = await warningsWith('');
    expect(warned).toHaveLength(1);
    expect(JSON.parse(warned[0]!)).toMatchObject({ level: 40, peer: '10.0.0.254' });
    expect(await warningsWith('10.0.0.254')).toEqual([]);
  });

  it('shares one budget across server processes (the store is the database)', async () => {
    const second = (await buildApp({ config: t.deps.config, database: t.database, clock: t.clock, transport: null, logger: false })).app;
    await second.ready();
    try {
      // ResendOtpCode: 5 per 10 minutes per address; 3 on each process exceeds it.
      const codes: number[] = [];
      for (const app of [t.app, second, t.app, second, t.app, second]) {
        codes.push((await app.inject({ url: '/api/Account/ResendOtpCode?numConto=000000&type=1', remoteAddress: '10.77.0.1' })).statusCode);
      }
      expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
      expect(codes[5]).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keys authenticated limits on the verified session, not on the header text', async () => {
    const { token } = await loginAs('demouser1', '10.78.0.1');
    const spellings = [`Bearer ${token}`, `bearer ${token}`, `Bearer   ${token}`, `BEARER ${token} `];
    const statuses: number[] = [];
    // Ricarica allows 30 a minute; the body is invalid so nothing is spent but the budget.
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/Account/Ricarica',
            headers: { authorization: spellings[i % 4]! },
            payload: {},
            remoteAddress: `10.78.1.${i}`,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 30).includes(429)).toBe(false);
    expect(statuses[30]).toBe(429);
  });

  it('routes with a limit of their own key it the same way; a code guess counts per player, whatever the session', async () => {
    const spelled = (token: string, i: number) => `${i % 2 ? 'bearer' : 'Bearer'}${' '.repeat(1 + (i % 5))}${token}`;
    const send = (method: 'GET' | 'POST', url: string, token: string, i: number) =>
      t.app.inject({ method, url, headers: { authorization: spelled(token, i) }, ...(method === 'POST' && { payload: {} }), remoteAddress: `10.79.1.${i}` });

    // RedeemBonus: 10 guesses a minute, every spelling of the header in one budget…
    const first = await loginAs('demobonus1', '10.79.0.1');
    const redeem = (token: string, i: number) => send('GET', `/api/BetPlay/RedeemBonus?bonusCode=NONESISTE${i}`, token, i);
    const guesses: number[] = [];
    for (let i = 0; i < 10; i++) guesses.push((await redeem(first.token, i)).statusCode);
    expect(guesses.includes(429)).toBe(false);
    expect((await redeem(first.token, 10)).statusCode).toBe(429);
    // …and logging in again gives no new one.
    const second = await loginAs('demobonus1', '10.79.0.2');
    expect((await redeem(second.token, 11)).statusCode).toBe(429);

    // The PEP questionnaire (20 a minute per session): the spellings share the budget too.
    const pep: number[] = [];
    for (let i = 0; i < 21; i++) pep.push((await send('POST', '/api/Account/EL_SetPepInfo', second.token, i)).statusCode);
    expect(pep.slice(0, 20).includes(429)).toBe(false);
    expect(pep[20]).toBe(429);
  });
});

describe(`4 · personal data: pre-registration ids (${dbLabel()})`, () => {
  const pre = (n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/PreRegister',
      payload: { FirstName: 'Anna', LastName: 'Neri', Email: `anna${n}@example.it`, Mobile: `+39 33312345${n}0` },
    });

  it('hands out unguessable ids and answers nothing while its module is off', async () => {
    await t.deps.site.setModule('PreRegistration', true);
    const first = (await pre(1)).json();
    expect(first.ResponseCode, JSON.stringify(first)).toBe(0);
    const a = first.ResponseData as number;
    const b = (await pre(2)).json().ResponseData as number;
    const c = (await pre(3)).json().ResponseData as number;
    // Not a counter: two random ids fall within 1 000 of each other about once in a million
    // draws, so the test asks only that the three are not all that close (once in 10^12).
    expect(Math.max(Math.abs(b - a), Math.abs(c - b))).toBeGreaterThan(1000);
    expect(a).toBeGreaterThan(2 ** 20);
    const [row] = await t.deps.db.select().from(preRegistrations).where(eq(preRegistrations.publicId, a));
    // The sequential key is not an id the call accepts.
    expect((await t.app.inject({ url: `/api/Account/GetPreRegistration?id=${row!.id}` })).json().ResponseData).toBeNull();
    expect((await t.app.inject({ url: `/api/Account/GetPreRegistration?id=${a}` })).json().ResponseData.email).toBe('anna1@example.it');
    await t.deps.site.setModule('PreRegistration', false);
    const off = (await t.app.inject({ url: `/api/Account/GetPreRegistration?id=${a}` })).json();
    expect(off.ResponseCode).not.toBe(0);
    expect(off.ResponseData).toBeNull();
  });
});

describe(`6 · tokens (${dbLabel()})`, () => {
  it('never writes a token, code or e-mail from the query string into the logs', async () => {
    const lines: string[] = [];
    const config = { ...t.deps.config, LOG_LEVEL: 'info' as const };
    const app = (await buildApp({ config, database: t.database, clock: t.clock, transport: null, logStream: { write: (l) => void lines.push(l) } })).app;
    await app.ready();
    try {
      const { token } = await loginAs('demouser1', '10.21.0.1');
      await app.inject({ url: `/api/Account/CheckAuth?token=${token}` });
      await app.inject({ url: '/api/Account/SetEmailMobileVerified?email=mario%40example.it&code=123456&source=email', headers: bearer(token) });
      const log = lines.join('\n');
      expect(log).toMatch(/CheckAuth\?token=\[redacted\]/);
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]!);
      expect(log).not.toContain('123456');
      expect(log).not.toContain('mario');
    } finally {
      await app.close();
    }
    expect(redactUrl('/a?b=1&c&d=x%20y')).toBe('/a?b=[redacted]&c=[redacted]&d=[redacted]');
  });

  it('ends a session only with its own token', async () => {
    const victim = await loginAs('demouser1', '10.22.0.1');
    const attacker = await loginAs('demolimit1', '10.22.0.2');
    expect((await t.app.inject({ url: `/api/Account/LogoutUser?betsession=${victim.betsession}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/Account/LogoutUser?betsession=${victim.betsession}`, headers: bearer(attacker.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(victim.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/Account/LogoutUser?betsession=${victim.betsession}`, headers: bearer(victim.token) })).json().ResponseCode).toBe(0);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(victim.token) })).statusCode).toBe(401);
  });

  it('rotates on refresh: the previous token dies at once', async () => {
    const s = await loginAs('demouser1', '10.23.0.1');
    const r = (await t.app.inject({ url: `/api/Account/RefreshToken?betsession=${s.betsession}`, headers: bearer(s.token) })).json();
    expect(r.ResponseData.Token).not.toBe(s.token);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(s.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/Account/RefreshToken?betsession=${s.betsession}`, headers: bearer(s.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(r.ResponseData.Token) })).statusCode).toBe(200);
  });

  it('reads the role from the server: a demoted operator is refused at once, a forged role claim means nothing', async () => {
    const op = await operatorAs('10.24.0.1');
    const list = () => t.app.inject({ url: '/api/Affiliate/Applications', headers: bearer(op.token) });
    expect((await list()).statusCode).toBe(200);
    await t.deps.db.update(users).set({ role: 'player' }).where(eq(users.username, 'demooperator'));
    try {
      expect((await list()).statusCode).toBe(403);
      // A renewed token does not carry the old role either.
      const renewed = (await t.app.inject({ url: `/api/Account/RefreshToken?betsession=${op.betsession}`, headers: bearer(op.token) })).json().ResponseData
        .Token;
      expect((await t.app.inject({ url: '/api/Affiliate/Applications', headers: bearer(renewed) })).statusCode).toBe(403);
    } finally {
      await t.deps.db.update(users).set({ role: 'operator' }).where(eq(users.username, 'demooperator'));
    }
    // A player's token re-signed with a role claim (as if the key leaked to the claim only) stays a player.
    const { SignJWT, decodeJwt } = await import('jose');
    const player = await loginAs('demouser1', '10.24.0.2');
    const claims = decodeJwt(player.token);
    const forged = await new SignJWT({ ...claims, role: 'operator' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.deps.config.JWT_SECRET!));
    expect((await t.app.inject({ url: '/api/Affiliate/Applications', headers: bearer(forged) })).statusCode).toBe(401);
  });
});

describe(`7 · NUL bytes and prototype keys (${dbLabel()})`, () => {
  it('refuses NUL in any string with 400 and an Italian message, including free-form documents', async () => {
    const { token } = await loginAs('demouser1', '10.25.0.1');
    const cases = [
      t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'demo\u0000user1', password: 'x' } }),
      t.app.inject({ url: '/api/Account/CheckUsername?username=ab%00cd&recaptcha=x' }),
      t.app.inject({ url: '/api/Account/ResendEmailConfirmation?email=a%00@b.it' }),
      t.app.inject({
        method: 'POST',
        url: '/api/Account/SaveClientSettings',
        headers: bearer(token),
        payload: { ClientSettings: { RegistrationSettings: [{ Key: 'promo\u0000', Value: 'x', Expiration: null }] } },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/Account/PreRegister',
        payload: { FirstName: 'A\u0000', LastName: 'B', Email: 'a@b.it', Mobile: '+393331234567' },
      }),
    ];
    for (const r of await Promise.all(cases)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/caratteri non ammessi|mail valida/);
    }
  });

  it("treats 'constructor' and '__proto__' as unknown site modules and variables", async () => {
    const op = await operatorAs('10.25.0.2');
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const get = await t.app.inject({ url: `/api/Environment/GetSiteModule?siteModule=${name}` });
      expect(get.statusCode).toBe(200);
      expect(get.json().ResponseData).toBe(false);
      for (const [url, payload] of [
        ['/api/Backoffice/SetSiteModule', { name, enabled: true }],
        ['/api/Backoffice/SetSiteVariable', { name, value: 'x' }],
      ] as const) {
        const r = await t.app.inject({ method: 'POST', url, headers: bearer(op.token), payload });
        expect(r.statusCode).toBe(200);
        expect(r.json().ResponseCode).toBe(-1);
      }
    }
  });
});

describe(`7b · what a malformed request reads (${dbLabel()})`, () => {
  it("answers the router's own refusals (broken %-encoding, an over-long path segment) in the Italian envelope, without echoing the address", async () => {
    for (const [url, status, text] of [
      ['/api/Game/Thumbnail/%E0%A4%A', 400, 'Indirizzo non valido.'],
      [`/api/Game/Thumbnail/${'a'.repeat(120)}`, 404, 'Risorsa non trovata.'],
    ] as const) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(status);
      expect(r.json()).toEqual({ ResponseCode: -status, ResponseMessage: text, ResponseData: null });
      expect(r.body).not.toContain('Thumbnail');
      expect(r.body).not.toMatch(/FST_|Bad Request/);
    }
  });

  it('says in words what a field should be, never a JavaScript type or notation', async () => {
    const { token } = await loginAs('demouser1', '10.25.0.3');
    const cases = [
      [t.app.inject({ url: '/api/Account/GetSaldo?cookie=1&cookie=2', headers: bearer(token) }), 'Valore non valido: è atteso un testo'],
      [t.app.inject({ url: '/api/Environment/GetSiteModule' }), 'Il campo è richiesto'],
      [
        t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'x', password: 'y', recaptcha: 1 } }),
        'Valore non valido: è atteso un testo',
      ],
      [
        t.app.inject({ method: 'POST', url: '/api/Notifications/SetNotifyRead', headers: bearer(token), payload: [] }),
        'Valore non valido: è atteso un insieme di campi',
      ],
      [t.app.inject({ url: '/api/Notifications/GetNotify?isPoll=', headers: bearer(token) }), 'Valore non ammesso'],
    ] as const;
    for (const [request, text] of cases) {
      const r = await request;
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().ResponseMessage, r.body).toBe(text);
      expect(r.body).not.toMatch(/atteso (string|object|number)|vettore|<=|"\|"/);
    }
  });
});

describe(`8 · stored HTML and plain-text fields (${dbLabel()})`, () => {
  it('sanitises content HTML on write with the shared allow-list; plain strings are kept as written', async () => {
    const op = await operatorAs('10.26.0.1');
    const html =
      '<p onclick="steal()">Ciao <a href="javascript:alert(1)">qui</a><img src=x onerror=alert(1)></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a data-button="primary" href="/promo">Vai</a>';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      headers: bearer(op.token),
      payload: {
        LayoutArea: 'Sec_Area',
        Name: 'Blocco',
        TypeName: 'html_block',
        Parameters: { html, title: 'Quote < 2 & più', nested: [{ body: '<b>ok</b><script>x()</script>' }] },
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().ResponseData.Id as number;
    const stored = created.json().ResponseData.Parameters;
    expect((await t.app.inject({ url: `/api/CMS/GetCMSObjParameters?id=${id}` })).json().ResponseData).toEqual(stored);
    for (const bad of ['onclick', 'onerror', '<script', 'javascript:', '<iframe']) expect(JSON.stringify(stored)).not.toContain(bad);
    expect(stored.html).toContain('<a data-button="primary" href="/promo">Vai</a>');
    expect(stored.title).toBe('Quote < 2 & più');
    expect(stored.nested[0].body).toBe('<b>ok</b>');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/CMS/Admin/Objects/${id}`,
      headers: bearer(op.token),
      payload: { Parameters: { html: '<svg onload=alert(1)><p>x</p>' } },
    });
    expect(JSON.stringify(updated.json().ResponseData.Parameters)).not.toContain('onload');
  });

  it('refuses markup in the registration address and in affiliate fields', async () => {
    const form = new URLSearchParams({
      fname: '<img src=x onerror=alert(1)>',
      rsociale: 'Bruno Srl',
      iscliente: '0',
      cellulare: '+393401112233',
      email: 'marco@bruno.example',
      provincia: 'MI',
      iscommerciale: '1',
      annisettore: '1-3anni',
      infos: '<script>alert(1)</script>',
      request: 'affiliazione',
    }).toString();
    const aff = await t.app.inject({
      method: 'POST',
      url: '/api/Affiliate/Apply',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.26.0.2',
    });
    expect(aff.statusCode).toBe(400);
    expect(aff.json().ResponseMessage).toMatch(/< e >/);
    const { ZRegisterRequest } = await import('@betsite/contract/registration');
    const shape = ZRegisterRequest as unknown as {
      safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
    };
    const res = shape.safeParse({ indirizzoResidenza: 'Via Roma 1<script>alert(1)</script>' });
    expect(res.error?.issues.find((i) => i.path[0] === 'indirizzoResidenza')?.message).toMatch(/< e >/);
  });
});

describe(`9 · headers (${dbLabel()})`, () => {
  it('marks authenticated JSON no-store and sends a Permissions-Policy everywhere', async () => {
    const { token } = await loginAs('demouser1', '10.27.0.1');
    const bal = await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(token) });
    expect(bal.headers['cache-control']).toBe('no-store');
    const check = await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(token) });
    expect(check.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/Environment/GetSiteConfig', '/', '/api/nope']) {
      expect((await t.app.inject({ url })).headers['permissions-policy'], url).toMatch(/camera=\(\)/);
    }
  });
});
