import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { depositLimits, playerProfiles, playLimits, users } from '../../db/schema/index.ts';
import { profileRow } from '../profile/test-fixtures.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, ensureTestMethods, IBAN, lastCode, moveToRomeTime, prelievo, relogin, type Player } from '../payments/withdrawals/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const status = async (p: Player) => (await t.app.inject({ url: '/api/Account/GetPrimoAccesso', headers: p.headers })).json().ResponseData;
const complete = (p: Player, body: Record<string, unknown>) =>
  post('/api/Account/CompletaPrimoAccesso', p.headers, {
    versioneContratto: '2025.11',
    accetto: true,
    tipoPeriodoDeposito: 'WW',
    tipoPeriodoSpesa: 'WW',
    tipoPeriodoTempo: 'WW',
    deposito: 10000,
    spesa: 5000,
    tempo: 600,
    ...body,
  });
const gatedPlayer = (cash = 20_000) => createPlayer(t, { cash, overrides: { firstAccessDue: true } });
const limitRows = async (id: number) => ({
  deposit: await t.deps.db.select().from(depositLimits).where(eq(depositLimits.userId, id)),
  play: await t.deps.db.select().from(playLimits).where(eq(playLimits.userId, id)),
});
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe(`the first access after the ADM concession (${dbLabel()})`, () => {
  it('login says the first access is due; deposits and stakes are refused until done, withdrawals are not', async () => {
    const login = (await post('/api/Account/LoginUser2FA', {}, { username: 'demoprimo1', password: 'Password123' })).json();
    expect(login.ResponseData.UserData.primoAccesso).toBe(true);
    const demo = (await post('/api/Account/LoginUser2FA', {}, { username: 'demouser1', password: 'Password123' })).json();
    expect(demo.ResponseData.UserData.primoAccesso).toBe(false);

    const p = await gatedPlayer();
    expect(await status(p)).toEqual({
      dovuto: true,
      versioneContratto: '2025.11',
      periodi: ['WW', 'MM'],
      tipoPeriodo: 'WW',
      deposito: 140000,
      spesa: 70000,
      tempo: 1260,
      proposte: { deposito: { WW: 140000, MM: 600000 }, spesa: { WW: 70000, MM: 300000 }, tempo: { WW: 1260, MM: 5400 } },
    });
    const ricarica = (await post('/api/Account/Ricarica', p.headers, { metodo: 'Deposit', type: 'Ricarica_Paysafe', importo: 2000 })).json();
    expect(ricarica.ResponseMessage).toBe(
      'Prima di ricaricare o giocare devi accettare il nuovo contratto di gioco e impostare i tuoi limiti. Puoi sempre consultare il conto e prelevare.',
    );
    expect(await portOf(t).openTicket(sportTicket(p.id, 100))).toEqual({ ok: false, reason: 'first_access' });
    const play = (await post('/api/sandbox/games/play', p.headers, { platform: 'sport', stake: 100 })).json();
    expect(play.ResponseMessage).toMatch(/^Prima di ricaricare o giocare/);
    expect((await playerBalance(t.deps.db, p.id)).prelevabile).toBe(20_000);
    // Withdrawals stay possible: the first step of a bank transfer asks its one-time code, the money is untouched.
    await ensureTestMethods(t);
    moveToRomeTime(t.clock, 10);
    const fresh = await relogin(t, p);
    const w = await prelievo(t, fresh, { type: 'Prelievo_BonificoBancario', importo: 6000, iban: IBAN, intestatario: 'Test Prelievi' });
    expect(w.json.ResponseCode).toBe(-3333);
    const done = await prelievo(t, fresh, {
      type: 'Prelievo_BonificoBancario',
      importo: 6000,
      iban: IBAN,
      intestatario: 'Test Prelievi',
      otp: await lastCode(t, p.email),
    });
    expect(done.json.ResponseCode).toBe(0);
  });

  it('bad input, an old contract version or a limit above a cap changes nothing', async () => {
    const p = await gatedPlayer();
    const cases: [Record<string, unknown>, string][] = [
      [{ accetto: false }, 'Per continuare devi accettare il contratto di gioco'],
      [{ versioneContratto: '2020.01' }, 'La versione del contratto è cambiata: ricarica la pagina e leggi la nuova versione'],
      [{ versioneContratto: '2025.11\u0000' }, 'Il testo contiene caratteri non ammessi'],
      [{ tipoPeriodoDeposito: 'GG' }, 'Periodo non valido'],
      [{ tipoPeriodoSpesa: 'GG' }, 'Periodo non valido'],
      [{ tipoPeriodoTempo: 'GG' }, 'Periodo non valido'],
      [{ tipoPeriodoTempo: 'YY' }, 'Periodo non valido'],
      [{ tipoPeriodoSpesa: null }, 'Periodo non valido'],
      [{ spesa: -1 }, 'Valore non valido'],
      [{ tempo: 7 * 24 * 60 + 1 }, 'Il limite non può superare 168 ore per questo periodo'],
    ];
    for (const [body, message] of cases) {
      const r = await complete(p, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
    }
    expect(await limitRows(p.id)).toEqual({ deposit: [], play: [] });
    expect((await userRow(p.id)).firstAccessDue).toBe(true);
    // Under the 2025 caps: the spending limit above € 100 a day is refused naming the cap, and nothing is saved.
    await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'adm2026');
    try {
      expect(await status(p)).toMatchObject({ tipoPeriodo: 'GG', deposito: 20000, spesa: 10000, tempo: 180 });
      const daily = { tipoPeriodoDeposito: 'GG', tipoPeriodoSpesa: 'GG', tipoPeriodoTempo: 'GG' };
      const r = await complete(p, { ...daily, deposito: 20000, spesa: 10001, tempo: 180 });
      expect(r.json().ResponseMessage).toBe('Il primo limite di spesa non può superare il tetto di € 100 per questo periodo');
      expect(await limitRows(p.id)).toEqual({ deposit: [], play: [] });
      expect((await complete(p, { ...daily, deposito: 20000, spesa: 10000, tempo: 180 })).json().ResponseCode).toBe(0);
    } finally {
      await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'spec');
    }
  });

  it('each limit has its own period, each checked against the cap for its own period (× 7 a week, × 30 a month)', async () => {
    await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'adm2026');
    try {
      const p = await gatedPlayer();
      expect(await status(p)).toMatchObject({
        periodi: ['GG', 'WW', 'MM'],
        tipoPeriodo: 'GG',
        proposte: {
          deposito: { GG: 20000, WW: 140000, MM: 600000 },
          spesa: { GG: 10000, WW: 70000, MM: 300000 },
          tempo: { GG: 180, WW: 1260, MM: 5400 },
        },
      });
      const mixed = { tipoPeriodoDeposito: 'GG', tipoPeriodoSpesa: 'WW', tipoPeriodoTempo: 'MM' };
      // A weekly spending limit is held to 7 × € 100, a monthly time limit to 30 × 3 h, a daily deposit to € 200.
      const over: [Record<string, unknown>, string][] = [
        [{ deposito: 20001, spesa: 70000, tempo: 5400 }, 'Il primo limite non può superare € 200 per questo periodo'],
        [{ deposito: 20000, spesa: 70001, tempo: 5400 }, 'Il primo limite di spesa non può superare il tetto di € 700 per questo periodo'],
        [{ deposito: 20000, spesa: 70000, tempo: 5401 }, 'Il primo limite di tempo non può superare il tetto di 90 ore per questo periodo'],
      ];
      for (const [body, message] of over) {
        const r = await complete(p, { ...mixed, ...body });
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
        expect(await limitRows(p.id)).toEqual({ deposit: [], play: [] });
      }
      // The daily cap of one limit does not bind another limit's longer period: € 700 of weekly spending is fine.
      expect((await complete(p, { ...mixed, deposito: 20000, spesa: 70000, tempo: 5400 })).json().ResponseCode).toBe(0);
      const rows = await limitRows(p.id);
      expect(rows.deposit.map((l) => [l.periodo, l.importo])).toEqual([['GG', 20000]]);
      expect(rows.play.map((l) => [l.kind, l.periodo, l.importo]).sort()).toEqual([
        ['spend', 'WW', 70000],
        ['time', 'MM', 5400],
      ]);
      expect((await userRow(p.id)).firstAccessDue).toBe(false);
    } finally {
      await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'spec');
    }
  });

  it('done once: contract version stored, three limits saved, deposits and stakes open again; another player is not touched', async () => {
    const p = await gatedPlayer();
    const other = await gatedPlayer();
    const r = (await complete(p, {})).json();
    expect(r).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Grazie: contratto accettato e limiti impostati' });
    expect(await userRow(p.id)).toMatchObject({ firstAccessDue: false, contractVersion: '2025.11', termsAccepted: true });
    const rows = await limitRows(p.id);
    expect(rows.deposit.map((l) => [l.periodo, l.importo])).toEqual([['WW', 10000]]);
    expect(rows.play.map((l) => [l.kind, l.periodo, l.importo]).sort()).toEqual([
      ['spend', 'WW', 5000],
      ['time', 'WW', 600],
    ]);
    expect(await portOf(t).openTicket(sportTicket(p.id, 100))).toMatchObject({ ok: true });
    expect((await userRow(other.id)).firstAccessDue).toBe(true);
    expect(await status(other)).toMatchObject({ dovuto: true });
    // A replay of the step is not a way around the limits: a raise waits the usual delay.
    expect((await complete(p, { spesa: 9000 })).json().ResponseCode).toBe(0);
    expect((await limitRows(p.id)).play.find((l) => l.kind === 'spend')).toMatchObject({ importo: 5000, pendingImporto: 9000 });
    // A forged token reaches nothing.
    expect((await t.app.inject({ url: '/api/Account/GetPrimoAccesso', headers: { authorization: 'Bearer forged.token.value' } })).statusCode).toBe(401);
  });

  it('offers to keep the limits the player already has (set at registration), never more', async () => {
    await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'adm2026');
    try {
      const p = await gatedPlayer();
      expect((await post('/api/Account/SaveLimitazione', p.headers, { importo: 50000, numVoltePeriodo: 1, tipoPeriodo: 'WW' })).json().ResponseCode).toBe(0);
      const s = await status(p);
      expect(s).toMatchObject({ tipoPeriodo: 'WW', deposito: 50000 });
      // The other periods still get the proposals; spending and time have none of their own yet.
      expect(s.proposte.deposito).toEqual({ GG: 20000, WW: 50000, MM: 600000 });
      expect(s.spesa).toBe(70000);
    } finally {
      await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'spec');
    }
  });

  it('a weekly limit from registration above the cap is held to the cap (adm2026, aged 20); unchanged under the default rule set', async () => {
    // As registration stores it: the wizard's weekly amount (here € 99.000) as a WW row, caps not looked at.
    const registered = async () => {
      const p = await gatedPlayer();
      const at = t.clock.now();
      await t.deps.db.insert(playerProfiles).values(profileRow(p.id, `${at.getUTCFullYear() - 20}-01-01`, 99_000));
      await t.deps.db.insert(depositLimits).values({ userId: p.id, periodo: 'WW', importo: 9_900_000, numVoltePeriodo: 1, createdAt: at, updatedAt: at });
      return p;
    };
    const weekly = { tipoPeriodoDeposito: 'WW', spesa: 70000, tempo: 1260 };
    const spec = await registered();
    await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'adm2026');
    try {
      const p = await registered();
      expect(await status(p)).toMatchObject({ tipoPeriodo: 'WW', deposito: 35000, proposte: { deposito: { GG: 5000, WW: 35000, MM: 150000 } } });
      const r = await complete(p, { ...weekly, deposito: 9_900_000 });
      expect(r.statusCode).toBe(400);
      expect(r.json().ResponseMessage).toBe('Il primo limite non può superare € 350 per questo periodo');
      expect((await limitRows(p.id)).deposit.map((l) => [l.periodo, l.importo])).toEqual([['WW', 9_900_000]]);
      expect((await userRow(p.id)).firstAccessDue).toBe(true);
      // Nor through SaveLimitazione while the first access is due.
      const save = await post('/api/Account/SaveLimitazione', p.headers, { importo: 35001, numVoltePeriodo: 1, tipoPeriodo: 'WW' });
      expect(save.json().ResponseMessage).toBe('Il primo limite non può superare € 350 per questo periodo');
      // The cap itself is accepted and applies at once.
      expect((await complete(p, { ...weekly, deposito: 35000 })).json().ResponseCode).toBe(0);
      expect((await limitRows(p.id)).deposit.map((l) => [l.periodo, l.importo, l.pendingImporto])).toEqual([['WW', 35000, null]]);
    } finally {
      await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'spec');
    }
    // The specification's rule set has no caps: the registration's amount is offered and kept.
    expect(await status(spec)).toMatchObject({ tipoPeriodo: 'WW', deposito: 9_900_000 });
    expect((await complete(spec, { ...weekly, deposito: 9_900_000 })).json().ResponseCode).toBe(0);
    expect((await limitRows(spec.id)).deposit.map((l) => [l.periodo, l.importo])).toEqual([['WW', 9_900_000]]);
  });

  it('a spending or time limit saved before the switch to adm2026 is held to the cap while the first access is due, as the deposit limit is', async () => {
    const p = await gatedPlayer();
    await t.deps.db.insert(playerProfiles).values(profileRow(p.id, `${t.clock.now().getUTCFullYear() - 20}-01-01`, 100));
    // Under the specification's rule set (no caps): a weekly spending limit of € 99.000.
    expect((await post('/api/Account/SaveLimiteGioco', p.headers, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 9_900_000 })).json().ResponseCode).toBe(0);
    await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'adm2026');
    try {
      const r = await complete(p, { deposito: 35000, spesa: 9_900_000 });
      expect(r.statusCode).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/^Il primo limite di spesa non può superare/);
      expect((await limitRows(p.id)).play.map((l) => [l.kind, l.periodo, l.importo])).toEqual([['spend', 'WW', 9_900_000]]);
      expect((await userRow(p.id)).firstAccessDue).toBe(true);
    } finally {
      await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'spec');
    }
  });

  it('completes after the site settings have gone cold (a page left open for minutes): nothing waits on itself', async () => {
    const p = await gatedPlayer();
    // The settings' cache is 5 s: past it, the rule set is read again inside the step's transaction.
    t.clock.advance(6 * 60_000);
    t.deps.site.invalidate();
    const answer = await Promise.race([complete(p, {}), new Promise<'hung'>((r) => setTimeout(() => r('hung'), 8_000))]);
    expect(answer === 'hung' ? 'hung' : answer.json().ResponseCode).toBe(0);
  });

  it('completes when the settings expire between the version check and the limits (read through the transaction)', async () => {
    const p = await gatedPlayer();
    // The version check finds the settings cached; they expire before the rule set is read inside the
    // step's transaction. Read through the pool, that read waited for the transaction's connection
    // (PGlite has one), and the transaction for the read: the request never answered.
    const site = t.deps.site;
    const read = site.variable.bind(site);
    let reads = 0;
    const expiring = vi.spyOn(site, 'variable').mockImplementation((...args: Parameters<typeof site.variable>) => {
      if (++reads === 2) site.invalidate();
      return read(...args);
    });
    try {
      const answer = await Promise.race([complete(p, {}), new Promise<'hung'>((r) => setTimeout(() => r('hung'), 8_000))]);
      expect(answer === 'hung' ? 'hung' : answer.json().ResponseCode).toBe(0);
      expect(reads).toBeGreaterThanOrEqual(2);
      expect((await userRow(p.id)).firstAccessDue).toBe(false);
    } finally {
      expiring.mockRestore();
    }
  });
});
