import { demouser1Anagrafica as anagrafica } from './test-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { bearer, dbLabel, playerToken, useTestApp } from '../../test-support.ts';
import { betSessions, playerProfiles, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../demo/users.ts';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';

const t = useTestApp();

let ipSeq = 0;
const login = (username: string, password = DEMO_PASSWORD) => playerToken(t, username, { password, ip: `10.9.1.${++ipSeq}` });
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: bearer(token), remoteAddress: `10.9.2.${++ipSeq}` });
const lastCode = async (to: string) => /(\d{6})/.exec((await t.deps.outbox.list(50)).find((x) => x.recipient === to)?.body ?? '')?.[1];
const userRow = async (username: string) => (await t.deps.db.select().from(users).where(eq(users.username, username)))[0]!;
const profileRow = async (username: string) =>
  (
    await t.deps.db
      .select()
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, (await userRow(username)).id))
  )[0]!;

describe(`profile calls (${dbLabel()})`, () => {
  it('every call needs a live session (401), never 404', async () => {
    for (const [m, u] of [
      ['GET', '/api/Account/EL_GetAnagrafica'],
      ['POST', '/api/Account/UpdateUser'],
      ['POST', '/api/Account/EL_ChangePassword'],
      ['POST', '/api/Account/ActivateTwoFactor'],
      ['POST', '/api/Account/VerifyTwoFactor'],
      ['POST', '/api/Account/DeactivateTwoFactor'],
    ] as const) {
      // The body is checked first (400) when it is malformed; a well-formed one still needs the session.
      expect([400, 401]).toContain((await call(m, u, undefined, {})).statusCode);
      expect([400, 401]).toContain((await call(m, u, 'forged.token.value', {})).statusCode);
    }
  });

  it('well-formed calls without a session are 401', async () => {
    expect((await call('GET', '/api/Account/EL_GetAnagrafica')).statusCode).toBe(401);
    expect(
      (
        await call('POST', '/api/Account/UpdateUser', undefined, {
          consensi: {
            privacy: { newsletter: true, sms: true, push: true, posta: true, telefono: true },
            privacyAcceptProfilazione: true,
            privacyAcceptMarketing: true,
          },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/Account/DeactivateTwoFactor', 'forged.token.value', { disable2fa: true })).statusCode).toBe(401);
    expect(
      (
        await call('POST', '/api/Account/EL_ChangePassword', undefined, {
          oldPassword: 'Password123',
          newPassword: 'Nuova1234',
          newPasswordConfirm: 'Nuova1234',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('EL_GetAnagrafica gives the profile with the province from the registry', async () => {
    const token = await login('demouser1');
    const r = (await call('GET', '/api/Account/EL_GetAnagrafica', token)).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData).toMatchObject({
      nome: 'Mario',
      cognome: 'Rossi',
      codiceFiscale: 'RSSMRA80A01H501U',
      username: 'demouser1',
      numeroContratto: '1000000001',
      comuneResidenzaNome: 'Milano',
      provinciaResidenza: 'MI',
      capResidenza: '20121',
      twoFactor: false,
    });
  });

  it('UpdateUser: bad input is 400 with the Italian message and writes nothing', async () => {
    const token = await login('demouser1');
    const before = await profileRow('demouser1');
    const cases: [unknown, string][] = [
      [{ anagrafica: anagrafica({ capResidenza: '2012' }) }, 'Inserire un CAP valido'],
      [{ anagrafica: anagrafica({ capResidenza: '20121\u0000' }) }, 'Il testo contiene caratteri non ammessi'],
      [{ anagrafica: anagrafica({ indirizzoResidenza: '' }) }, 'Il campo è richiesto'],
      [{ anagrafica: anagrafica({ indirizzoResidenza: 'Via\u0000Roma' }) }, 'Il testo contiene caratteri non ammessi'],
      [{ anagrafica: anagrafica({ numeroDocumento: 'AB12' }) }, 'Numero documento non valido'],
      [{ anagrafica: anagrafica({ comuneResidenzaId: 999999 }) }, 'Seleziona un comune dall’elenco'],
      [{ anagrafica: anagrafica({ dataScadenzaDocumento: '2020-01-01' }) }, 'Il documento risulta scaduto'],
      [{ anagrafica: anagrafica({ dataRilascioDocumento: '2099-01-01', dataScadenzaDocumento: '2100-01-01' }) }, 'La data di rilascio non può essere futura'],
      [{ anagrafica: anagrafica({ dataRilascioDocumento: '2020-02-30' }) }, 'Data non valida'],
      [{ contatti: { email: 'non-una-mail', cellulare: '+393331234501' } }, 'Inserire una mail valida'],
      [
        { contatti: { email: 'demouser1@betsite.example', cellulare: '0612345678' } },
        'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare',
      ],
      [{ anagrafica: anagrafica(), otp: '12ab56' }, "Inserire l'OTP valido"],
      [{}, 'Il campo è richiesto'],
    ];
    // UpdateUser allows 10 calls a minute per session: a fresh session every 8 cases.
    let session = token;
    for (const [i, [body, message]] of cases.entries()) {
      if (i > 0 && i % 8 === 0) session = await login('demouser1');
      const r = await call('POST', '/api/Account/UpdateUser', session, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage).toBe(message);
    }
    expect(await profileRow('demouser1')).toEqual(before);
    // Not JSON at all, or a huge body: still a 4xx with an Italian text, never 5xx.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/Account/UpdateUser',
      payload: '{"anagrafica":',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
  });

  it('UpdateUser: a change of residence answers -3333, then applies only with the code, once', async () => {
    const token = await login('demouser1');
    const body = { anagrafica: anagrafica({ indirizzoResidenza: 'Corso Buenos Aires 10', capResidenza: '20124' }), otpSource: 'email' };
    const first = (await call('POST', '/api/Account/UpdateUser', token, body)).json();
    expect(first.ResponseCode).toBe(-3333);
    expect(first.ResponseData).toMatchObject({ otpSource: 'email' });
    expect((await profileRow('demouser1')).indirizzoResidenza).toBe('Via Roma 1');
    const code = await lastCode('demouser1@betsite.example');
    expect(code).toBeTruthy();
    // The code confirms exactly this change, not another one.
    const other = (
      await call('POST', '/api/Account/UpdateUser', token, { ...body, anagrafica: anagrafica({ indirizzoResidenza: 'Via Falsa 1' }), otp: code })
    ).json();
    expect(other.ResponseCode).toBe(-1);
    expect((await profileRow('demouser1')).indirizzoResidenza).toBe('Via Roma 1');
    // The failed attempt above burnt nothing for the right body? It issued nothing: resend for a fresh code.
    await call('POST', '/api/Account/UpdateUser', token, { ...body, otpSource: 'sms' });
    const sms = await lastCode('+393331234501');
    const done = (await call('POST', '/api/Account/UpdateUser', token, { ...body, otp: sms })).json();
    expect(done).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Dati salvati con successo' });
    const p = await profileRow('demouser1');
    expect(p.indirizzoResidenza).toBe('Corso Buenos Aires 10');
    expect(p.codiceFiscale).toBe('RSSMRA80A01H501U');
    expect(
      (await call('POST', '/api/Account/UpdateUser', token, { ...body, anagrafica: anagrafica({ indirizzoResidenza: 'Via Replay 2' }), otp: sms })).json()
        .ResponseCode,
    ).toBe(-1);
  });

  it('UpdateUser: the fiscal code and the other read-only fields are refused explicitly, an unknown field too (issue 34)', async () => {
    const token = await login('demouser1');
    // The whole entity as EL_GetAnagrafica gave it, as the legacy client sends it back.
    const entity = (await call('GET', '/api/Account/EL_GetAnagrafica', token)).json().ResponseData;
    for (const [field, value, message] of [
      ['codiceFiscale', 'XXXXXX80A01H501U', "Non è possibile modificare il codice fiscale da qui. Per una correzione contatta l'assistenza clienti."],
      ['nome', 'Hacker', "Non è possibile modificare il nome da qui. Per una correzione contatta l'assistenza clienti."],
      ['dataNascita', '1999-01-01', "Non è possibile modificare la data di nascita da qui. Per una correzione contatta l'assistenza clienti."],
      ['hobby', 'scacchi', "Il campo hobby non fa parte dell'anagrafica e non può essere salvato."],
    ] as const) {
      const r = await call('POST', '/api/Account/UpdateUser', token, { anagrafica: { ...entity, indirizzoResidenza: 'Via Nuova 5', [field]: value } });
      expect(r.statusCode, field).toBe(400);
      expect(r.json(), field).toMatchObject({ ResponseMessage: message, errors: [{ field: `anagrafica.${field}`, message }] });
    }
    expect((await profileRow('demouser1')).codiceFiscale).toBe('RSSMRA80A01H501U');
    expect((await profileRow('demouser1')).indirizzoResidenza).toBe(entity.indirizzoResidenza);
    expect((await userRow('demouser1')).nome).toBe('Mario');
    // Sent back unchanged (read-only fields included, in another case or as null), it saves without a code.
    const echo = { ...entity, codiceFiscale: entity.codiceFiscale.toLowerCase(), nome: null, statoDocumenti: undefined };
    expect((await call('POST', '/api/Account/UpdateUser', token, { anagrafica: echo })).json()).toMatchObject({ ResponseCode: 0 });
  });

  it('UpdateUser: the mobile and the consents inside the anagrafica are applied, the mobile with its code (issue 34)', async () => {
    const token = await login('demouser1');
    const entity = (await call('GET', '/api/Account/EL_GetAnagrafica', token)).json().ResponseData;
    const privacy = { ...entity.privacy, telefono: !entity.privacy.telefono };
    expect((await call('POST', '/api/Account/UpdateUser', token, { anagrafica: { ...entity, privacy } })).json().ResponseCode).toBe(0);
    expect((await call('GET', '/api/Account/EL_GetAnagrafica', token)).json().ResponseData.privacy).toEqual(privacy);

    const anagrafica = { ...entity, privacy, cellulare: '+393339998877' };
    const asked = (await call('POST', '/api/Account/UpdateUser', token, { anagrafica })).json();
    expect(asked).toMatchObject({ ResponseCode: -3333, ResponseData: { otpSource: 'sms' } });
    expect((await userRow('demouser1')).cellulare).toBe('+393331234501');
    const code = await lastCode('+393339998877');
    // The code inside the anagrafica, as the entity carries it.
    expect((await call('POST', '/api/Account/UpdateUser', token, { anagrafica: { ...anagrafica, otp: code } })).json()).toMatchObject({ ResponseCode: 0 });
    const u = await userRow('demouser1');
    expect(u.cellulare).toBe('+393339998877');
    const notice = (await t.deps.outbox.list(50)).find(
      (m) => m.recipient === '+393331234501' && (m.meta as { purpose?: string }).purpose === 'contact-changed',
    );
    expect(notice?.channel).toBe('sms');
    expect(notice?.body).not.toContain('+393339998877');
    // Put it back for the other tests.
    await t.deps.db.update(users).set({ cellulare: '+393331234501' }).where(eq(users.id, u.id));
  });

  it('UpdateUser: consents apply at once; a new e-mail is verified by the code sent to it', async () => {
    const token = await login('demouser1');
    const consensi = {
      privacy: { newsletter: true, sms: false, push: true, posta: false, telefono: false },
      privacyAcceptProfilazione: true,
      privacyAcceptMarketing: false,
    };
    expect((await call('POST', '/api/Account/UpdateUser', token, { consensi })).json().ResponseCode).toBe(0);
    const a = (await call('GET', '/api/Account/EL_GetAnagrafica', token)).json().ResponseData;
    expect(a.privacy).toEqual(consensi.privacy);
    expect(a.privacyAcceptProfilazione).toBe(true);

    const contatti = { email: 'mario.nuovo@betsite.example', cellulare: '+393331234501' };
    const r = (await call('POST', '/api/Account/UpdateUser', token, { contatti })).json();
    expect(r.ResponseCode).toBe(-3333);
    expect(r.ResponseData.otpSource).toBe('email');
    const code = await lastCode('mario.nuovo@betsite.example');
    expect((await userRow('demouser1')).email).toBe('demouser1@betsite.example');
    expect((await call('POST', '/api/Account/UpdateUser', token, { contatti, otp: code })).json().ResponseCode).toBe(0);
    const u = await userRow('demouser1');
    expect(u.email).toBe('mario.nuovo@betsite.example');
    expect(u.emailConfirmed).toBe(true);
    expect(u.lastEmailVerificationAt?.getTime()).toBe(t.clock.now().getTime());
    // The replaced address is told, and is not given the new one in full.
    const notice = (await t.deps.outbox.list(50)).find(
      (m) => m.recipient === 'demouser1@betsite.example' && (m.meta as { purpose?: string }).purpose === 'contact-changed',
    );
    expect(notice?.subject).toBe('Il tuo indirizzo email è stato modificato');
    expect(notice?.body).toContain('Se non sei stato tu');
    expect(notice?.body).not.toContain('mario.nuovo@betsite.example');
    // Put it back for the other tests.
    await t.deps.db.update(users).set({ email: 'demouser1@betsite.example' }).where(eq(users.id, u.id));
  });

  it("UpdateUser: another player's contact is refused, and both contacts at once are 400", async () => {
    const token = await login('demouser1');
    const taken = (
      await call('POST', '/api/Account/UpdateUser', token, { contatti: { email: 'DEMOLIMIT1@betsite.example', cellulare: '+393331234501' } })
    ).json();
    expect(taken.ResponseCode).toBe(-6643);
    const both = await call('POST', '/api/Account/UpdateUser', token, { contatti: { email: 'x1@betsite.example', cellulare: '+393339999999' } });
    expect(both.statusCode).toBe(400);
  });

  it('DisableAllSectionsIfContactsNotVerified closes every section but contacts on the server', async () => {
    await t.deps.site.setModule('DisableAllSectionsIfContactsNotVerified', true);
    await t.deps.db.update(users).set({ mobileConfirmed: false }).where(eq(users.username, 'demolimit1'));
    try {
      const token = await login('demolimit1');
      const r = (
        await call('POST', '/api/Account/EL_ChangePassword', token, { oldPassword: DEMO_PASSWORD, newPassword: 'Nuova1234', newPasswordConfirm: 'Nuova1234' })
      ).json();
      expect(r.ResponseCode).toBe(-4001);
      expect((await call('POST', '/api/Account/ActivateTwoFactor', token, { enable2fa: true })).json().ResponseCode).toBe(-4001);
      expect((await call('POST', '/api/Account/UpdateUser', token, { anagrafica: anagrafica() })).json().ResponseCode).toBe(-4001);
    } finally {
      await t.deps.site.setModule('DisableAllSectionsIfContactsNotVerified', false);
      await t.deps.db.update(users).set({ mobileConfirmed: true }).where(eq(users.username, 'demolimit1'));
    }
  });

  it('ConsentiSoloPrelievo leaves only anagrafica and password', async () => {
    await t.deps.site.setModule('ConsentiSoloPrelievo', true);
    try {
      const token = await login('demolimit1');
      expect((await call('POST', '/api/Account/ActivateTwoFactor', token, { enable2fa: true })).json().ResponseCode).toBe(-4002);
      expect(
        (await call('POST', '/api/Account/UpdateUser', token, { contatti: { email: 'demolimit1@betsite.example', cellulare: '+393331234506' } })).json()
          .ResponseCode,
      ).toBe(-4002);
    } finally {
      await t.deps.site.setModule('ConsentiSoloPrelievo', false);
    }
  });
});

describe(`hostile input (${dbLabel()})`, () => {
  it('no input makes a profile or document call answer 404 or 5xx', async () => {
    const token = await login('demostatus1');
    const junk: unknown[] = [
      null,
      [],
      'x',
      42,
      true,
      { a: { b: { c: [1, 2, 3] } } },
      { anagrafica: 'x' },
      { anagrafica: [] },
      { contatti: { email: ['a'], cellulare: {} } },
      { consensi: { privacy: null } },
      { otp: '\u0000\u0000\u0000\u0000\u0000\u0000' },
      { otpSource: 'fax', anagrafica: anagrafica() },
      { anagrafica: anagrafica({ comuneResidenzaId: -1 }) },
      { anagrafica: anagrafica({ comuneResidenzaId: '1e308' }) },
      { anagrafica: anagrafica({ indirizzoResidenza: 'x'.repeat(100_000) }) },
      { twofactor: null },
      { enable2fa: 1 },
      { disable2fa: 'true' },
      { oldPassword: 'x'.repeat(5000), newPassword: 'a1'.repeat(3000), newPasswordConfirm: 'a1' },
      { __proto__: { polluted: true } },
      { constructor: { prototype: { x: 1 } } },
    ];
    for (const url of [
      '/api/Account/UpdateUser',
      '/api/Account/EL_ChangePassword',
      '/api/Account/ActivateTwoFactor',
      '/api/Account/VerifyTwoFactor',
      '/api/Account/DeactivateTwoFactor',
      '/api/Operator/RifiutaDocumento',
      '/api/Operator/ApprovaDocumento',
    ]) {
      for (const body of junk) {
        const r = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          remoteAddress: `10.9.7.${++ipSeq % 250}`,
        });
        expect(r.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).not.toBe(404);
        expect(r.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const q of ['', '?id=', '?id[]=1', '?id=1&id=2', '?id=%00', '?id=99999999999999999999']) {
      const r = await call('GET', `/api/Account/GetDocumento${q}`, token);
      expect(r.statusCode).not.toBe(404);
      expect(r.statusCode).toBeLessThan(500);
    }
  });
});

describe(`EL_ChangePassword (${dbLabel()})`, () => {
  it('refuses weak, mismatched and spaced passwords with the §5 texts', async () => {
    const token = await login('demostatus1');
    const cases: [unknown, string][] = [
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'abc123', newPasswordConfirm: 'abc123' }, 'Sicurezza password non sufficiente'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'abcdefghi', newPasswordConfirm: 'abcdefghi' }, 'Sicurezza password non sufficiente'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: '123456789', newPasswordConfirm: '123456789' }, 'Sicurezza password non sufficiente'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'abcd 12345', newPasswordConfirm: 'abcd 12345' }, 'Sicurezza password non sufficiente'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: `a1${'x'.repeat(199)}`, newPasswordConfirm: `a1${'x'.repeat(199)}` }, 'Sicurezza password non sufficiente'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'Nuova1234', newPasswordConfirm: 'Nuova12345' }, 'Le password non coincidono'],
      [{ oldPassword: '', newPassword: 'Nuova1234', newPasswordConfirm: 'Nuova1234' }, 'Il campo è richiesto'],
      [{ oldPassword: 'Sbagliata1', newPassword: 'Nuova1234', newPasswordConfirm: 'Nuova1234' }, 'La password attuale non è corretta'],
      [
        { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, newPasswordConfirm: DEMO_PASSWORD },
        'La nuova password deve essere diversa da quella attuale',
      ],
    ];
    const before = (await userRow('demostatus1')).passwordHash;
    for (const [body, message] of cases) {
      const r = await call('POST', '/api/Account/EL_ChangePassword', token, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage).toBe(message);
    }
    expect((await userRow('demostatus1')).passwordHash).toBe(before);
  });

  it('changes it, clears the forced change and ends every other session', async () => {
    await t.deps.db.update(users).set({ cambioPassword: true }).where(eq(users.username, 'demoinactive1'));
    const old = await login('demoinactive1');
    // A second session of the same player (another device) exists next to this one.
    const me = await t.deps.sessions.decode(old);
    const otherId = await t.deps.sessions.create(me!.userId, {});
    const other = await t.deps.sessions.sign({ userId: me!.userId, sessionId: otherId });
    const r = (
      await call('POST', '/api/Account/EL_ChangePassword', old, { oldPassword: DEMO_PASSWORD, newPassword: 'Nuova1234', newPasswordConfirm: 'Nuova1234' })
    ).json();
    expect(r).toMatchObject({ ResponseCode: 0 });
    expect((await userRow('demoinactive1')).cambioPassword).toBe(false);
    expect((await call('GET', '/api/Account/EL_GetAnagrafica', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/Account/EL_RefreshBalance', old)).statusCode).toBe(200);
    const [s] = await t.deps.db.select().from(betSessions).where(eq(betSessions.id, otherId));
    expect(s?.revokedAt).not.toBeNull();
    expect(await login('demoinactive1', 'Nuova1234')).toBeTruthy();
  });
});

describe(`wrong passwords given while signed in (${dbLabel()})`, () => {
  /** A session made directly (demo2fa01's login would need a code). */
  const sessionFor = async (username: string) => {
    const { id: userId } = await userRow(username);
    return t.deps.sessions.sign({ userId, sessionId: await t.deps.sessions.create(userId, {}) });
  };
  const unlockMailsTo = async (email: string) =>
    (await t.deps.outbox.list(500)).filter((m) => m.recipient === email && (m.meta as { purpose?: string } | null)?.purpose === 'login-unlock');

  it('EL_ChangePassword: the lock its guesses start mails the unlock link the login promises, and says it is a lock', async () => {
    const token = await sessionFor('demoreality1');
    const { email, passwordHash } = await userRow('demoreality1');
    const body = (oldPassword: string) => ({ oldPassword, newPassword: 'Nuova1234', newPasswordConfirm: 'Nuova1234' });
    // 8 failures lock the username (LOGIN_MAX_FAILURES_USER).
    for (let i = 0; i < 8; i++)
      expect((await call('POST', '/api/Account/EL_ChangePassword', token, body(`Sbagliata${i}`))).json().ResponseMessage).toBe(PROFILE_TEXT.oldPasswordWrong);
    expect(await unlockMailsTo(email)).toHaveLength(1);
    // Locked: the right password does not change it either, and the answer names the lock and the way out.
    const locked = (await call('POST', '/api/Account/EL_ChangePassword', token, body(DEMO_PASSWORD))).json();
    expect(locked).toMatchObject({ ResponseCode: -1, ResponseMessage: PROFILE_TEXT.checksLocked(15) });
    expect((await userRow('demoreality1')).passwordHash).toBe(passwordHash);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      payload: { username: 'demoreality1', password: DEMO_PASSWORD },
      remoteAddress: '10.9.4.1',
    });
    expect(login.json().ResponseCode).toBe(-429);
    t.clock.advance(16 * 60_000);
  });

  it('EL_ChangePassword: a burst of wrong passwords is counted before any is checked (no more tries than the lock allows)', async () => {
    const token = await sessionFor('demovip1');
    const { email, passwordHash } = await userRow('demovip1');
    const body = (oldPassword: string) => ({ oldPassword, newPassword: 'Nuova1234', newPasswordConfirm: 'Nuova1234' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('POST', '/api/Account/EL_ChangePassword', token, body(`Sbagliata${i}`)).then((r) => r.json().ResponseMessage)),
    );
    // LOGIN_MAX_FAILURES_USER (8) were checked and found wrong; every other one was refused unchecked,
    // by the lock or, past it, by the call's rate limit.
    expect(answers.filter((m) => m === PROFILE_TEXT.oldPasswordWrong)).toHaveLength(8);
    expect(answers.filter((m) => m === PROFILE_TEXT.checksLocked(15)).length).toBeGreaterThan(0);
    expect(await unlockMailsTo(email)).toHaveLength(1);
    t.clock.advance(61_000); // past the call's rate limit, inside the lock
    expect((await call('POST', '/api/Account/EL_ChangePassword', token, body(DEMO_PASSWORD))).json().ResponseMessage).toBe(PROFILE_TEXT.checksLocked(14));
    expect((await userRow('demovip1')).passwordHash).toBe(passwordHash);
    t.clock.advance(16 * 60_000);
    // The lock over (and the idle session with it), the right password changes it.
    expect((await call('POST', '/api/Account/EL_ChangePassword', await sessionFor('demovip1'), body(DEMO_PASSWORD))).json()).toMatchObject({ ResponseCode: 0 });
  });

  it('DeactivateTwoFactor: wrong passwords count toward the lock too (no side door), and the lock mails the link', async () => {
    const token = await sessionFor('demo2fa01');
    const { email } = await userRow('demo2fa01');
    for (let i = 0; i < 8; i++)
      expect((await call('POST', '/api/Account/DeactivateTwoFactor', token, { disable2fa: true, password: `Sbagliata${i}` })).json().ResponseMessage).toBe(
        PROFILE_TEXT.twoFactorOffWrongProof,
      );
    expect(await unlockMailsTo(email)).toHaveLength(1);
    const locked = (await call('POST', '/api/Account/DeactivateTwoFactor', token, { disable2fa: true, password: DEMO_PASSWORD })).json();
    expect(locked).toMatchObject({ ResponseCode: -1, ResponseMessage: PROFILE_TEXT.checksLocked(15) });
    expect((await userRow('demo2fa01')).twoFactorEnabled).toBe(true);
    t.clock.advance(16 * 60_000);
  });
});

describe(`two-factor from the Sicurezza tab (${dbLabel()})`, () => {
  it('activates with a QR and a manual code, verifies, then login asks for the code', async () => {
    const token = await login('demolimit1');
    const a = (await call('POST', '/api/Account/ActivateTwoFactor', token, { enable2fa: true })).json();
    expect(a.ResponseCode).toBe(0);
    expect(a.ResponseData.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = a.ResponseData.manualCode.replace(/\s/g, '');
    // Not yet active: login does not ask.
    expect((await userRow('demolimit1')).twoFactorEnabled).toBe(false);
    const wrong = (
      await call('POST', '/api/Account/VerifyTwoFactor', token, {
        twofactor: authenticator.generate(secret) === '000000' ? '111111' : '000000',
        password: DEMO_PASSWORD,
      })
    ).json();
    expect(wrong).toMatchObject({ ResponseCode: -1, ResponseMessage: PROFILE_TEXT.twoFactorCodeWrong });
    const epoch = t.clock.now().getTime();
    const code = authenticator.clone({ epoch }).generate(secret);
    // The session alone does not switch it on: the account password too, checked before the code is spent.
    const verify = (body: object) => call('POST', '/api/Account/VerifyTwoFactor', token, body);
    expect((await verify({ twofactor: code })).json()).toMatchObject({ ResponseCode: -1, ResponseMessage: PROFILE_TEXT.twoFactorOnNeedsPassword });
    expect((await verify({ twofactor: code, password: 'Sbagliata123' })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PROFILE_TEXT.twoFactorOnWrongPassword,
    });
    expect((await userRow('demolimit1')).twoFactorEnabled).toBe(false);
    expect((await verify({ twofactor: code, password: DEMO_PASSWORD })).json().ResponseCode).toBe(0);
    expect((await userRow('demolimit1')).twoFactorEnabled).toBe(true);
    // An active two-factor is not replaced from the session: neither a new setup nor a second 'Verifica'.
    const active = (await userRow('demolimit1')).twoFactorSecret;
    expect((await call('POST', '/api/Account/ActivateTwoFactor', token, { enable2fa: true })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PROFILE_TEXT.twoFactorAlreadyActive,
    });
    expect((await verify({ twofactor: code, password: DEMO_PASSWORD })).json().ResponseMessage).toBe(PROFILE_TEXT.twoFactorAlreadyActive);
    expect((await userRow('demolimit1')).twoFactorSecret).toBe(active);
    const next = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/LoginUser2FA',
        payload: { username: 'demolimit1', password: DEMO_PASSWORD },
        remoteAddress: '10.9.3.1',
      })
    ).json();
    expect(next.ResponseCode).toBe(-3334);
    // Deactivation clears it.
    const t2 = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/LoginUser2FA',
        payload: { username: 'demolimit1', password: DEMO_PASSWORD, twofactorCode: authenticator.clone({ epoch: epoch + 30_000 }).generate(secret) },
        remoteAddress: '10.9.3.2',
      })
    ).json();
    expect(t2.ResponseData.Token).toBeTruthy();
    // Switching an active two-factor off needs the password or a current code: the session alone is not enough.
    const off = (body: object) => call('POST', '/api/Account/DeactivateTwoFactor', t2.ResponseData.Token, body);
    expect((await off({ disable2fa: true })).json()).toMatchObject({ ResponseCode: -1, ResponseMessage: PROFILE_TEXT.twoFactorOffNeedsProof });
    expect((await off({ disable2fa: true, password: 'Sbagliata123' })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PROFILE_TEXT.twoFactorOffWrongProof,
    });
    expect((await off({ disable2fa: true, twofactor: '000000' })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PROFILE_TEXT.twoFactorOffWrongProof,
    });
    expect((await off({ disable2fa: true, password: 42 })).statusCode).toBe(400);
    // A confirmation sent as false is a refusal that says what is missing, not "Il campo è richiesto".
    expect((await off({ disable2fa: false, password: DEMO_PASSWORD })).json()).toMatchObject({
      ResponseCode: -400,
      ResponseMessage: PROFILE_TEXT.twoFactorOffConfirm,
    });
    expect((await off({ password: DEMO_PASSWORD })).json().ResponseMessage).toBe('Il campo è richiesto');
    expect((await userRow('demolimit1')).twoFactorEnabled).toBe(true);
    expect((await off({ disable2fa: true, password: DEMO_PASSWORD })).json().ResponseCode).toBe(0);
    expect((await userRow('demolimit1')).twoFactorEnabled).toBe(false);
  });

  it('a code for nothing pending, malformed codes and the module off are refused', async () => {
    const token = await login('demostatus1');
    expect((await call('POST', '/api/Account/VerifyTwoFactor', token, { twofactor: '123456', password: DEMO_PASSWORD })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: PROFILE_TEXT.twoFactorNotPending,
    });
    for (const body of [{}, { twofactor: '' }, { twofactor: '12345a' }, { twofactor: 123456 }])
      expect((await call('POST', '/api/Account/VerifyTwoFactor', token, body)).statusCode).toBe(400);
    expect((await call('POST', '/api/Account/ActivateTwoFactor', token, { enable2fa: 'yes' })).statusCode).toBe(400);
    await t.deps.site.setModule('IsTwoFactorAuthenticationEnabled', false);
    try {
      expect((await call('POST', '/api/Account/ActivateTwoFactor', token, { enable2fa: true })).json().ResponseCode).toBe(-1);
      expect((await call('GET', '/api/Account/EL_GetAnagrafica', token)).json().ResponseCode).toBe(-1);
    } finally {
      await t.deps.site.setModule('IsTwoFactorAuthenticationEnabled', true);
    }
  });
});
