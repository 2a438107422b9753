import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, dbLabel, operatorToken, type TestApp } from '../../test-support.ts';
import { depositLimits, deposits, playerDocuments, playerProfiles, rgLimitCaps, selfExclusions, users } from '../../db/schema/index.ts';
import { expectLedgerSound, login, saldo } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { assertMayPlay, exclusionRefusal } from './guard.ts';
import { DEMO_PASSWORD } from '../../demo/users.ts';
import { profileRow as profile } from '../profile/test-fixtures.ts';
import { addCalendarDays, italianDay } from '@betsite/domain/italian-day';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 24 * 3600 * 1000;
type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const limits = async (h: Headers) => (await get('/api/Account/EL_GetLimitazioniDeposito', h)).json();
const saveLimit = (h: Headers, body: Record<string, unknown>) => post('/api/Account/SaveLimitazione', h, { cookieId: 'legacy', numVoltePeriodo: 1, ...body });
const saveExclusion = (h: Headers, body: Record<string, unknown>) => post('/api/Account/SaveEsclusione', h, { cookieId: 'legacy', tipo: 3, note: '', ...body });
const ricarica = (h: Headers, importo: number) => post('/api/Account/Ricarica', h, { metodo: 'Deposit', type: 'Ricarica_Paysafe', importo });
const rowsOf = async (userId: number) => ({
  limits: await t.deps.db.select().from(depositLimits).where(eq(depositLimits.userId, userId)),
  exclusions: await t.deps.db.select().from(selfExclusions).where(eq(selfExclusions.userId, userId)),
});
const stato = async (userId: number) => (await t.deps.db.select({ s: users.statoConto }).from(users).where(eq(users.id, userId)))[0]!.s;

/** Opens the PaaS page for the player and pays `euro` through it (the sandbox provider's form). */
async function paasPay(p: { headers: Headers }, euro: string): Promise<string> {
  await t.deps.site.setModule('DepositWithPaas_Enabled', true);
  try {
    const r = (await post('/api/Account/DepositWithPaas', p.headers, { isMobile: false })).json();
    if (r.ResponseCode !== 0) return `refused: ${r.ResponseMessage}`;
    const page = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paas/deposit',
      payload: `token=${r.ResponseData.token}&method=Ricarica_Paypal&amount=${euro}&action=pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return page.body;
  } finally {
    await t.deps.site.setModule('DepositWithPaas_Enabled', false);
  }
}

describe(`deposit limits: EL_GetLimitazioniDeposito, SaveLimitazione (${dbLabel()})`, () => {
  it('every call needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/Account/EL_GetLimitazioniDeposito'],
      ['POST', '/api/Account/SaveLimitazione'],
      ['GET', '/api/Account/GetTipiAutoesclusioneTrasversale'],
      ['POST', '/api/Account/SaveEsclusione'],
      ['GET', '/api/Account/EL_GetPepInfo'],
      ['POST', '/api/Account/EL_SetPepInfo'],
    ] as const) {
      const body = { tipoPeriodo: 'WW', importo: 5000, tipo: 3, tipoTrasversale: 1, professione: 1, fasciaReddito: 1, origineFondi: 1 };
      const r = await t.app.inject({ method, url, headers: { authorization: 'Bearer forged.token.value' }, payload: method === 'POST' ? body : undefined });
      expect(r.statusCode, url).toBe(401);
    }
  });

  it('demolimit1 keeps -6443 until it saves a limit; bad input answers 400 in Italian and writes nothing', async () => {
    const first = (await post('/api/Account/LoginUser2FA', {}, { username: 'demolimit1', password: 'Password123' })).json();
    expect(first.ResponseCode).toBe(-6443);
    expect(first.ResponseMessage).toBe('Per completare il tuo account devi impostare il limite di deposito');
    const u = await login(t, 'demolimit1');
    expect((await limits(u.headers)).ResponseData).toEqual({ limitazioni: [], periodi: ['WW', 'MM'], ritardoAumentoOre: 168, tettoPrimoLimite: null });
    const cases: [Record<string, unknown>, string][] = [
      [{ tipoPeriodo: 'WW' }, 'Il campo è richiesto'],
      [{ tipoPeriodo: 'WW', importo: 10.5 }, 'Importo non valido'],
      [{ tipoPeriodo: 'WW', importo: 0 }, 'Importo non valido'],
      [{ tipoPeriodo: 'WW', importo: -500 }, 'Importo non valido'],
      [{ tipoPeriodo: 'WW', importo: '5000' }, ''],
      [{ tipoPeriodo: 'WW', importo: 9_900_001 }, "L'importo massimo è € 99.000"],
      [{ tipoPeriodo: 'AA', importo: 5000 }, 'Periodo non valido'],
      [{ tipoPeriodo: 'GG', importo: 5000 }, 'Periodo non valido'],
      [{ importo: 5000 }, 'Periodo non valido'],
      [{ tipoPeriodo: 'WW', importo: 5000, numVoltePeriodo: 2 }, 'Il limite vale una volta per periodo'],
      [{ tipoPeriodo: 'WW', importo: 5000, cookieId: 'a\u0000b' }, 'Il testo contiene caratteri non ammessi'],
    ];
    for (const [body, message] of cases) {
      const r = await saveLimit(u.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
    }
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveLimitazione',
      headers: { ...u.headers, 'content-type': 'application/json' },
      payload: '{"importo":',
    });
    expect(junk.statusCode).toBe(400);
    expect((await rowsOf(u.userId)).limits).toEqual([]);
    expect((await post('/api/Account/LoginUser2FA', {}, { username: 'demolimit1', password: 'Password123' })).json().ResponseCode).toBe(-6443);

    const saved = (await saveLimit((await login(t, 'demolimit1')).headers, { tipoPeriodo: 'WW', importo: 5000 })).json();
    expect(saved).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: 'Dati salvati con successo',
      ResponseData: { tipoPeriodo: 'WW', importo: 5000, importoInAttesa: null, disponibile: 5000 },
    });
    const after = (await post('/api/Account/LoginUser2FA', {}, { username: 'demolimit1', password: 'Password123' })).json();
    // No -6443 any more (-6083 only says the test's other session was closed).
    expect(after.ResponseCode).toBe(-6083);
    expect(after.ResponseData.UserData.depositLimitSet).toBe(true);
  });

  it('a decrease applies at once, a raise only after 7 days and is shown as pending', async () => {
    const p = await createPlayer(t);
    expect((await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 10000 })).json().ResponseCode).toBe(0);
    const down = (await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 4000 })).json();
    expect(down.ResponseData).toMatchObject({ importo: 4000, importoInAttesa: null });
    const up = (await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 20000 })).json();
    expect(up.ResponseData).toMatchObject({ importo: 4000, importoInAttesa: 20000 });
    expect(up.ResponseMessage).toMatch(/^L'aumento del limite sarà attivo dal \d{2}\/\d{2}\/\d{4}$/);
    expect(Date.parse(up.ResponseData.attivoDal) - t.clock.now().getTime()).toBe(7 * DAY);
    // Meanwhile the old limit holds.
    expect((await ricarica(p.headers, 5000)).json().ResponseCode).toBe(-13);
    expect((await ricarica(p.headers, 4000)).json().ResponseCode).toBe(0);
    // A monthly limit sits beside the weekly one; both are listed.
    expect((await saveLimit(p.headers, { tipoPeriodo: 'MM', importo: 30000 })).json().ResponseCode).toBe(0);
    const listed = (await limits(p.headers)).ResponseData.limitazioni;
    expect(listed.map((l: { tipoPeriodo: string }) => l.tipoPeriodo)).toEqual(['WW', 'MM']);
    // Document 2's "Limits data: periodo, importo" names the period `periodo`.
    expect(listed.map((l: { periodo: string }) => l.periodo)).toEqual(['WW', 'MM']);
    expect(listed[0]).toMatchObject({ importo: 4000, importoInAttesa: 20000, utilizzato: 4000, disponibile: 0 });
    t.clock.advance(7 * DAY + 1000);
    p.headers = (await freshSession(p)) as Player['headers'];
    const later = (await limits(p.headers)).ResponseData.limitazioni[0];
    expect(later).toMatchObject({ importo: 20000, importoInAttesa: null, attivoDal: null, utilizzato: 0 });
    // A decrease also drops a raise still waiting.
    expect((await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 30000 })).json().ResponseData.importoInAttesa).toBe(30000);
    expect((await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 1000 })).json().ResponseData).toMatchObject({ importo: 1000, importoInAttesa: null });
    // The monthly window still counts last week's deposit.
    expect((await limits(p.headers)).ResponseData.limitazioni[1]).toMatchObject({ tipoPeriodo: 'MM', utilizzato: 4000, disponibile: 26000 });
  });

  it("the registration's limit is the weekly limit until the player saves one", async () => {
    const p = await createPlayer(t);
    await t.deps.db.insert(playerProfiles).values(profile(p.id, '1980-01-01', 20));
    expect((await limits(p.headers)).ResponseData.limitazioni).toMatchObject([{ tipoPeriodo: 'WW', importo: 2000 }]);
    expect((await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 5000 })).json().ResponseData).toMatchObject({ importo: 2000, importoInAttesa: 5000 });
  });
});

describe(`one deposit rule for Ricarica, every provider and the PaaS page (${dbLabel()})`, () => {
  it('the PaaS page respects the weekly limit (it used to credit past it)', async () => {
    const p = await createPlayer(t);
    expect((await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 5000 })).json().ResponseCode).toBe(0);
    expect(await paasPay(p, '30,00')).toContain('Pagamento riuscito');
    const refused = await paasPay(p, '30,00');
    expect(refused).toContain('La ricarica supera il tuo limite di deposito: puoi ancora ricaricare € 20');
    expect(await paasPay(p, '20,00')).toContain('Pagamento riuscito');
    // Ricarica sees what the PaaS page deposited: one window for every way in.
    expect((await ricarica(p.headers, 500)).json()).toMatchObject({
      ResponseCode: -13,
      ResponseMessage: 'La ricarica supera il tuo limite di deposito: puoi ancora ricaricare € 0',
    });
    expect((await saldo(t, p.headers)).soldi).toBe(5000);
    await expectLedgerSound(t);
  });

  it('concurrent deposits through Ricarica and the PaaS page never pass the limit together', async () => {
    const p = await createPlayer(t);
    expect((await saveLimit(p.headers, { tipoPeriodo: 'WW', importo: 5000 })).json().ResponseCode).toBe(0);
    await t.deps.site.setModule('DepositWithPaas_Enabled', true);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push((await post('/api/Account/DepositWithPaas', p.headers, {})).json().ResponseData.token);
    await t.deps.site.setModule('DepositWithPaas_Enabled', false);
    const paas = tokens.map((token) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/paas/deposit',
        payload: `token=${token}&method=Ricarica_Paypal&amount=10,00&action=pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    const direct = Array.from({ length: 6 }, () => ricarica(p.headers, 1000));
    const [paasPages, directAnswers] = await Promise.all([Promise.all(paas), Promise.all(direct)]);
    const credited = paasPages.filter((r) => r.body.includes('Pagamento riuscito')).length + directAnswers.filter((r) => r.json().ResponseCode === 0).length;
    expect(credited).toBe(5);
    const [open] = await t.deps.db
      .select({ s: sql<number>`coalesce(sum(${deposits.amount}), 0)::int` })
      .from(deposits)
      .where(sql`${deposits.userId} = ${p.id} and ${deposits.status} in ('created', 'pending', 'success')`);
    expect(open!.s).toBe(5000);
  });
});

describe(`self-exclusion: GetTipiAutoesclusioneTrasversale, SaveEsclusione (${dbLabel()})`, () => {
  it("lists the specification's choices: 30, 60, 90 days and permanent (at least 6 months)", async () => {
    const p = await createPlayer(t);
    const r = (await get('/api/Account/GetTipiAutoesclusioneTrasversale', p.headers)).json();
    expect(r.ResponseData.attive).toEqual([]);
    expect(r.ResponseData.tipi).toEqual([
      { id: 1, descrizione: '30 giorni', tipo: 'temporary', giorniMin: 30, giorniMax: 30, prodotto: 'all' },
      { id: 2, descrizione: '60 giorni', tipo: 'temporary', giorniMin: 60, giorniMax: 60, prodotto: 'all' },
      { id: 3, descrizione: '90 giorni', tipo: 'temporary', giorniMin: 90, giorniMax: 90, prodotto: 'all' },
      { id: 4, descrizione: 'Permanente (minimo 6 mesi)', tipo: 'permanent', giorniMin: 180, giorniMax: null, prodotto: 'all' },
    ]);
  });

  it('bad input answers 400 in Italian and writes nothing', async () => {
    const p = await createPlayer(t, { cash: 1000 });
    const cases: [Record<string, unknown>, string][] = [
      [{ tipoTrasversale: 1, tipo: 2 }, 'Tipo di esclusione non valido'],
      [{ tipoTrasversale: 99 }, 'Tipo di autoesclusione non valido'],
      [{ tipoTrasversale: 11 }, 'Tipo di autoesclusione non valido'],
      [{ tipoTrasversale: 'uno' }, 'Tipo di autoesclusione non valido'],
      [{ tipoTrasversale: 1.5 }, 'Tipo di autoesclusione non valido'],
      [{ tipoTrasversale: 1, note: 'x'.repeat(501) }, 'Massimo 500 caratteri'],
      [{ tipoTrasversale: 1, note: 'ciao\u0000' }, 'Il testo contiene caratteri non ammessi'],
      [{ tipoTrasversale: 1, termine: '2026-13-45'.repeat(5) }, 'Data non valida'],
    ];
    for (const [body, message] of cases) {
      const r = await saveExclusion(p.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
    }
    expect((await rowsOf(p.id)).exclusions).toEqual([]);
    expect(await stato(p.id)).toBe(2);
  });

  it('a self-excluded player without a deposit limit is no longer asked to set one at login (-6443): the account refuses deposits anyway', async () => {
    const loginCode = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'demorg1', password: DEMO_PASSWORD } })).json();
    const first = await loginCode();
    expect(first.ResponseCode).toBe(-6443);
    const h = { authorization: `Bearer ${first.ResponseData.Token}` };
    expect((await saveExclusion(h, { tipoTrasversale: 1 })).json().ResponseCode).toBe(0);
    const again = await loginCode();
    expect(again.ResponseData?.Token).toBeTruthy();
    expect([0, -6083]).toContain(again.ResponseCode);
  });

  it('an excluded player cannot deposit, keeps the balance, can withdraw; it survives logout and restart, and ends after 30 days', async () => {
    const p = await createPlayer(t, { cash: 3000 });
    const saved = (await saveExclusion(p.headers, { tipoTrasversale: 1, note: 'Voglio una pausa' })).json();
    expect(saved).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: 'Autoesclusione impostata con successo',
      ResponseData: { tipo: 'temporary', prodotto: 'all', al: expect.any(String) },
    });
    expect(Date.parse(saved.ResponseData.al) - t.clock.now().getTime()).toBe(30 * DAY);
    expect(await stato(p.id)).toBe(7);
    expect((await ricarica(p.headers, 1000)).json()).toMatchObject({ ResponseCode: -12, ResponseMessage: 'Lo stato del tuo conto non consente ricariche' });
    await t.deps.site.setModule('DepositWithPaas_Enabled', true);
    expect((await post('/api/Account/DepositWithPaas', p.headers, {})).json().ResponseCode).toBe(-12);
    await t.deps.site.setModule('DepositWithPaas_Enabled', false);
    expect(await saldo(t, p.headers)).toEqual({ soldi: 3000, prelevabile: 3000 });
    // The one check the game platform and the bonus module call.
    await expect(assertMayPlay(t.deps, p.id, 'casino')).rejects.toMatchObject({
      statusCode: 403,
      message: 'Il tuo conto è in autoesclusione: questa operazione non è consentita',
    });
    // A milder (or equal) exclusion adds nothing; irreversible means no way back from the API.
    expect((await saveExclusion(p.headers, { tipoTrasversale: 1 })).json()).toMatchObject({
      ResponseCode: -2,
      ResponseMessage: "Hai già un'autoesclusione attiva",
    });
    expect((await get('/api/Account/GetTipiAutoesclusioneTrasversale', p.headers)).json().ResponseData.attive).toHaveLength(1);
    // Logout, then a new server process on the same database: still excluded.
    await t.deps.sessions.revoke((await t.deps.sessions.authenticate(p.headers.authorization.slice(7), 'player'))!.sessionId, 'logout');
    if (t.url) {
      const peer = await createPeerApp(t);
      try {
        expect(await exclusionRefusal(peer.deps.db, peer.clock, p.id, 'all')).toBe('Il tuo conto è in autoesclusione: questa operazione non è consentita');
      } finally {
        await peer.close();
      }
    }
    const again = await freshSession(p);
    expect((await ricarica(again, 1000)).json().ResponseCode).toBe(-12);
    t.clock.advance(30 * DAY + 1000);
    const back = await freshSession(p);
    const check = (await t.app.inject({ url: '/api/Account/CheckAuth', headers: back })).json();
    expect(check.UserData.statoConto).toBe(2);
    expect(await stato(p.id)).toBe(2);
    expect((await ricarica(back, 1000)).json().ResponseCode).toBe(0);
    expect(await exclusionRefusal(t.deps.db, t.clock, p.id, 'all')).toBeNull();
  });

  it('a provisional account self-excluded and then validated shows 7, and the end of the exclusion gives it back validated (2), not provisional', async () => {
    const p = await createPlayer(t, { overrides: { statoConto: 1 } });
    expect((await saveExclusion(p.headers, { tipoTrasversale: 1 })).json().ResponseCode).toBe(0);
    expect(await stato(p.id)).toBe(1);
    // Both document sides waiting, then approved by an operator: the account is validated during the exclusion.
    const docs = await t.deps.db
      .insert(playerDocuments)
      .values(
        (['fronte', 'retro'] as const).map((side) => ({ userId: p.id, side, storageKey: `test/${p.id}-${side}`, mime: 'image/png', size: 1, sha256: side })),
      )
      .returning({ id: playerDocuments.id });
    const op = { authorization: `Bearer ${await operatorToken(t)}` };
    for (const d of docs) expect((await post('/api/Operator/ApprovaDocumento', op, { id: d.id })).json().ResponseCode).toBe(0);
    expect(await stato(p.id)).toBe(7);
    expect((await t.deps.db.select({ s: selfExclusions.previousStato }).from(selfExclusions).where(eq(selfExclusions.userId, p.id)))[0]!.s).toBe(2);
    expect((await t.app.inject({ url: '/api/Account/CheckAuth', headers: await freshSession(p) })).json().UserData.statoConto).toBe(7);
    expect((await ricarica(await freshSession(p), 1000)).json().ResponseCode).toBe(-12);
    t.clock.advance(30 * DAY + 1000);
    expect((await t.app.inject({ url: '/api/Account/CheckAuth', headers: await freshSession(p) })).json().UserData.statoConto).toBe(2);
  });

  it('a permanent exclusion may follow a temporary one and moves the account to 8', async () => {
    const p = await createPlayer(t);
    expect((await saveExclusion(p.headers, { tipoTrasversale: 3 })).json().ResponseCode).toBe(0);
    const perm = (await saveExclusion(p.headers, { tipoTrasversale: 4 })).json();
    expect(perm).toMatchObject({ ResponseCode: 0, ResponseData: { tipo: 'permanent', al: null } });
    expect(Date.parse(perm.ResponseData.revocabileDal) - t.clock.now().getTime()).toBe(180 * DAY);
    expect(await stato(p.id)).toBe(8);
    t.clock.advance(400 * DAY);
    expect(await exclusionRefusal(t.deps.db, t.clock, p.id, 'sport')).not.toBeNull();
    expect((await saveExclusion(await freshSession(p), { tipoTrasversale: 1 })).json().ResponseCode).toBe(-2);
  });
});

describe(`the Italian rules from February 2026 are a configuration change (${dbLabel()})`, () => {
  it('switching ResponsibleGaming_RuleSet to adm2026 changes choices, periods and caps without code', async () => {
    await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'adm2026');
    try {
      const adult = await createPlayer(t);
      await t.deps.db.insert(playerProfiles).values(profile(adult.id, '1980-05-05', 0));
      const l = (await limits(adult.headers)).ResponseData;
      expect(l.periodi).toEqual(['GG', 'WW', 'MM']);
      expect(l.tettoPrimoLimite).toEqual({ GG: 20000, WW: 140000, MM: 600000 });
      // First limits are capped at € 200 a day of top-up; a later raise follows the normal delay.
      expect((await saveLimit(adult.headers, { tipoPeriodo: 'GG', importo: 20001 })).json().ResponseMessage).toBe(
        'Il primo limite non può superare € 200 per questo periodo',
      );
      expect((await rowsOf(adult.id)).limits).toEqual([]);
      expect((await saveLimit(adult.headers, { tipoPeriodo: 'GG', importo: 20000 })).json().ResponseCode).toBe(0);
      expect((await saveLimit(adult.headers, { tipoPeriodo: 'GG', importo: 50000 })).json().ResponseData).toMatchObject({
        importo: 20000,
        importoInAttesa: 50000,
      });
      // Lower caps for 18–24-year-olds are one more row of data (seeded by migration 0021: € 50 a day).
      expect(await t.deps.db.select().from(rgLimitCaps).where(eq(rgLimitCaps.minAge, 18))).toMatchObject([
        { ruleSet: 'adm2026', kind: 'deposit', maxPerDay: 5000, maxAge: 24 },
      ]);
      const young = await createPlayer(t);
      const born = new Date(t.clock.now().getTime() - 20 * 365.25 * DAY).toISOString().slice(0, 10);
      await t.deps.db.insert(playerProfiles).values(profile(young.id, born, 0));
      expect((await limits(young.headers)).ResponseData.tettoPrimoLimite).toEqual({ GG: 5000, WW: 35000, MM: 150000 });
      expect((await saveLimit(young.headers, { tipoPeriodo: 'WW', importo: 35001 })).statusCode).toBe(400);
      expect((await limits(adult.headers)).ResponseData.tettoPrimoLimite.GG).toBe(20000);

      // Self-exclusion: 7 to 270 days, per product; permanent revocable after 9 months.
      const tipi = (await get('/api/Account/GetTipiAutoesclusioneTrasversale', adult.headers)).json().ResponseData.tipi;
      expect(tipi.map((x: { prodotto: string; giorniMin: number; giorniMax: number | null }) => [x.prodotto, x.giorniMin, x.giorniMax])).toEqual([
        ['all', 7, 270],
        ['sport', 7, 270],
        ['casino', 7, 270],
        ['poker', 7, 270],
        ['all', 270, null],
      ]);
      // Days on Italy's calendar, as the server counts them (from 22:00 or 23:00 UTC, UTC's date is a day behind).
      const day = (n: number) => addCalendarDays(italianDay(t.clock.now()), n);
      expect((await saveExclusion(adult.headers, { tipoTrasversale: 13 })).json().ResponseMessage).toBe("Indica la data di fine dell'autoesclusione");
      expect((await saveExclusion(adult.headers, { tipoTrasversale: 13, termine: day(6) })).json().ResponseMessage).toBe(
        'La durata deve essere compresa tra 7 e 270 giorni',
      );
      expect((await saveExclusion(adult.headers, { tipoTrasversale: 13, termine: day(271) })).statusCode).toBe(400);
      expect((await saveExclusion(adult.headers, { tipoTrasversale: 13, termine: '2026-02-30' })).statusCode).toBe(400);
      expect((await saveExclusion(adult.headers, { tipoTrasversale: 1 })).statusCode).toBe(400);
      expect((await rowsOf(adult.id)).exclusions).toEqual([]);
      const casino = (await saveExclusion(adult.headers, { tipoTrasversale: 13, termine: day(10) })).json();
      expect(casino).toMatchObject({ ResponseCode: 0, ResponseData: { prodotto: 'casino' } });
      // Only casino is closed: the account, sport and deposits stay open.
      expect(await stato(adult.id)).toBe(2);
      expect(await exclusionRefusal(t.deps.db, t.clock, adult.id, 'casino')).toBe(
        'Sei in autoesclusione da questo prodotto: questa operazione non è consentita',
      );
      expect(await exclusionRefusal(t.deps.db, t.clock, adult.id, 'sport')).toBeNull();
      expect((await ricarica(adult.headers, 1000)).json().ResponseCode).toBe(0);
      const perm = (await saveExclusion(adult.headers, { tipoTrasversale: 15 })).json();
      expect(Date.parse(perm.ResponseData.revocabileDal) - t.clock.now().getTime()).toBe(270 * DAY);
      expect(await stato(adult.id)).toBe(8);
    } finally {
      await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'spec');
    }
  });
});

describe(`PEP: EL_GetPepInfo, EL_SetPepInfo (${dbLabel()})`, () => {
  it('lists the choices, refuses bad input with nothing written, saves and clears the status item', async () => {
    const p = await createPlayer(t, { overrides: { richiedePep: true } });
    const info = (await get('/api/Account/EL_GetPepInfo', p.headers)).json().ResponseData;
    expect(info.Professioni.length).toBeGreaterThan(3);
    expect(info.FasciaReddito.length).toBeGreaterThan(3);
    expect(info.OrigineFondi.at(-1)).toEqual({ Id: 255, Descrizione: 'Altro' });
    const ok = { ragione: '   ', professione: 1, fasciaReddito: 2, origineFondi: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, professione: undefined }, 'Il campo è richiesto'],
      [{ ...ok, fasciaReddito: null }, 'Il campo è richiesto'],
      [{ ...ok, origineFondi: 255 }, 'Il campo è richiesto'],
      [{ ...ok, origineFondi: 255, origineFondiAltro: '   ' }, 'Il campo è richiesto'],
      [{ ...ok, professione: 999 }, 'Scelta non valida'],
      [{ ...ok, professione: 2.5 }, 'Scelta non valida'],
      [{ ...ok, ragione: 'motivo' }, 'Scelta non valida'],
      [{ ...ok, origineFondi: 255, origineFondiAltro: 'x\u0000' }, 'Il testo contiene caratteri non ammessi'],
      // Controls, a bidi override, an invisible-only answer: nothing a reader could see or trust.
      [{ ...ok, origineFondi: 255, origineFondiAltro: 'x\u001b[31my' }, 'Il testo contiene caratteri non ammessi'],
      [{ ...ok, origineFondi: 255, origineFondiAltro: '\u202Eatiderde' }, 'Il testo contiene caratteri non ammessi'],
      [{ ...ok, origineFondi: 255, origineFondiAltro: '\u0085' }, 'Il testo contiene caratteri non ammessi'],
      [{ ...ok, origineFondi: 255, origineFondiAltro: '\u200B\u200B' }, 'Il testo contiene caratteri non ammessi'],
    ];
    for (const [body, message] of cases) {
      const r = await post('/api/Account/EL_SetPepInfo', p.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
    }
    const [before] = await t.deps.db.select({ pep: users.richiedePep }).from(users).where(eq(users.id, p.id));
    expect(before!.pep).toBe(true);
    const saved = (await post('/api/Account/EL_SetPepInfo', p.headers, { ...ok, origineFondi: 255, origineFondiAltro: "Vendita di un'auto" })).json();
    expect(saved).toMatchObject({ ResponseCode: 0, ResponseMessage: 'I tuoi dati sono stati inviati con successo' });
    const [after] = await t.deps.db.select({ pep: users.richiedePep }).from(users).where(eq(users.id, p.id));
    expect(after!.pep).toBe(false);
    const rows = await t.deps.db.execute(sql`select origine_fondi_altro, ragione from pep_declarations where user_id = ${p.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ origine_fondi_altro: "Vendita di un'auto", ragione: '   ' }]);
    // Another source than 255 drops the free text.
    await post('/api/Account/EL_SetPepInfo', p.headers, { ...ok, origineFondiAltro: 'ignorato' });
    const again = await t.deps.db.execute(sql`select origine_fondi_altro from pep_declarations where user_id = ${p.id}`);
    expect((again as unknown as { rows: unknown[] }).rows).toEqual([{ origine_fondi_altro: null }]);
  });
});

async function freshSession(p: Player): Promise<Headers> {
  const sessionId = await t.deps.sessions.create(p.id, {});
  return { authorization: `Bearer ${await t.deps.sessions.sign({ userId: p.id, sessionId })}` };
}
