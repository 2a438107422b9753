import { OTP_TTL_MS } from './otp.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCodiceFiscale } from '@betsite/domain/codice-fiscale';
import { siteHour } from '@betsite/domain/site-time';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { depositLimitChanges, depositLimits, playerProfiles, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { cityId, countryId } from '../geo/geo-index.ts';
import { preRegistrations } from '../../db/schema/index.ts';
import { REG_CODES } from '@betsite/contract/registration-codes';
import { REG_TEXT } from '@betsite/contract/registration-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ROMA = cityId('H501');
let seq = 0;
let ipSeq = 0;
/** A fresh, consistent player each time (different surname → different fiscal code and contacts). */
function person(over: Record<string, unknown> = {}) {
  seq += 1;
  const cognome = ['Verdi', 'Bianchi', 'Russo', 'Ferrari', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Costa'][
    seq % 14
  ]!;
  const day = String((seq % 27) + 1).padStart(2, '0');
  const p = {
    nome: 'Giovanni',
    cognome,
    sesso: 'M' as const,
    dataNascita: `1990-05-${day}`,
  };
  const codiceFiscale = generateCodiceFiscale({
    ...p,
    codiceCatastale: 'H501',
  })!;
  return {
    ...p,
    email: `reg${seq}-${Date.now()}@example.it`,
    cellulare: `+39333${String(1000000 + seq * 7919).slice(0, 7)}`,
    codiceFiscale,
    nazioneNascitaId: 181,
    comuneNascitaId: ROMA,
    nazioneResidenzaId: 181,
    indirizzoResidenza: 'Via del Corso 1',
    capResidenza: '00186',
    comuneResidenzaId: ROMA,
    tipoDocumentoId: 1,
    numeroDocumento: 'CA12345AB',
    enteRilascioId: 1,
    comuneRilascioId: ROMA,
    dataRilascioDocumento: '2020-01-10T00:00:00.000Z',
    dataScadenzaDocumento: '2031-01-10T00:00:00.000Z',
    username: `nuovo${seq}x${Date.now() % 100000}`,
    password: 'Segreta123',
    passwordConfirm: 'Segreta123',
    securityQuestion: 2,
    securityAnswer: '  Roma  ',
    securityAnswerConfirm: 'roma',
    depositoMassimo: 500,
    refer: '',
    codicePromo: '',
    privacyMaggiorenneAccepted: true,
    privacyContrattoAccepted: true,
    privacyCondizioniAccepted: true,
    privacyDatiAccepted: true,
    privacyAcceptMarketing: false,
    privacyAcceptProfilazione: true,
    recaptcha: 'sandbox:register',
    ...over,
  };
}
type Person = ReturnType<typeof person>;

const nextIp = () => `10.9.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
const verifyRegister = (p: Person, extra: Record<string, unknown> = {}, ip = nextIp(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/VerifyRegister',
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
    payload: {
      SkinName: 'betsite',
      CodiceFiscale: p.codiceFiscale,
      Email: p.email,
      Mobile: p.cellulare,
      Father: null,
      Recaptcha: 'sandbox:verify',
      Nome: p.nome,
      Cognome: p.cognome,
      Sesso: p.sesso,
      DataNascita: p.dataNascita,
      ...extra,
    },
  });
const register = (body: Record<string, unknown>, endpoint = 'Register') =>
  t.app.inject({
    method: 'POST',
    url: `/api/Account/${endpoint}`,
    payload: body,
    remoteAddress: nextIp(),
  });
const otpFor = async (recipient: string) => {
  const m = (await t.deps.outbox.list(100)).find((x) => x.recipient === recipient);
  return /(\d{6})/.exec(m?.body ?? '')?.[1];
};
const verifyOtp = (numConto: string, codice: string, type: 1 | 2) =>
  t.app.inject({
    url: `/api/Account/VerifyOtpCode?numConto=${numConto}&codice=${codice}&type=${type}`,
    // Each from its own address: the per-address budget of the call (20 a minute) is not what these tests are about.
    remoteAddress: nextIp(),
  });
/** The attempt cookie a VerifyRegister answer sets, as the browser sends it back. */
const attemptCookie = (r: { headers: Record<string, unknown> }) => {
  const set = String(r.headers['set-cookie'] ?? '');
  expect(set).toMatch(/^betsite_reg_attempt=\d{10}; Path=\/api\/Account\/VerifyRegister; Max-Age=86400; HttpOnly; SameSite=Strict/);
  return set.split(';')[0]!;
};
const countUsers = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

/** VerifyRegister + both OTPs: the number to register with. */
async function verifiedNumConto(p: Person): Promise<string> {
  const v = (await verifyRegister(p)).json();
  expect(v.ResponseCode).toBe(0);
  const numConto = v.ResponseData.numConto as string;
  expect((await verifyOtp(numConto, (await otpFor(p.cellulare))!, 1)).json().ResponseCode).toBe(0);
  expect((await verifyOtp(numConto, (await otpFor(p.email))!, 2)).json().ResponseCode).toBe(0);
  return numConto;
}

describe(`registration calls (${dbLabel()})`, () => {
  it('an OTP lasts 3 minutes, as every security code of the specification', async () => {
    const p = person();
    const numConto = (await verifyRegister(p)).json().ResponseData.numConto as string;
    const sms = (await otpFor(p.cellulare))!;
    const mail = (await otpFor(p.email))!;
    expect((await t.deps.outbox.list(100)).find((x) => x.recipient === p.cellulare)?.body).toContain('Valido 3 minuti.');
    t.clock.advance(OTP_TTL_MS - 1_000);
    expect((await verifyOtp(numConto, sms, 1)).json().ResponseCode).toBe(0);
    t.clock.advance(2_000);
    expect((await verifyOtp(numConto, mail, 2)).json()).toMatchObject({ ResponseCode: -1 });
  });

  it('registers a player through VerifyRegister, both OTPs and Register, with auto-login', async () => {
    const p = person();
    const v = (await verifyRegister(p)).json();
    expect(v).toMatchObject({
      ResponseCode: 0,
      ResponseData: { numConto: expect.stringMatching(/^2\d{9}$/) },
    });
    const numConto = v.ResponseData.numConto as string;
    const sms = await otpFor(p.cellulare);
    const mail = await otpFor(p.email);
    expect(sms).toMatch(/^\d{6}$/);
    expect(mail).toMatch(/^\d{6}$/);

    // Not yet verified: 'Completa la verifica OTP', nothing created.
    const before = await countUsers();
    const early = (await register({ ...p, numconto: numConto })).json();
    expect(early).toMatchObject({
      ResponseCode: -7,
      ResponseMessage: 'Completa la verifica OTP',
    });
    expect((await verifyOtp(numConto, sms === '000000' ? '111111' : '000000', 1)).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: "Inserire l'OTP valido",
    });
    expect((await verifyOtp(numConto, sms!, 1)).json().ResponseCode).toBe(0);
    expect((await register({ ...p, numconto: numConto })).json().ResponseCode).toBe(-7);
    expect((await verifyOtp(numConto, mail!, 2)).json().ResponseCode).toBe(0);
    // A used code does not work twice.
    expect((await verifyOtp(numConto, mail!, 2)).json().ResponseCode).toBe(-1);
    expect(await countUsers()).toBe(before);

    const r = (await register({ ...p, numconto: numConto })).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData).toMatchObject({
      numeroContratto: numConto,
      username: p.username,
      Token: expect.any(String),
    });
    expect(r.ResponseData.UserData).toMatchObject({
      username: p.username,
      contratto: numConto,
      statoConto: 1,
      playerConfirmed: true,
      confirmedMobile: true,
      depositLimitSet: true,
    });

    const [u] = await t.deps.db.select().from(users).where(eq(users.contratto, numConto));
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    const [prof] = await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.userId, u!.id));
    expect(prof).toMatchObject({
      codiceFiscale: p.codiceFiscale,
      depositoMassimo: 500,
      comuneNascitaNome: 'Roma',
      securityQuestionId: 2,
      dataNascita: p.dataNascita,
    });
    expect(await verifyPassword(prof!.securityAnswerHash, 'roma')).toBe(true);
    // The weekly deposit limit chosen in the wizard is a limit from the start, with its history row
    // (so the first change later reads 500 € → …, not 'nessuno').
    expect(await t.deps.db.select().from(depositLimits).where(eq(depositLimits.userId, u!.id))).toMatchObject([{ periodo: 'WW', importo: 50000 }]);
    expect(await t.deps.db.select().from(depositLimitChanges).where(eq(depositLimitChanges.userId, u!.id))).toMatchObject([
      { periodo: 'WW', previousImporto: null, importo: 50000 },
    ]);
    expect(JSON.parse(prof!.consents)).toMatchObject({
      privacyDatiAccepted: true,
      privacyAcceptMarketing: false,
    });

    // The token works and the player can log in with the password.
    const balance = await t.app.inject({
      url: '/api/Account/EL_RefreshBalance',
      headers: { authorization: `Bearer ${r.ResponseData.Token}` },
    });
    expect(balance.statusCode).toBe(200);
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/LoginUser2FA',
        payload: { username: p.username, password: p.password },
      })
    ).json();
    // Registration logged the player in: this second login closes that session (-6083).
    expect(login.ResponseCode).toBe(-6083);

    // The same attempt cannot register twice; the same data is now a duplicate: -6641 for the fiscal
    // code, and document 2's -6643 for the mobile alone.
    expect((await register({ ...p, numconto: numConto, username: `${p.username}b` })).json().ResponseCode).toBe(-6641);
    const again = (await verifyRegister(p)).json();
    expect(again.ResponseCode).toBe(-6641);
    // An e-mail already registered is not said at the start (document 2 has no code for it; anyone
    // could ask): the start goes on as any other and the codes are sent. Without the OTP the final
    // Register says nothing about the address either; once the OTP proves it, -6642.
    const q = { ...person(), email: p.email.toUpperCase() };
    const start = (await verifyRegister(q)).json();
    expect(start.ResponseCode).toBe(0);
    const qConto = start.ResponseData.numConto as string;
    expect((await register({ ...q, numconto: qConto })).json().ResponseCode).toBe(-7);
    expect((await verifyOtp(qConto, (await otpFor(q.cellulare))!, 1)).json().ResponseCode).toBe(0);
    expect((await register({ ...q, numconto: qConto })).json().ResponseCode).toBe(-7);
    expect((await verifyOtp(qConto, (await otpFor(q.email))!, 2)).json().ResponseCode).toBe(0);
    expect((await register({ ...q, numconto: qConto })).json()).toMatchObject({
      ResponseCode: -6642,
      ResponseMessage: "L'indirizzo email risulta già registrato su un altro conto. Contatta il servizio clienti.",
    });
    expect((await verifyRegister({ ...person(), cellulare: p.cellulare })).json()).toMatchObject({
      ResponseCode: -6643,
      ResponseMessage: expect.stringMatching(/cellulare/),
    });

    // -5: the fiscal code of a self-excluded player cannot open another account.
    await t.deps.db.update(users).set({ statoConto: 8 }).where(eq(users.id, u!.id));
    expect(
      (
        await verifyRegister({
          ...person(),
          codiceFiscale: p.codiceFiscale,
          nome: p.nome,
          cognome: p.cognome,
          dataNascita: p.dataNascita,
        })
      ).json().ResponseCode,
    ).toBe(-5);
  });

  it('uses RegisterUser and RegisterMulti the same way; RegisterMulti needs the account number', async () => {
    const p = person();
    const numConto = await verifiedNumConto(p);
    const multi = await register({ ...p }, 'RegisterMulti');
    expect(multi.statusCode).toBe(400);
    expect(multi.json().errors).toEqual([{ field: 'numconto', message: 'Il campo è richiesto' }]);
    expect((await register({ ...p, numconto: numConto, isMulti: true }, 'RegisterMulti')).json().ResponseCode).toBe(0);
    // Exactly document 2's registration data: no repeated secret answer (the wizard's own field).
    const { securityAnswerConfirm: _repeat, ...q } = person();
    const n2 = await verifiedNumConto(q as Person);
    expect((await register({ ...q, numconto: n2 }, 'RegisterUser')).json().ResponseCode).toBe(0);
  });

  it('refuses forged and malformed requests with the Italian messages, creating nothing', async () => {
    const before = await countUsers();
    const p = person();
    const numConto = await verifiedNumConto(p);
    const forged = await register({
      ...p,
      numconto: numConto,
      email: 'non-una-mail',
      cellulare: '+44 7700 900123',
      capResidenza: '123',
      numeroDocumento: 'AB1',
      username: 'ab_',
      password: 'corta',
      passwordConfirm: 'diversa',
      securityAnswerConfirm: 'altro',
      depositoMassimo: 123,
      privacyMaggiorenneAccepted: false,
      privacyCondizioniAccepted: false,
      codiceFiscale: 'XYZ',
    });
    expect(forged.statusCode).toBe(400);
    const errors = forged.json().errors as { field: string; message: string }[];
    const msg = (field: string) => errors.find((e) => e.field === field)?.message;
    expect(msg('email')).toBe('Inserire una mail valida');
    expect(msg('capResidenza')).toBe('Inserire un CAP valido');
    expect(msg('numeroDocumento')).toBe('Numero documento non valido');
    expect(msg('username')).toBe('Lunghezza minima 6 caratteri');
    expect(msg('password')).toBe('Sicurezza password non sufficiente');
    expect(msg('depositoMassimo')).toBe('Il campo è richiesto');
    expect(msg('privacyMaggiorenneAccepted')).toBe('Il campo è obbligatorio');
    expect(msg('privacyCondizioniAccepted')).toBe('Il campo è richiesto');
    expect(msg('codiceFiscale')).toBe('Codice fiscale non valido');

    // Cross-field rules run on the server too.
    const mismatch = await register({
      ...p,
      numconto: numConto,
      passwordConfirm: 'Diversa123',
      securityAnswerConfirm: 'Milano',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'passwordConfirm', message: 'Le password non coincidono' },
        {
          field: 'securityAnswerConfirm',
          message: 'Le risposte non coincidono',
        },
      ]),
    );
    // The mobile rule (default: Italian numbers only) and the check character.
    const foreign = await register({
      ...p,
      numconto: numConto,
      cellulare: '+447700900123',
    });
    expect(foreign.json().errors).toEqual([
      {
        field: 'cellulare',
        message: 'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare',
      },
    ]);
    const badCheck = p.codiceFiscale.slice(0, 15) + (p.codiceFiscale[15] === 'A' ? 'B' : 'A');
    expect((await register({ ...p, numconto: numConto, codiceFiscale: badCheck })).json().errors).toEqual([
      { field: 'codiceFiscale', message: 'Codice fiscale non valido' },
    ]);
    // Data inconsistent with the fiscal code: -6.
    expect((await register({ ...p, numconto: numConto, nome: 'Luigi' })).json()).toMatchObject({ ResponseCode: -6 });
    // Unknown places.
    expect((await register({ ...p, numconto: numConto, comuneResidenzaId: 999999 })).json().errors).toEqual([
      { field: 'comuneResidenzaId', message: 'Il campo è richiesto' },
    ]);
    // Underage.
    const young = await register({
      ...p,
      numconto: numConto,
      dataNascita: new Date().toISOString().slice(0, 10),
    });
    expect(young.json().errors).toEqual(
      expect.arrayContaining([
        {
          field: 'dataNascita',
          message: 'Devi essere maggiorenne per registrarti',
        },
      ]),
    );
    // Junk bodies.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Account/Register',
          payload: '{"nome":',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Account/Register',
          payload: [1, 2],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Account/Register',
          payload: { nome: { $gt: '' } },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: '/api/Account/VerifyOtpCode?numConto=1&codice=12&type=3',
        })
      ).statusCode,
    ).toBe(400);
    // Forged attempt number, or another person's attempt.
    expect((await register({ ...p, numconto: '2999999999' })).json().ResponseCode).toBe(-1);
    const other = person();
    expect((await register({ ...other, numconto: numConto })).json().ResponseCode).toBe(-1);
    expect(await countUsers()).toBe(before);
  });

  it('validates VerifyRegister input with the step messages and answers -6 for inconsistent data', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Account/VerifyRegister',
      payload: {
        CodiceFiscale: 'abc',
        Email: 'x@y',
        Mobile: '',
        Recaptcha: 'x',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'CodiceFiscale', message: 'Codice fiscale non valido' },
        { field: 'Email', message: 'Inserire una mail valida' },
        { field: 'Mobile', message: 'Il campo è richiesto' },
      ]),
    );
    const format = await verifyRegister({
      ...person(),
      email: 'mario@posta-.it',
    });
    expect(format.json().errors).toEqual([{ field: 'Email', message: 'Formatto non corretto' }]);
    expect((await verifyRegister(person(), { Sesso: 'F' })).json()).toMatchObject({ ResponseCode: -6, ResponseMessage: expect.any(String) });
    expect((await verifyRegister(person(), { CodicePromo: 'CPN-2024' })).json().ResponseCode).toBe(-5296);
  });

  it('answers -3 for a failed bot check and for too many attempts from one address', async () => {
    expect((await verifyRegister(person(), { Recaptcha: '' })).json()).toMatchObject({
      ResponseCode: -3,
      ResponseMessage: 'Ops, qualcosa è andato storto! Abbiamo rilevato un traffico anomalo dal tuo dispositivo. Ti invitiamo a riprovare più tardi.',
    });
    const ip = '10.77.0.1';
    for (let i = 0; i < 10; i++) expect((await verifyRegister(person(), {}, ip)).json().ResponseCode).toBe(0);
    expect((await verifyRegister(person(), {}, ip)).json().ResponseCode).toBe(-3);
  });

  it('creates one player when the same attempt is submitted twice at once', async () => {
    const p = person();
    const numConto = await verifiedNumConto(p);
    const before = await countUsers();
    const answers = (await Promise.all([register({ ...p, numconto: numConto }), register({ ...p, numconto: numConto })])).map((r) => ({
      status: r.statusCode,
      code: r.json().ResponseCode as number,
    }));
    expect(answers.filter((a) => a.code === 0)).toEqual([{ status: 200, code: 0 }]);
    // The other is refused, never with a server error: in the envelope (the attempt used, the fiscal code
    // or the e-mail taken), or, when it passed the fiscal code's check just before the first one's commit
    // and looks at the username just after, with the 400 of a taken username. Which is up to the timing.
    const other = answers.find((a) => a.code !== 0)!;
    expect(other.code).toBeLessThan(0);
    expect([200, 400]).toContain(other.status);
    expect(await countUsers()).toBe(before + 1);
  });

  it('answers -200 to the client that verified both contacts, closing its earlier attempt', async () => {
    const p = person();
    const first = await verifyRegister(p);
    const cookie = attemptCookie(first);
    const earlier = first.json().ResponseData.numConto as string;
    expect(cookie).toBe(`betsite_reg_attempt=${earlier}`);
    expect((await verifyOtp(earlier, (await otpFor(p.cellulare))!, 1)).json().ResponseCode).toBe(0);
    expect((await verifyOtp(earlier, (await otpFor(p.email))!, 2)).json().ResponseCode).toBe(0);

    const reuse = await verifyRegister(p, {}, nextIp(), cookie);
    const v = reuse.json();
    expect(v.ResponseCode).toBe(-200);
    expect(v.ResponseData.numConto).not.toBe(earlier);
    expect(attemptCookie(reuse)).toBe(`betsite_reg_attempt=${v.ResponseData.numConto}`);
    // The verification moved to the new attempt: the earlier one registers nothing and is not carried again.
    expect((await register({ ...p, numconto: earlier })).json().ResponseCode).toBe(-1);
    expect((await verifyRegister(p, {}, nextIp(), cookie)).json().ResponseCode).toBe(0);
    const r = (await register({ ...p, numconto: v.ResponseData.numConto })).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData.UserData.confirmedMobile).toBe(true);
  });

  it("a stranger who knows the fiscal code, e-mail and mobile gets the codes sent again, not the player's verification", async () => {
    const p = person();
    const victim = await verifyRegister(p, {}, '10.1.1.1');
    const numConto = victim.json().ResponseData.numConto as string;
    expect((await verifyOtp(numConto, (await otpFor(p.cellulare))!, 1)).json().ResponseCode).toBe(0);
    expect((await verifyOtp(numConto, (await otpFor(p.email))!, 2)).json().ResponseCode).toBe(0);

    // Same data from another client: no cookie, or a cookie naming some other attempt.
    for (const cookie of [undefined, 'betsite_reg_attempt=2000000001', `betsite_reg_attempt=${numConto}x`]) {
      const a = (await verifyRegister(p, {}, nextIp(), cookie)).json();
      expect(a.ResponseCode, String(cookie)).toBe(0);
      expect(a.ResponseData.numConto).not.toBe(numConto);
      const stolen = (
        await register({ ...p, username: `intruso${++seq}`, password: 'Attacker123', passwordConfirm: 'Attacker123', numconto: a.ResponseData.numConto })
      ).json();
      expect(stolen).toMatchObject({ ResponseCode: -7, ResponseMessage: 'Completa la verifica OTP' });
    }
    // The player's own attempt is untouched and registers.
    const r = (await register({ ...p, numconto: numConto })).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData.username).toBe(p.username);
  });

  it('answers -300 with the no-confirmation module and -100 for a pre-registration', async () => {
    await t.deps.site.setModule('RegistrationMobileAvoidConfirmation', true);
    const p = person();
    const v = (await verifyRegister(p)).json();
    expect(v.ResponseCode).toBe(-300);
    expect(await otpFor(p.cellulare)).toBeUndefined();
    const r = (await register({ ...p, numconto: v.ResponseData.numConto })).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData.UserData.confirmedMobile).toBe(false);
    await t.deps.site.setModule('RegistrationMobileAvoidConfirmation', false);

    const q = person();
    const off = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/PreRegister',
        payload: {
          FirstName: q.nome,
          LastName: q.cognome,
          Email: q.email,
          Mobile: q.cellulare,
        },
      })
    ).json();
    expect(off.ResponseCode).toBe(-8);
    await t.deps.site.setModule('PreRegistration', true);
    const pre = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/PreRegister',
        payload: {
          FirstName: q.nome,
          LastName: q.cognome,
          Email: q.email,
          Mobile: q.cellulare.replace('+39', '+39 '),
        },
      })
    ).json();
    expect(pre.ResponseCode).toBe(0);
    const prefill = (
      await t.app.inject({
        url: `/api/Account/GetPreRegistration?id=${pre.ResponseData}`,
      })
    ).json();
    expect(prefill.ResponseData).toEqual({
      nome: q.nome,
      cognome: q.cognome,
      email: q.email,
      cellulare: q.cellulare.slice(3),
    });
    expect((await t.app.inject({ url: '/api/Account/GetPreRegistration?id=999999' })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Non è stato possibile recuperare i tuoi dati di registrazione',
    });
    const v2 = (await verifyRegister(q)).json();
    expect(v2.ResponseCode).toBe(-100);
    expect(await otpFor(q.cellulare)).toMatch(/^\d{6}$/);
    await t.deps.site.setModule('PreRegistration', false);
  });

  it('serves the seeded pre-registration with the leading 0039 trimmed', async () => {
    const [row] = await t.deps.db.select().from(preRegistrations).where(eq(preRegistrations.email, 'laura.conti@betsite.example'));
    await t.deps.site.setModule('PreRegistration', true);
    const r = (await t.app.inject({ url: `/api/Account/GetPreRegistration?id=${row!.publicId}` })).json();
    await t.deps.site.setModule('PreRegistration', false);
    expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { nome: 'Laura', cognome: 'Conti', cellulare: '3351234567' } });
    expect((await t.app.inject({ url: '/api/Account/GetPreRegistration?id=abc' })).statusCode).toBe(400);
  });

  it('accepts an international mobile only with the custom pattern, with its own message', async () => {
    await t.deps.site.setVariable('Mobile_CustomPattern', '^\\+\\d{10,15}$');
    expect((await verifyRegister({ ...person(), cellulare: '+447700900123' })).json().ResponseCode).toBe(0);
    expect((await verifyRegister({ ...person(), cellulare: '447700900123' })).json().errors).toEqual([
      {
        field: 'Mobile',
        message: 'Inserire un numero di telefono valido con il prefisso internazionale (es. +39) davanti al numero di cellulare',
      },
    ]);
    await t.deps.site.setVariable('Mobile_CustomPattern', '');
  });

  it('checks a codice fiscale for duplicates as soon as the wizard knows it (steps 2 and 3), behind the bot check', async () => {
    const [taken] = await t.deps.db.select({ cf: playerProfiles.codiceFiscale }).from(playerProfiles).limit(1);
    const check = (q: string) => t.app.inject({ url: `/api/Account/CheckCodiceFiscale?${q}` }).then((r) => ({ status: r.statusCode, json: r.json() }));
    expect((await check(`codiceFiscale=${taken!.cf}&recaptcha=x`)).json).toMatchObject({
      ResponseCode: REG_CODES.DUPLICATE_CF,
      ResponseMessage: REG_TEXT.duplicateCf,
    });
    expect((await check(`codiceFiscale=${taken!.cf.toLowerCase()}&recaptcha=x`)).json.ResponseCode).toBe(REG_CODES.DUPLICATE_CF);
    expect((await check('codiceFiscale=RSSMRA85T10A562S&recaptcha=x')).json.ResponseCode).toBe(0);
    expect((await check('codiceFiscale=RSSMRA85T10A562S')).json.ResponseCode).toBe(-3);
    const bad = await check('codiceFiscale=NONVALIDO&recaptcha=x');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: 'codiceFiscale', message: 'Codice fiscale non valido' }]);
  });

  it('a thousand codice fiscale checks from one address answer 20 a minute, whatever X-Forwarded-For says (no enumeration of registered players)', async () => {
    const statuses: number[] = [];
    let refusal: { ResponseMessage?: string } | null = null;
    for (let i = 0; i < 1000; i++) {
      const cf = `RSSMRA85T10A${String(i).padStart(3, '0')}S`;
      const r = await t.app.inject({
        url: `/api/Account/CheckCodiceFiscale?codiceFiscale=${cf}&recaptcha=x`,
        remoteAddress: '10.88.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
      });
      statuses.push(r.statusCode);
      if (r.statusCode === 429) refusal ??= r.json();
    }
    // Answers 400 (a control letter that does not match) or 200: either way the budget is spent.
    expect(statuses.slice(0, 20).includes(429)).toBe(false);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(refusal?.ResponseMessage).toMatch(/troppe richieste/i);
    // A minute later the same address is answered again.
    t.clock.advance(61_000);
    expect(
      (await t.app.inject({ url: '/api/Account/CheckCodiceFiscale?codiceFiscale=RSSMRA85T10A562S&recaptcha=x', remoteAddress: '10.88.0.1' })).statusCode,
    ).toBe(200);
  });

  it('checks username availability behind the bot check', async () => {
    expect(
      (
        await t.app.inject({
          url: '/api/Account/CheckUsername?username=demouser1&recaptcha=x',
        })
      ).json(),
    ).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Nome utente non disponibile',
    });
    expect(
      (
        await t.app.inject({
          url: '/api/Account/CheckUsername?username=DEMOUSER1&recaptcha=x',
        })
      ).json().ResponseCode,
    ).toBe(-1);
    expect(
      (
        await t.app.inject({
          url: '/api/Account/CheckUsername?username=liberissimo1&recaptcha=x',
        })
      ).json().ResponseCode,
    ).toBe(0);
    expect(
      (
        await t.app.inject({
          url: '/api/Account/CheckUsername?username=liberissimo1',
        })
      ).json().ResponseCode,
    ).toBe(-3);
    const short = await t.app.inject({
      url: '/api/Account/CheckUsername?username=abc&recaptcha=x',
    });
    expect(short.json().errors).toEqual([{ field: 'username', message: 'Lunghezza minima 6 caratteri' }]);
    const chars = await t.app.inject({
      url: '/api/Account/CheckUsername?username=abc_def.1&recaptcha=x',
    });
    expect(chars.json().errors).toEqual([{ field: 'username', message: 'Usare solo lettere e numeri' }]);
  });

  it('serves municipalities, countries, the reversed fiscal code and GenerateCF', async () => {
    const nazioni = (await t.app.inject({ url: '/api/Account/GetNazioni' })).json().ResponseData as { Id: number; Nome: string }[];
    expect(nazioni[0]).toEqual({ Id: 181, Nome: 'Italia' });
    expect(nazioni).toEqual(expect.arrayContaining([{ Id: countryId('Z112'), Nome: 'Germania' }]));
    // The dataset's Latin-1 misreading is written back: no 'CittÃ'.
    expect(nazioni).toEqual(expect.arrayContaining([{ Id: countryId('Z106'), Nome: 'Stato della Città del Vaticano' }]));
    expect(nazioni.filter((n) => /[ÃÂ]/.test(n.Nome))).toEqual([]);
    const nascita = (await t.app.inject({ url: '/api/Account/GetComuniNascita?search=rom' })).json().ResponseData as { Id: number; Nome: string }[];
    expect(nascita).toEqual(expect.arrayContaining([{ Id: ROMA, Nome: 'Roma (RM)' }]));
    expect(
      (
        await t.app.inject({
          url: '/api/Account/GetComuniNascita?search=ester',
        })
      ).json().ResponseData[0],
    ).toEqual({ Id: 0, Nome: 'ESTERO' });
    const sanGiuliano = (
      await t.app.inject({
        url: '/api/Account/GetComuni?search=san%20giuliano%20t',
      })
    ).json().ResponseData;
    expect(sanGiuliano[0]).toEqual({
      Id: cityId('A562'),
      Nome: 'San Giuliano Terme (PI)',
    });
    // Accent-insensitive.
    expect((await t.app.inject({ url: '/api/Account/GetComuni?search=forli' })).json().ResponseData.map((c: { Nome: string }) => c.Nome)).toContain(
      'Forlì (FC)',
    );
    // Suppressed municipalities only in the birth list.
    const suppressed = (
      await t.app.inject({
        url: '/api/Account/GetComuniNascita?search=abbadia%20alpina',
      })
    ).json().ResponseData;
    expect(suppressed[0].Nome).toMatch(/Abbadia Alpina.*soppresso/);
    expect(
      (
        await t.app.inject({
          url: '/api/Account/GetComuni?search=abbadia%20alpina',
        })
      ).json().ResponseData,
    ).toEqual([]);

    expect((await t.app.inject({ url: '/api/Account/ReversedCF?catastale=H501' })).json()).toMatchObject({
      ResponseCode: 0,
      ResponseData: {
        Id: ROMA,
        Nome: 'Roma (RM)',
        Estero: false,
        NazioneId: 181,
      },
    });
    expect((await t.app.inject({ url: '/api/Account/ReversedCF?catastale=z404' })).json().ResponseData).toEqual({
      Id: 0,
      Nome: "Stati Uniti d'America",
      Estero: true,
      NazioneId: countryId('Z404'),
    });
    expect((await t.app.inject({ url: '/api/Account/ReversedCF?catastale=Z999' })).json().ResponseCode).toBe(-1);
    expect((await t.app.inject({ url: '/api/Account/ReversedCF?catastale=12' })).statusCode).toBe(400);

    const gen = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/GenerateCF',
        payload: body,
      });
    expect(
      (
        await gen({
          nome: 'Mario',
          cognome: 'Rossi',
          sesso: 'M',
          dataNascita: '1985-12-10T00:00:00.000Z',
          nazioneId: 181,
          comuneId: cityId('A562'),
        })
      ).json().ResponseData,
    ).toEqual({ codice: 'RSSMRA85T10A562S' });
    expect(
      (
        await gen({
          nome: 'John',
          cognome: 'Smith',
          sesso: 'M',
          dataNascita: '1990-03-03',
          nazioneId: countryId('Z404'),
          comuneId: 0,
        })
      ).json().ResponseData,
    ).toEqual({ codice: 'SMTJHN90C03Z404X' });
    expect(
      (
        await gen({
          nome: 'John',
          cognome: 'Smith',
          sesso: 'M',
          dataNascita: '1990-03-03',
          nazioneId: 181,
          comuneId: 1,
        })
      ).json().ResponseCode,
    ).toBe(-1);
    expect((await gen({ nome: '', sesso: 'X' })).statusCode).toBe(400);
  });

  it('serves the document and newsletter catalogues', async () => {
    expect((await t.app.inject({ url: '/api/Account/GetTipiDocumenti' })).json().ResponseData.map((d: { Id: number }) => d.Id)).toEqual([1, 2, 3, 4, 255]);
    expect((await t.app.inject({ url: '/api/Account/GetEmittenteDocumento' })).json().ResponseData.length).toBeGreaterThan(2);
    expect((await t.app.inject({ url: '/api/Account/GetTipiStatoDocumenti' })).json().ResponseData.map((d: { Id: number }) => d.Id)).toContain(3);
    const nl = (await t.app.inject({ url: '/api/Account/GetDefaultNewsletter' })).json().ResponseData.tipiNewsLetterField;
    expect(nl[0]).toMatchObject({
      accettatoField: false,
      descrizioneField: expect.any(String),
      famigliaField: expect.any(String),
      flag_consensoField: expect.any(String),
      giocoField: expect.any(String),
    });
  });

  it('locks registration when the module is off, in withdrawal-only mode, and at night with the night lock', async () => {
    const p = person();
    await t.deps.site.setModule('UserRegistration', false);
    expect((await verifyRegister(p)).json()).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: 'La registrazione non è al momento disponibile.',
    });
    expect((await register(p)).json().ResponseCode).toBe(-8);
    await t.deps.site.setModule('UserRegistration', true);
    await t.deps.site.setModule('ConsentiSoloPrelievo', true);
    expect((await verifyRegister(p)).json().ResponseCode).toBe(-8);
    await t.deps.site.setModule('ConsentiSoloPrelievo', false);

    await t.deps.site.setModule('RegistrationNightLock', true);
    // Move the clock to 03:00 in Italy, then to 12:00.
    const shift = (target: number) => {
      const h = siteHour(t.clock.now());
      t.clock.advance((((target - h + 24) % 24) * 3600 - t.clock.now().getUTCMinutes() * 60) * 1000);
    };
    shift(3);
    expect((await verifyRegister(p)).json()).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: 'La registrazione è disponibile dalle 9:00 alle 22:00.',
    });
    shift(12);
    expect((await verifyRegister(p)).json().ResponseCode).toBe(0);
    await t.deps.site.setModule('RegistrationNightLock', false);
  });
});
