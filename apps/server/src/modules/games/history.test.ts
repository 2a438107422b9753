import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestReadable } from '@betsite/domain/bets';
import { gameTickets } from '../../db/schema/index.ts';
import { seedGameHistory } from '../../demo/games.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { expectLedgerSound, login } from '../payments/deposits/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';

let t: TestApp;
let u: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedGameHistory(t.deps.db);
  u = await login(t, 'demouser1');
}, 240_000);
afterAll(async () => {
  if (t) await expectLedgerSound(t);
  await t?.close();
});

const get = (url: string) => t.app.inject({ url, headers: u.headers }).then((r) => r.json());
const span = (from: Date, to: Date) => `dateda=${encodeURIComponent(from.toISOString())}&datea=${encodeURIComponent(to.toISOString())}`;

describe(`demo game history of demouser1 (${dbLabel()})`, () => {
  it('has ≥ 300 tickets over ≥ 12 months on every platform and in every status', async () => {
    const rows = await t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, u.userId));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const times = rows.map((r) => r.placedAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 86_400_000);
    expect(new Set(rows.map((r) => r.platform))).toEqual(new Set(['sport', 'casino', 'cash', 'gv', 'lotto', '10elotto', 'millionday', 'ippica', 'virtual']));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 3, 5, 8, 10]));
    expect(rows.some((r) => r.fun)).toBe(true);
    expect(rows.some((r) => r.outcome === 'cashout')).toBe(true);
    const kinds = new Set(rows.filter((r) => r.platform === 'sport').map((r) => (r.detail as { sport?: { tipo: string } }).sport?.tipo));
    expect(kinds).toEqual(new Set(['singola', 'multipla', 'sistema']));
    expect(rows.some((r) => r.code.startsWith('FB'))).toBe(true);
    expect(rows.some((r) => r.gioco === 102) && rows.some((r) => r.gioco === 144)).toBe(true);
  });

  it('its bet list (EL_GetElencoGiocate, the fun tickets apart) shows ≥ 300 tickets spread over ≥ 12 months', async () => {
    const now = t.clock.now();
    const r = await get(`/api/Account/EL_GetElencoGiocate?${span(earliestReadable(now), new Date(now.getTime() + 86_400_000))}`);
    expect(r.ResponseCode).toBe(0);
    const rows = r.ResponseData as { id_ticketField: string; data_oraField: string }[];
    // Issue 34: the player saw 290 in the list (the fun tickets are listed apart).
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const months = new Set(rows.map((x) => x.data_oraField.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const times = rows.map((x) => Date.parse(x.data_oraField));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * 86_400_000);
    expect(new Set(rows.map((x) => x.id_ticketField)).size).toBe(rows.length);
  });

  it('its statement over five years adds up to the balance, and ticket movements carry the ticket id', async () => {
    const now = t.clock.now();
    const r = await get(`/api/Account/EL_GetEstrattoConto?${span(earliestReadable(now), new Date(now.getTime() + 86_400_000))}`);
    const rows = r.ResponseData as { id_ticketField: string | null; importoField: number; causaleField: string }[];
    const total = rows.reduce((s, m) => s + m.importoField, 0);
    expect(total).toBe((await playerBalance(t.deps.db, u.userId)).saldo);
    expect(await playerBalance(t.deps.db, u.userId)).toMatchObject({ prelevabile: 10_000, bonus: 5000 });
    expect(rows.some((m) => m.causaleField === 'Saldo iniziale')).toBe(true);
    const codes = new Set((await t.deps.db.select({ c: gameTickets.code }).from(gameTickets).where(eq(gameTickets.userId, u.userId))).map((x) => x.c));
    for (const m of rows.filter((x) => x.causaleField.startsWith('Giocata') || x.causaleField.startsWith('Vincita')))
      expect(codes.has(m.id_ticketField!)).toBe(true);
  });

  it('every sport ticket has its detail; cashoutable tickets are open; reservations’ events are known; cash games answer', async () => {
    const sport = await t.deps.db
      .select({ code: gameTickets.code })
      .from(gameTickets)
      .where(sql`${gameTickets.userId} = ${u.userId} and ${gameTickets.platform} = 'sport'`);
    for (const s of sport.slice(0, 40)) expect((await get(`/api/Account/EL_dettaglio_ticket_psqf?idTicket=${s.code}`)).ResponseCode).toBe(0);
    const tks = (await get('/api/BetPlay/CashoutableTicketList_New')).ResponseData.tks as { id: string }[];
    expect(tks.length).toBeGreaterThan(0);
    for (const tk of tks) expect((await t.deps.db.select({ s: gameTickets.status }).from(gameTickets).where(eq(gameTickets.code, tk.id)))[0]?.s).toBe(1);
    const res = (await get('/api/BetPlay/GetBetsReserved?skip=0&take=1000')).ResponseData as { Detail: { OutcomeId_hash: string }[] }[];
    expect(res.length).toBeGreaterThanOrEqual(5);
    const hashes = res.flatMap((x) => x.Detail.map((d) => d.OutcomeId_hash));
    const rows = (await t.app.inject({ method: 'POST', url: '/api/Palinsesto/GetEventRows', payload: { outcomes: hashes.join(',') } })).json().ResponseData as {
      Scaduto: boolean;
    }[];
    expect(rows).toHaveLength(new Set(hashes).size);
    expect(rows.some((x) => x.Scaduto)).toBe(true);
    const [cash] = await t.deps.db
      .select({ code: gameTickets.code })
      .from(gameTickets)
      .where(sql`${gameTickets.userId} = ${u.userId} and ${gameTickets.gioco} = 6`)
      .limit(1);
    expect((await get(`/api/Account/EL_getInfoTicketCash?idTicket=${cash!.code}`)).ResponseData.esitoField.returnCodeField).toBe(0);
  });

  it('every settled ticket’s detail agrees with its payout: a win turned into a loss to fit the balance says so everywhere', async () => {
    const rows = await t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, u.userId));
    const lost = rows.filter((r) => r.outcome === 'lost');
    expect(lost.length).toBeGreaterThan(0);
    for (const r of lost) {
      const d = r.detail as { cash?: { esito: string }; casino?: { win: number }; lottery?: { vincenti: number[] } };
      if (d.cash) expect(d.cash.esito, r.code).toBe('Non vincente');
      if (d.casino) expect(d.casino.win, r.code).toBe(0);
      if (d.lottery) expect(d.lottery.vincenti, r.code).toEqual([]);
    }
    const won = rows.filter((r) => r.outcome === 'won' && r.platform === 'cash');
    for (const r of won) expect((r.detail as { cash: { esito: string } }).cash.esito, r.code).toBe('Vincente');
  });

  it('today has tickets for the bet list’s default filter, and a second seeding writes nothing', async () => {
    const now = t.clock.now();
    const start = new Date(now.getTime() - 6 * 3600_000);
    const list = (await get(`/api/Account/EL_GetElencoGiocate?${span(start, new Date(now.getTime() + 60_000))}&id_gioco=0`)).ResponseData as unknown[];
    expect(list.length).toBeGreaterThan(0);
    const [before] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(gameTickets);
    await seedGameHistory(t.deps.db);
    const [after] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(gameTickets);
    expect(after!.n).toBe(before!.n);
  });
});
