import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { generateCodiceFiscale } from '@betsite/domain/codice-fiscale';
import { depositLimits, legacyAccounts, playerProfiles, users } from '../../db/schema/index.ts';
import { DEMO_LEGACY } from '../../demo/recovery.ts';
import { ACCEPTED_PRIVACY } from '../registration/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let ipSeq = 0;
const migrate = (body: Record<string, unknown>, ip = `10.5.0.${++ipSeq % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/Account/MigrateUser', payload: body, remoteAddress: ip });
const [giuseppe, francesca] = DEMO_LEGACY;
const valid = (over: Record<string, unknown> = {}) => ({
  codiceFiscale: giuseppe.codiceFiscale,
  inv: giuseppe.invitation,
  username: 'giuseppe75',
  password: 'NuovaPass9',
  passwordConfirm: 'NuovaPass9',
  securityQuestion: 2,
  securityAnswer: 'Inter',
  ...ACCEPTED_PRIVACY,
  recaptcha: 'sandbox',
  ...over,
});

describe(`MigrateUser (${dbLabel()})`, () => {
  it('validates every field with the registration rules and Italian messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'abc' }, 'username', 'Lunghezza minima 6 caratteri'],
      [{ username: 'mario_rossi' }, 'username', 'Usare solo lettere e numeri'],
      [{ password: 'solalettere', passwordConfirm: 'solalettere' }, 'password', 'Sicurezza password non sufficiente'],
      [{ password: 'con spazio 1', passwordConfirm: 'con spazio 1' }, 'password', 'Sicurezza password non sufficiente'],
      [{ passwordConfirm: 'Diversa99' }, 'passwordConfirm', 'Le password non coincidono'],
      [{ securityQuestion: 5 }, 'securityQuestion', 'Scegli una domanda segreta'],
      [{ securityAnswer: ' ' }, 'securityAnswer', 'Il campo è richiesto'],
      [{ privacyMaggiorenneAccepted: false }, 'privacyMaggiorenneAccepted', 'Il campo è obbligatorio'],
      [{ privacyContrattoAccepted: false }, 'privacyContrattoAccepted', 'Il campo è obbligatorio'],
      [{ privacyCondizioniAccepted: false }, 'privacyCondizioniAccepted', 'Il campo è richiesto'],
      [{ privacyDatiAccepted: false }, 'privacyDatiAccepted', 'Il campo è obbligatorio'],
      [{ privacyAcceptMarketing: undefined }, 'privacyAcceptMarketing', 'Il campo è richiesto'],
      [{ codiceFiscale: 'RSSMRA80A01' }, 'codiceFiscale', 'Codice fiscale non valido'],
      [{ inv: 'x y' }, 'inv', 'Codice invito non valido'],
    ];
    for (const [over, field, message] of cases) {
      const r = await migrate(valid(over));
      expect(r.statusCode, field).toBe(400);
      expect(r.json().errors, field).toEqual(expect.arrayContaining([{ field, message }]));
    }
    const junk = await t.app.inject({ method: 'POST', url: '/api/Account/MigrateUser', payload: '[1,', headers: { 'content-type': 'application/json' } });
    expect(junk.statusCode).toBe(400);
  });

  it('refuses an unknown fiscal code or a wrong invitation code', async () => {
    expect((await migrate(valid({ inv: 'SBAGLIATO' }))).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Non abbiamo trovato conti da migrare con questo codice fiscale e codice invito.',
    });
    expect((await migrate(valid({ codiceFiscale: 'RSSMRA80A01H501U' }))).json().ResponseCode).toBe(-1);
  });

  it('refuses a username already taken', async () => {
    expect((await migrate(valid({ username: 'DemoUser1' }))).json()).toMatchObject({ ResponseCode: -3, ResponseMessage: 'Nome utente non disponibile' });
  });

  it('refuses a fiscal code that already has an account', async () => {
    await t.deps.db.insert(legacyAccounts).values({
      ...{ codiceFiscale: 'RSSMRA80A01H501U', invitation: 'MIGRA-TEST', legacyUsername: 'mrossi_old', legacyContratto: '2999999901', skin: 'betsite' },
      ...{ nome: 'Mario', cognome: 'Rossi', email: 'mario.old@betsite.example', cellulare: '+393330000000', anagrafica: giuseppe.anagrafica },
    });
    const r = (await migrate(valid({ codiceFiscale: 'RSSMRA80A01H501U', inv: 'MIGRA-TEST', username: 'mariorossi80' }))).json();
    expect(r).toMatchObject({
      ResponseCode: -4,
      ResponseMessage: "Il codice fiscale risulta già registrato su un altro conto. Contatta l'assistenza clienti.",
    });
  });

  it('refuses accounts whose e-mail or mobile another player already has, as a registration would (-6642, -6643)', async () => {
    const [holder] = await t.deps.db.select().from(users).where(eq(users.username, 'demouser1'));
    const legacy = async (nome: string, invitation: string, legacyContratto: string, contacts: { email: string; cellulare: string }) => {
      const codiceFiscale = generateCodiceFiscale({ nome, cognome: 'Verdi', sesso: 'M', dataNascita: '1979-02-11', codiceCatastale: 'L219' })!;
      await t.deps.db.insert(legacyAccounts).values({
        ...{ codiceFiscale, invitation, legacyUsername: `${nome.toLowerCase()}_old`, legacyContratto, skin: 'betsite' },
        ...{ nome, cognome: 'Verdi', anagrafica: giuseppe.anagrafica, ...contacts },
      });
      return codiceFiscale;
    };
    const byMail = await legacy('Paolo', 'MIGRA-MAIL', '2999999911', { email: holder!.email.toUpperCase(), cellulare: '+393330000071' });
    expect((await migrate(valid({ codiceFiscale: byMail, inv: 'MIGRA-MAIL', username: 'paoloverdi79' }))).json()).toMatchObject({
      ResponseCode: -6642,
      ResponseMessage: "L'indirizzo email dei conti da migrare risulta già registrato su un altro conto. Contatta l'assistenza clienti.",
    });
    const byMobile = await legacy('Piero', 'MIGRA-CELL', '2999999912', { email: 'piero.old@betsite.example', cellulare: holder!.cellulare });
    expect((await migrate(valid({ codiceFiscale: byMobile, inv: 'MIGRA-CELL', username: 'pieroverdi79' }))).json()).toMatchObject({
      ResponseCode: -6643,
      ResponseMessage: "Il numero di cellulare dei conti da migrare risulta già registrato su un altro conto. Contatta l'assistenza clienti.",
    });
    // Nothing was created or claimed.
    expect(await t.deps.db.select().from(users).where(eq(users.username, 'paoloverdi79'))).toEqual([]);
    const [claimed] = await t.deps.db.select().from(legacyAccounts).where(eq(legacyAccounts.codiceFiscale, byMobile));
    expect(claimed!.migratedAt).toBeNull();
  });

  it('creates the single account with a minimal profile, exactly once', async () => {
    const r = (await migrate(valid({ codiceFiscale: giuseppe.codiceFiscale.toLowerCase(), inv: giuseppe.invitation.toLowerCase() }))).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData.username).toBe('giuseppe75');
    expect(r.ResponseMessage).toContain('giuseppe75');
    const [u] = await t.deps.db.select().from(users).where(eq(users.username, 'giuseppe75'));
    expect(u).toMatchObject({ nome: 'Giuseppe', cognome: 'Esposito', email: giuseppe.email, contratto: r.ResponseData.numeroContratto, cambioPassword: false });
    const [p] = await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.userId, u!.id));
    expect(p).toMatchObject({ codiceFiscale: giuseppe.codiceFiscale, securityQuestionId: 2, sesso: 'M', dataNascita: '1975-03-15' });
    const legacy = await t.deps.db.select().from(legacyAccounts).where(eq(legacyAccounts.codiceFiscale, giuseppe.codiceFiscale));
    expect(legacy).toHaveLength(2);
    expect(legacy.every((l) => l.migratedUserId === u!.id && l.migratedAt)).toBe(true);

    const again = (await migrate(valid({ username: 'altronome1' }))).json();
    expect(again).toMatchObject({ ResponseCode: -2, ResponseMessage: 'Questi conti sono già stati migrati. Accedi con le tue nuove credenziali.' });
    const login = (
      await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'giuseppe75', password: 'NuovaPass9' } })
    ).json();
    expect(login.ResponseCode).toBe(0);
  });

  it('the migrated player starts with the first access due, as a registered one: no deposit before the contract and the limits', async () => {
    const [u] = await t.deps.db.select().from(users).where(eq(users.username, 'giuseppe75'));
    expect(u).toMatchObject({ firstAccessDue: true, contractVersion: null });
    const login = (
      await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'giuseppe75', password: 'NuovaPass9' } })
    ).json();
    // The login page goes to /account/primo-accesso on this flag.
    expect(login.ResponseData.UserData.primoAccesso).toBe(true);
    const headers = { authorization: `Bearer ${login.ResponseData.Token}` };
    expect((await t.app.inject({ url: '/api/Account/GetPrimoAccesso', headers })).json().ResponseData).toMatchObject({ dovuto: true });
    const ricarica = (
      await t.app.inject({ method: 'POST', url: '/api/Account/Ricarica', headers, payload: { metodo: 'Deposit', type: 'Ricarica_Paysafe', importo: 2000 } })
    ).json();
    expect(ricarica.ResponseMessage).toBe(
      'Prima di ricaricare o giocare devi accettare il nuovo contratto di gioco e impostare i tuoi limiti. Puoi sempre consultare il conto e prelevare.',
    );
    expect(await t.deps.db.select().from(depositLimits).where(eq(depositLimits.userId, u!.id))).toEqual([]);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/Account/CompletaPrimoAccesso',
      headers,
      payload: {
        versioneContratto: '2025.11',
        accetto: true,
        tipoPeriodoDeposito: 'WW',
        tipoPeriodoSpesa: 'WW',
        tipoPeriodoTempo: 'WW',
        deposito: 10000,
        spesa: 5000,
        tempo: 600,
      },
    });
    expect(done.json().ResponseCode).toBe(0);
    const limits = await t.deps.db.select().from(depositLimits).where(eq(depositLimits.userId, u!.id));
    expect(limits.map((l) => [l.periodo, l.importo])).toEqual([['WW', 10000]]);
    expect((await t.deps.db.select().from(users).where(eq(users.id, u!.id)))[0]).toMatchObject({ firstAccessDue: false, depositLimitSet: true });
  });

  it('checks the bot-check token the call carries (document 2 §7) before anything else', async () => {
    for (const recaptcha of [undefined, null, '', '  ']) {
      const r = (await migrate(valid({ codiceFiscale: francesca.codiceFiscale, inv: 'NONCONTA', recaptcha }))).json();
      expect(r, String(recaptcha)).toMatchObject({
        ResponseCode: -429,
        ResponseMessage: 'Ops, qualcosa è andato storto! Abbiamo rilevato un traffico anomalo dal tuo dispositivo. Ti invitiamo a riprovare più tardi.',
      });
    }
    // The web app's sandbox token goes through.
    expect((await migrate(valid({ codiceFiscale: francesca.codiceFiscale, inv: 'NONCONTA', recaptcha: 'sandbox:migrate_user' }))).json().ResponseCode).toBe(-1);
  });

  it('two concurrent migrations of the same accounts create one account', async () => {
    const body = (username: string) => valid({ codiceFiscale: francesca.codiceFiscale, inv: francesca.invitation, username });
    const results = await Promise.all([migrate(body('francesca1')), migrate(body('francesca2')), migrate(body('francesca3'))]);
    const codes = results.map((r) => r.json().ResponseCode).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    // Every other is refused as the accounts stand when it looks: already migrated (-2), or, when it read
    // them unclaimed just before the first one's commit and looks at the fiscal code just after, that
    // fiscal code in use (-4). Which of the two is up to the timing.
    expect(codes.every((c) => c === 0 || c === -2 || c === -4)).toBe(true);
    const profiles = await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.codiceFiscale, francesca.codiceFiscale));
    expect(profiles).toHaveLength(1);
  });

  it('counts each guess before looking it up: 60 at once on one fiscal code check at most 10 (issue: parallel guesses)', async () => {
    const codiceFiscale = generateCodiceFiscale({ nome: 'Anna', cognome: 'Neri', sesso: 'F', dataNascita: '1982-07-19', codiceCatastale: 'F205' })!;
    await t.deps.db.insert(legacyAccounts).values({
      ...{ codiceFiscale, invitation: 'MIGRA-GARA', legacyUsername: 'anna_old', legacyContratto: '2999999902', skin: 'betsite' },
      ...{ nome: 'Anna', cognome: 'Neri', email: 'anna.old@betsite.example', cellulare: '+393330000002', anagrafica: giuseppe.anagrafica },
    });
    const body = (inv: string) => valid({ codiceFiscale, inv, username: 'annaneri82' }) as never;
    // Straight to the service, each from its own address: the requests are all in flight together.
    const out = await Promise.all(Array.from({ length: 60 }, (_, i) => t.services.migration.migrate(body(`MIGRA-X${i}`), `10.77.${i}.1`)));
    const codes = out.map((o) => (o && 'code' in o ? o.code : 0));
    expect(codes.filter((c) => c === -1).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c !== -1 && c !== -429)).toEqual([]);
    // The fiscal code is locked now: even the right invitation waits.
    expect(await t.services.migration.migrate(body('MIGRA-GARA'), '10.77.99.1')).toMatchObject({ code: -429 });
    expect(await t.deps.db.select().from(users).where(eq(users.username, 'annaneri82'))).toEqual([]);
  });

  it('locks guessing of fiscal/invitation codes from one address', async () => {
    const ip = '10.66.0.1';
    for (let i = 0; i < 10; i++) await migrate(valid({ inv: `GUESS${i}` }), ip);
    expect((await migrate(valid({ inv: 'GUESS99' }), ip)).json().ResponseCode).toBe(-429);
  });
});
