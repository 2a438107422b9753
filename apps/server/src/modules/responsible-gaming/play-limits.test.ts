import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { betSessions, gameTickets, playerProfiles, playLimitChanges, playLimits } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, relogin, type Player } from '../payments/withdrawals/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { giveBonus, portOf, sportTicket } from '../games/test-helpers.ts';
import { profileRow as profile } from '../profile/test-fixtures.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const save = (p: Player, body: Record<string, unknown>) => post('/api/Account/SaveLimiteGioco', p.headers, body);
const limits = async (p: Player) => (await t.app.inject({ url: '/api/Account/GetLimitiGioco', headers: p.headers })).json().ResponseData;
const rows = (userId: number) => t.deps.db.select().from(playLimits).where(eq(playLimits.userId, userId));
const history = (userId: number) => t.deps.db.select().from(playLimitChanges).where(eq(playLimitChanges.userId, userId)).orderBy(playLimitChanges.id);
const cash = async (userId: number) => (await playerBalance(t.deps.db, userId)).prelevabile;
const tickets = async (userId: number) => t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, userId));

/** A past player session of `minutes` that ended (logout) `endedAgo` ms before the test clock's now. */
async function pastSession(userId: number, minutes: number, endedAgo: number) {
  const end = new Date(t.clock.now().getTime() - endedAgo);
  await t.deps.db.insert(betSessions).values({
    id: `played-${userId}-${end.getTime()}-${minutes}`,
    userId,
    createdAt: new Date(end.getTime() - minutes * 60_000),
    lastSeenAt: end,
    revokedAt: end,
    revokeReason: 'logout',
  });
}

describe(`spending and time-of-play limits: GetLimitiGioco, SaveLimiteGioco (${dbLabel()})`, () => {
  it('needs a session; bad input answers 400 in Italian and writes nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/Account/GetLimitiGioco'],
      ['POST', '/api/Account/SaveLimiteGioco'],
    ] as const) {
      const r = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer forged.token.value' },
        payload: method === 'POST' ? { tipo: 'spesa', tipoPeriodo: 'WW', valore: 100 } : undefined,
      });
      expect(r.statusCode).toBe(401);
    }
    const p = await createPlayer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ tipo: 'spesa', tipoPeriodo: 'WW' }, 'Il campo è richiesto'],
      [{ tipo: 'spesa', tipoPeriodo: 'WW', valore: 10.5 }, 'Valore non valido'],
      [{ tipo: 'spesa', tipoPeriodo: 'WW', valore: 0 }, 'Valore non valido'],
      [{ tipo: 'spesa', tipoPeriodo: 'WW', valore: -5 }, 'Valore non valido'],
      [{ tipo: 'spesa', tipoPeriodo: 'WW', valore: 9_900_001 }, "L'importo massimo è € 99.000"],
      [{ tipo: 'spesa\u0000', tipoPeriodo: 'WW', valore: 100 }, 'Tipo di limite non valido'],
      [{ tipo: 'deposito', tipoPeriodo: 'WW', valore: 100 }, 'Tipo di limite non valido'],
      [{ tipo: 'spesa', tipoPeriodo: 'GG', valore: 100 }, 'Periodo non valido'],
      [{ tipo: 'tempo', tipoPeriodo: 'WW', valore: 7 * 24 * 60 + 1 }, 'Il limite non può superare 168 ore per questo periodo'],
    ];
    for (const [body, message] of cases) {
      const r = await save(p, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
    }
    expect(await rows(p.id)).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/SaveLimiteGioco', headers: p.headers, payload: 'not json{' })).statusCode).toBe(415);
  });

  it('a decrease applies at once, a raise after 7 days; every change stays in the append-only history', async () => {
    let p = await createPlayer(t);
    expect((await save(p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 5000 })).json()).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: 'Dati salvati con successo',
    });
    expect((await save(p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 3000 })).json().ResponseData).toMatchObject({ valore: 3000, valoreInAttesa: null });
    const raise = (await save(p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 8000 })).json();
    expect(raise.ResponseMessage).toMatch(/^L'aumento del limite sarà attivo dal \d{2}\/\d{2}\/\d{4}$/);
    expect(raise.ResponseData).toMatchObject({ valore: 3000, valoreInAttesa: 8000 });
    t.clock.advance(7 * DAY - 60_000);
    p = await relogin(t, p);
    expect((await limits(p)).limiti[0]).toMatchObject({ tipo: 'spesa', valore: 3000, valoreInAttesa: 8000 });
    t.clock.advance(60_000);
    expect((await limits(p)).limiti[0]).toMatchObject({ tipo: 'spesa', valore: 8000, valoreInAttesa: null });
    // The time limit is its own row with the same rules.
    expect((await save(p, { tipo: 'tempo', tipoPeriodo: 'WW', valore: 600 })).json().ResponseData).toMatchObject({ tipo: 'tempo', valore: 600 });
    const h = await history(p.id);
    expect(h.map((r) => [r.kind, r.previousImporto, r.importo, r.pendingImporto])).toEqual([
      ['spend', null, 5000, null],
      ['spend', 5000, 3000, null],
      ['spend', 3000, 3000, 8000],
      ['time', null, 600, null],
    ]);
    await expect(t.deps.db.execute(sql`delete from play_limit_changes where user_id = ${p.id}`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`update play_limit_changes set importo = 1 where user_id = ${p.id}`)).rejects.toThrow();
    // Another player sees none of it.
    const other = await createPlayer(t);
    expect((await limits(other)).limiti).toEqual([]);
  });

  it('a stake that would pass the spending limit is refused before any money moves; winnings give room back', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    await save(p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 1000 });
    const port = portOf(t);
    const first = sportTicket(p.id, 600);
    expect(await port.openTicket(first)).toMatchObject({ ok: true });
    const over = sportTicket(p.id, 500);
    expect(await port.openTicket(over)).toEqual({ ok: false, reason: 'spend_limit', left: 400 });
    expect(await cash(p.id)).toBe(9400);
    expect((await tickets(p.id)).map((x) => x.code)).toEqual([first.code]);
    // A replay of the accepted ticket is still a replay.
    expect(await port.openTicket(first)).toMatchObject({ ok: true, replay: true });
    // Through the site: the Italian reason names what is left.
    const r = (await post('/api/sandbox/games/play', p.headers, { platform: 'casino', stake: 500 })).json();
    expect(r.ResponseMessage).toBe('Questa giocata supera il tuo limite di spesa: puoi ancora spendere € 4 nel periodo. La giocata non è stata accettata.');
    expect(await cash(p.id)).toBe(9400);
    // The first ticket wins 600: net loss 0, the full limit is available again.
    expect(await port.settleTicket({ code: first.code, outcome: 'won', payout: 600 })).toMatchObject({ ok: true });
    expect((await limits(p)).limiti[0]).toMatchObject({ utilizzato: 0, disponibile: 1000 });
    expect(await port.openTicket(sportTicket(p.id, 1000))).toMatchObject({ ok: true });
    expect(await port.openTicket(sportTicket(p.id, 1))).toEqual({ ok: false, reason: 'spend_limit', left: 0 });
    // The window is rolling: a week later the stakes no longer count.
    t.clock.advance(7 * DAY + 1000);
    expect(await port.openTicket(sportTicket(p.id, 1000))).toMatchObject({ ok: true });
  });

  it("fun-bonus stakes are not the player's money: the spending limit does not count them", async () => {
    const p = await createPlayer(t, { cash: 1000 });
    await giveBonus(t, p.id, 5000, `test:bonus:play-limits:${p.id}`);
    await save(p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 500 });
    expect(await portOf(t).openTicket(sportTicket(p.id, 2000, { fun: true }))).toMatchObject({ ok: true });
    expect(await portOf(t).openTicket(sportTicket(p.id, 500))).toMatchObject({ ok: true });
    expect(await portOf(t).openTicket(sportTicket(p.id, 1))).toEqual({ ok: false, reason: 'spend_limit', left: 0 });
  });

  it('two concurrent stakes cannot together pass the spending limit', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    await save(p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 1000 });
    const port = portOf(t);
    const results = await Promise.all([port.openTicket(sportTicket(p.id, 600)), port.openTicket(sportTicket(p.id, 600))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'spend_limit')).toHaveLength(1);
    expect(await cash(p.id)).toBe(9400);
  });

  it('at the time limit the platform refuses stakes; the account and withdrawals stay open', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    await save(p, { tipo: 'tempo', tipoPeriodo: 'WW', valore: 120 });
    await pastSession(p.id, 90, 2 * HOUR);
    await pastSession(p.id, 40, 30 * HOUR);
    // An older session out of the window and an operator session do not count.
    await pastSession(p.id, 300, 8 * DAY);
    expect((await limits(p)).limiti[0]).toMatchObject({ tipo: 'tempo', utilizzato: 130, disponibile: 0 });
    const port = portOf(t);
    expect(await port.openTicket(sportTicket(p.id, 100))).toEqual({ ok: false, reason: 'time_limit' });
    const r = (await post('/api/sandbox/games/play', p.headers, { platform: 'sport', stake: 100 })).json();
    expect(r.ResponseMessage).toBe(
      'Hai raggiunto il tuo limite di tempo di gioco: non puoi effettuare giocate fino alla fine del periodo. Puoi sempre consultare il conto e prelevare.',
    );
    expect(await tickets(p.id)).toEqual([]);
    expect(await cash(p.id)).toBe(10_000);
    const balance = await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: p.headers });
    expect(balance.statusCode).toBe(200);
    // Fun-bonus play is play too.
    expect(await port.openTicket(sportTicket(p.id, 100, { fun: true }))).toEqual({ ok: false, reason: 'time_limit' });
    // The rolling window frees the minutes.
    t.clock.advance(7 * DAY);
    expect(await port.openTicket(sportTicket(p.id, 100))).toMatchObject({ ok: true });
  });

  it('first limits are capped by the rule set (ADM 2025: € 100 spending, 3 hours a day), the cap named', async () => {
    await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'adm2026');
    try {
      const p = await createPlayer(t);
      await t.deps.db.insert(playerProfiles).values(profile(p.id, '1980-05-05', 0));
      expect((await limits(p)).tetti).toEqual({ spesa: { GG: 10000, WW: 70000, MM: 300000 }, tempo: { GG: 180, WW: 1260, MM: 5400 } });
      expect((await save(p, { tipo: 'spesa', tipoPeriodo: 'GG', valore: 10001 })).json().ResponseMessage).toBe(
        'Il primo limite di spesa non può superare il tetto di € 100 per questo periodo',
      );
      expect((await save(p, { tipo: 'tempo', tipoPeriodo: 'GG', valore: 181 })).json().ResponseMessage).toBe(
        'Il primo limite di tempo non può superare il tetto di 3 ore per questo periodo',
      );
      expect(await rows(p.id)).toEqual([]);
      expect((await save(p, { tipo: 'tempo', tipoPeriodo: 'GG', valore: 180 })).json().ResponseCode).toBe(0);
      // A later raise is not a first limit: it waits the delay.
      expect((await save(p, { tipo: 'tempo', tipoPeriodo: 'GG', valore: 240 })).json().ResponseData).toMatchObject({ valore: 180, valoreInAttesa: 240 });
      // Players aged 18–24: at most € 50 of top-ups a day (deposit limit caps).
      const young = await createPlayer(t);
      const born = new Date(t.clock.now().getTime() - 20 * 365.25 * DAY).toISOString().slice(0, 10);
      await t.deps.db.insert(playerProfiles).values(profile(young.id, born, 0));
      const deposit = (await t.app.inject({ url: '/api/Account/EL_GetLimitazioniDeposito', headers: young.headers })).json().ResponseData;
      expect(deposit.tettoPrimoLimite.GG).toBe(5000);
      const refused = await post('/api/Account/SaveLimitazione', young.headers, { tipoPeriodo: 'GG', importo: 5001, numVoltePeriodo: 1 });
      expect(refused.json().ResponseMessage).toBe('Il primo limite non può superare € 50 per questo periodo');
    } finally {
      await t.deps.site.setVariable('ResponsibleGaming_RuleSet', 'spec');
    }
  });
});
