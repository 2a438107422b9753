import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameTickets, ledgerTransfers, siteVariables } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { giveBonus, portOf } from '../games/test-helpers.ts';
import type { FeedEvent } from './feed.ts';
import { sandboxSportFeed as feed } from './sandbox-feed.ts';
import { eventClosed } from './event-rows.ts';
import { settleFinished } from './settle.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
type Headers = Record<string, string>;
const buy = (h: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/Scommesse/Gioca', headers: h, payload: payload as object });
let n = 0;
const key = () => `k${process.pid}x${Date.now().toString(36)}x${++n}`;
const now = () => t.clock.now();
const prematch = (sport = 'calcio') => feed.events(now(), { live: false, sport });
/** Whether an event will be played (the sandbox postpones about one in forty at its start; a test may look ahead). */
const played = (e: FeedEvent) => !feed.event(e.id, new Date(e.start.getTime() + 1))!.cancelled;
/** The first outcome of a market of a prematch event, as the slip would send it. */
const pick = (e: FeedEvent, market = 0, outcome = 0) => {
  const o = e.markets[market]!.outcomes[outcome]!;
  return { Hash: o.hash, Quota: o.quota };
};
const port = () => portOf(t);
/** A new session for the player, once the clock has gone past the first one's end. */
const sessionFor = async (p: Player): Promise<Headers> => {
  const sessionId = await t.deps.sessions.create(p.id, {});
  return { authorization: `Bearer ${await t.deps.sessions.sign({ userId: p.id, sessionId })}` };
};
const ticketsOf = (userId: number) => t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, userId));
const cashOf = async (p: Player) => (await playerBalance(t.deps.db, p.id)).prelevabile;
const movesOf = (code: string) =>
  t.deps.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `game:%:${code}`));
async function setVariable(name: string, value: string) {
  await t.deps.db.update(siteVariables).set({ value }).where(eq(siteVariables.name, name));
  t.deps.site.invalidate();
}
/** Moves the clock until a prematch outcome's price moves the way asked (prices drift every 30 minutes). */
function driftedOutcome(direction: 'up' | 'down') {
  for (const e of prematch()) {
    const o = e.markets[0]!.outcomes[0]!;
    for (let step = 1; step < 6; step++) {
      const later = feed.outcome(o.hash, new Date(now().getTime() + step * 30 * 60_000));
      if (!later || later.event.start.getTime() <= now().getTime() + step * 30 * 60_000 + 60_000) break;
      if (direction === 'up' ? later.outcome.quota > o.quota : later.outcome.quota < o.quota)
        return { hash: o.hash, before: o.quota, after: later.outcome.quota, steps: step };
    }
  }
  throw new Error('no drift found');
}

describe(`sportsbook: schedule and purchase (${dbLabel()})`, () => {
  it('publishes sports, competitions, prematch events with their four markets, live events whose odds move, and GetEventRows for its hashes', async () => {
    const tree = (await t.app.inject({ url: '/api/Palinsesto/Sports' })).json();
    expect(tree.ResponseData.map((s: { Name: string }) => s.Name)).toEqual(['Calcio', 'Tennis', 'Basket']);
    expect(tree.ResponseData[0].Competitions.map((c: { Slug: string }) => c.Slug)).toEqual(['serie-a', 'premier-league']);
    const events = (await t.app.inject({ url: '/api/Palinsesto/Events?sport=calcio&competition=serie-a&live=false' })).json().ResponseData;
    expect(events.length).toBeGreaterThan(4);
    for (const e of events) expect(new Date(e.Start).getTime()).toBeGreaterThan(now().getTime());
    expect(events[0].Markets.map((m: { Name: string }) => m.Name)).toEqual(['1X2 Esito Finale', 'Under/Over 2,5', 'Goal/No Goal', 'Handicap 1X2 (0:1)']);
    expect(events[0].Markets[0].Outcomes.map((o: { Code: string }) => o.Code)).toEqual(['1', 'X', '2']);
    for (const o of events[0].Markets[0].Outcomes) expect(Number.isInteger(o.Quota) && o.Quota > 100).toBe(true);
    const one = (await t.app.inject({ url: `/api/Palinsesto/Event?id=${events[0].Id}` })).json().ResponseData;
    expect(one.Name).toBe(events[0].Name);
    expect((await t.app.inject({ url: '/api/Palinsesto/Event?id=E99' })).json()).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Evento non trovato' });
    expect((await t.app.inject({ url: '/api/Palinsesto/Event?id=%3Cx%3E' })).statusCode).toBe(400);

    // Live: a few events, prices moving every few seconds, deterministic for an instant.
    const live = feed.events(now(), { live: true });
    expect(live.length).toBeGreaterThanOrEqual(2);
    const priceAt = (ms: number) => live.flatMap((e) => feed.event(e.id, new Date(now().getTime() + ms))!.markets[0]!.outcomes.map((o) => o.quota)).join(',');
    expect(priceAt(0)).toBe(priceAt(0));
    expect([5_000, 10_000, 15_000].some((ms) => priceAt(ms) !== priceAt(0))).toBe(true);

    // GetEventRows answers for the schedule's hashes.
    const hash = events[0].Markets[1].Outcomes[1].Hash;
    const rows = (await t.app.inject({ method: 'POST', url: '/api/Palinsesto/GetEventRows', payload: { outcomes: `${hash},nessuno` } })).json().ResponseData;
    expect(rows).toEqual([expect.objectContaining({ OutcomeId_hash: hash, Descr_esito: 'Over', Descr_avv: events[0].Name, Scaduto: false, Sospeso: false })]);
  });

  it('a multiple is bought once through the port: stake in the statement, ticket in the bet list with its lines', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const [a, b] = prematch();
    const body = { Key: key(), Tipo: 'multipla', Selezioni: [pick(a!), pick(b!, 1, 0)], Importo: 500, AcceptVariations: false };
    const r = (await buy(p.headers, body)).json();
    expect(r).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Scommessa accettata' });
    const bet = r.ResponseData;
    expect(bet.Code).toMatch(/^DF[0-9A-F]{28}$/);
    expect(bet.VincitaPotenziale).toBe(Math.floor((500 * body.Selezioni[0]!.Quota * body.Selezioni[1]!.Quota) / 10_000));
    expect(await cashOf(p)).toBe(9_500);
    expect(await movesOf(bet.Code)).toHaveLength(1);
    const range = `dateda=${new Date(now().getTime() - 3_600_000).toISOString()}&datea=${new Date(now().getTime() + 3_600_000).toISOString()}`;
    const list = (await t.app.inject({ url: `/api/Account/EL_GetElencoGiocate?${range}&id_gioco=0`, headers: p.headers })).json().ResponseData;
    expect(list.find((x: { id_ticketField: string }) => x.id_ticketField === bet.Code)).toMatchObject({ stato_ticketField: 1, prezzoField: 500 });
    const detail = (await t.app.inject({ url: `/api/Account/EL_dettaglio_ticket_psqf?idTicket=${bet.Code}`, headers: p.headers })).json();
    expect(JSON.stringify(detail)).toContain(a!.home);
    const statement = (await t.app.inject({ url: `/api/Account/EL_GetEstrattoConto?${range}`, headers: p.headers })).json().ResponseData;
    expect(statement.find((m: { id_ticketField: string }) => m.id_ticketField === bet.Code)).toMatchObject({ importoField: -500 });
  });

  it('a double submit (same key, in parallel) gives one ticket; the same key with other content is refused', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const [a] = prematch('tennis');
    const body = { Key: key(), Tipo: 'singola', Selezioni: [pick(a!)], Importo: 300, AcceptVariations: null };
    const [x, y] = await Promise.all([buy(p.headers, body), buy(p.headers, body)]);
    const codes = [x.json().ResponseData.Code, y.json().ResponseData.Code];
    expect(codes[0]).toBe(codes[1]);
    expect([x.json().ResponseData.Replay, y.json().ResponseData.Replay].sort()).toEqual([false, true]);
    expect(await ticketsOf(p.id)).toHaveLength(1);
    expect(await cashOf(p)).toBe(9_700);
    expect((await buy(p.headers, { ...body, Importo: 400 })).json()).toMatchObject({
      ResponseCode: -7,
      ResponseMessage: 'Questa giocata è già stata registrata con dati diversi',
    });
    // Another player's key is another purchase.
    const other = await createPlayer(t, { cash: 1_000 });
    expect((await buy(other.headers, body)).json().ResponseData.Code).not.toBe(codes[0]);
  });

  it('the same key with another system (other sizes, other fixed picks) is refused (-7), not answered as the first ticket', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const sel = prematch()
      .slice(0, 3)
      .map((e) => pick(e));
    const body = { Key: key(), Tipo: 'sistema', Selezioni: sel, Sistemi: [2], Importo: 100, AcceptVariations: null };
    expect((await buy(p.headers, body)).json()).toMatchObject({ ResponseCode: 0, ResponseData: { Importo: 300 } });
    expect((await buy(p.headers, { ...body, Sistemi: [2, 2] })).json()).toMatchObject({ ResponseCode: 0, ResponseData: { Replay: true } });
    expect((await buy(p.headers, { ...body, Sistemi: [2, 3] })).json()).toMatchObject({ ResponseCode: -7 });
    expect((await buy(p.headers, { ...body, Sistemi: [1], Selezioni: sel.map((s, i) => ({ ...s, Fissa: i === 0 })) })).json()).toMatchObject({
      ResponseCode: -7,
    });
    expect(await ticketsOf(p.id)).toHaveLength(1);
    expect(await cashOf(p)).toBe(9_700);
  });

  it('a made-up hash of an event the schedule does not offer is refused, however the feed would price it', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const cycle = Math.floor(now().getTime() / 7_200_000);
    const forged = [
      'E2099010100M0O0', // far beyond the schedule's three days
      'E2026133100M0O0', // month 13 (rolled over to January by a lax date)
      `L0${cycle + 5000}M0O0`, // a live match that has not begun
      `L00${cycle}M0O0`, // a padded twin of the live match in play
      'L0999999999M0O0',
    ];
    for (const h of forged) {
      const r = (
        await buy(p.headers, {
          Key: key(),
          Tipo: 'singola',
          Selezioni: [{ Hash: h, Quota: feed.outcome(h, now())?.outcome.quota ?? 150 }],
          Importo: 100,
          AcceptVariations: null,
        })
      ).json();
      expect(r.ResponseCode, h).toBe(-1);
    }
    expect(await ticketsOf(p.id)).toHaveLength(0);
    // What the schedule lists is on sale: its last day's events and the live matches in play.
    const listed = feed.events(now(), {});
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((e) => feed.onSale(e.id, now()))).toBe(true);
  });

  it('AcceptVariations: Mai refuses any change, Rialzo accepts rises only, Sempre accepts at the current price', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const [e] = prematch('basket');
    const o = e!.markets[0]!.outcomes[0]!;
    const sel = (q: number) => [{ Hash: o.hash, Quota: q }];
    const lower = o.quota - 5; // the price now is higher than the slip's: a rise
    const higher = o.quota + 5; // the price now is lower: a drop
    const mai = (await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: sel(lower), Importo: 100, AcceptVariations: false })).json();
    expect(mai).toMatchObject({ ResponseCode: -4, ResponseMessage: 'Le quote sono cambiate: controlla il carrello e conferma di nuovo' });
    expect(mai.ResponseData.Quote).toEqual([{ Hash: o.hash, Quota: o.quota, Suspended: false }]);
    expect((await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: sel(higher), Importo: 100, AcceptVariations: true })).json()).toMatchObject({
      ResponseCode: -4,
    });
    expect(await ticketsOf(p.id)).toHaveLength(0);
    const rise = (await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: sel(lower), Importo: 100, AcceptVariations: true })).json();
    expect(rise).toMatchObject({ ResponseCode: 0, ResponseData: { Quote: [{ Hash: o.hash, Quota: o.quota }], VincitaPotenziale: o.quota } });
    const sempre = (await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: sel(higher), Importo: 100, AcceptVariations: null })).json();
    expect(sempre).toMatchObject({ ResponseCode: 0, ResponseData: { Quote: [{ Hash: o.hash, Quota: o.quota }] } });
    expect(await cashOf(p)).toBe(9_800);
  });

  it('the feed really moves: a slip priced before a drift meets the change under Mai', async () => {
    const d = driftedOutcome('down');
    const body = { Key: key(), Tipo: 'singola', Selezioni: [{ Hash: d.hash, Quota: d.before }], Importo: 100, AcceptVariations: true };
    t.clock.advance(d.steps * 30 * 60_000);
    // (a session opened after the jump: an idle one would have expired)
    const p = await createPlayer(t, { cash: 10_000 });
    expect((await buy(p.headers, body)).json()).toMatchObject({ ResponseCode: -4, ResponseData: { Quote: [{ Hash: d.hash, Quota: d.after }] } });
    expect((await buy(p.headers, { ...body, AcceptVariations: null })).json()).toMatchObject({ ResponseCode: 0 });
  });

  it('refuses a started prematch event and a suspended market with clear Italian messages, nothing moves', async () => {
    const [e] = prematch();
    const sel = pick(e!);
    const saved = t.clock.now();
    t.clock.advance(e!.start.getTime() - saved.getTime() + 60_000);
    const p = await createPlayer(t, { cash: 10_000 });
    const started = (await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: [sel], Importo: 100, AcceptVariations: null })).json();
    expect(started).toMatchObject({
      ResponseCode: -2,
      ResponseMessage: `L'evento ${e!.home} - ${e!.away} è già iniziato: non è più possibile scommettere in prematch`,
    });
    // A live market suspended (the handicap one tick in six, every market a minute after a goal).
    let found: { hash: string; quota: number; name: string; market: string } | null = null;
    for (let i = 0; i < 12 && !found; i++) {
      for (const ev of feed.events(now(), { live: true })) {
        const m = ev.markets.find((x) => x.suspended);
        if (m) found = { hash: m.outcomes[0]!.hash, quota: m.outcomes[0]!.quota, name: `${ev.home} - ${ev.away}`, market: m.name };
      }
      if (!found) t.clock.advance(5_000);
    }
    expect(found).not.toBeNull();
    const r = (
      await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: [{ Hash: found!.hash, Quota: found!.quota }], Importo: 100, AcceptVariations: null })
    ).json();
    expect(r).toMatchObject({ ResponseCode: -3, ResponseMessage: `Il mercato ${found!.market} di ${found!.name} è sospeso` });
    // GetEventRows says so to the slip, which holds the purchase until the market reopens.
    const rows = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/Palinsesto/GetEventRows', payload: { outcomes: found!.hash } })).json().ResponseData;
    expect(await rows()).toEqual([expect.objectContaining({ OutcomeId_hash: found!.hash, Scaduto: false, Sospeso: true })]);
    // Then it follows the feed, step by step (open again once the feed reopens the market, which past
    // the 90th minute it does not), and is never both closed and suspended.
    for (let i = 0; i < 30; i++) {
      t.clock.advance(5_000);
      const [row] = await rows();
      const f = feed.outcome(found!.hash, now())!;
      const closed = eventClosed(f.event, now());
      expect([row.Scaduto, row.Sospeso]).toEqual([closed, !closed && f.market.suspended]);
    }
    expect(await ticketsOf(p.id)).toHaveLength(0);
    expect(await cashOf(p)).toBe(10_000);
  });

  it('a live bet gets an FB code and the live flag', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    let bought = null;
    for (let i = 0; i < 12 && !bought; i++) {
      const ev = feed.events(now(), { live: true }).find((x) => !x.markets[0]!.suspended);
      if (ev) bought = (await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: [pick(ev)], Importo: 200, AcceptVariations: null })).json();
      else t.clock.advance(5_000);
    }
    expect(bought).toMatchObject({ ResponseCode: 0, ResponseData: { Live: true } });
    expect(bought!.ResponseData.Code).toMatch(/^FB/);
  });

  it('refuses a self-excluded player (403) and a bet past the spending limit (-5): nothing moves', async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    const [e] = prematch();
    const body = () => ({ Key: key(), Tipo: 'singola', Selezioni: [pick(e!)], Importo: 1_000, AcceptVariations: null });
    const limit = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveLimiteGioco',
      headers: p.headers,
      payload: { tipo: 'spesa', tipoPeriodo: 'WW', valore: 5 },
    });
    expect(limit.json().ResponseCode).toBe(0);
    const r = (await buy(p.headers, body())).json();
    expect(r.ResponseCode).toBe(-5);
    expect(r.ResponseMessage).toContain('limite di spesa');
    const q = await createPlayer(t, { cash: 5_000 });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveEsclusione',
      headers: q.headers,
      payload: { cookieId: 'x', tipo: 3, note: '', tipoTrasversale: 1 },
    });
    expect(saved.json().ResponseCode).toBe(0);
    const x = await buy(q.headers, body());
    expect(x.statusCode).toBe(403);
    expect(x.json().ResponseMessage).toBe('Il tuo conto è in autoesclusione: questa operazione non è consentita');
    expect([...(await ticketsOf(p.id)), ...(await ticketsOf(q.id))]).toEqual([]);
    expect([await cashOf(p), await cashOf(q)]).toEqual([5_000, 5_000]);
  });

  it('the site variables set the minimum and maximum stake, the maximum win and the minimum odds', async () => {
    const p = await createPlayer(t, { cash: 100_000 });
    const [a, b] = prematch();
    const sel = [pick(a!), pick(b!)];
    const body = (Importo: number) => ({ Key: key(), Tipo: 'multipla', Selezioni: sel, Importo, AcceptVariations: null });
    await setVariable('Scommesse_ImportoMax', '2000');
    expect((await buy(p.headers, body(2_100))).json()).toMatchObject({ ResponseCode: -8, ResponseMessage: "L'importo massimo della giocata è € 20" });
    await setVariable('Scommesse_ImportoMin', '200');
    expect((await buy(p.headers, body(150))).json()).toMatchObject({ ResponseCode: -8, ResponseMessage: "L'importo minimo della giocata è € 2" });
    await setVariable('Scommesse_VincitaMax', '1000');
    expect((await buy(p.headers, body(2_000))).json()).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: 'La vincita potenziale supera il massimo consentito di € 10',
    });
    await setVariable('Scommesse_VincitaMax', '5000000');
    await setVariable('Scommesse_QuotaMin', '100000');
    expect((await buy(p.headers, body(500))).json()).toMatchObject({ ResponseCode: -8, ResponseMessage: 'La quota totale minima è 1000,00' });
    for (const [k, v] of [
      ['Scommesse_ImportoMin', '100'],
      ['Scommesse_ImportoMax', '100000'],
      ['Scommesse_QuotaMin', '100'],
    ])
      await setVariable(k!, v!);
    expect(await ticketsOf(p.id)).toHaveLength(0);
  });

  it('a system bets every combination at its stake; the Fun Bonus Sport rule decides a bonus stake', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const evs = prematch();
    const sel = evs.slice(0, 3).map((e) => pick(e));
    const sys = (await buy(p.headers, { Key: key(), Tipo: 'sistema', Selezioni: sel, Sistemi: [2], Importo: 100, AcceptVariations: null })).json();
    expect(sys).toMatchObject({ ResponseCode: 0, ResponseData: { Importo: 300 } });
    const ticket = (await ticketsOf(p.id))[0]!;
    expect((ticket.detail as { sport: { sistema: unknown[] } }).sport.sistema).toEqual([{ Sistema: '2/3', Num_combinazioni: 3, Importo_scomm: 100 }]);
    expect((await buy(p.headers, { Key: key(), Tipo: 'sistema', Selezioni: sel, Sistemi: [4], Importo: 100, AcceptVariations: null })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Scegli almeno un sistema valido',
    });
    // Too many combinations (184 756 for 10/20) is a plain refusal, counted before anything is built: never a 500.
    const many = [...evs, ...prematch('tennis'), ...prematch('basket')].slice(0, 20).map((e) => pick(e));
    expect(many).toHaveLength(20);
    expect((await buy(p.headers, { Key: key(), Tipo: 'sistema', Selezioni: many, Sistemi: [10], Importo: 100, AcceptVariations: null })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Troppe combinazioni: una giocata a sistema ne può avere al massimo 2.000. Scegli meno sistemi o meno eventi.',
    });
    expect(await ticketsOf(p.id)).toHaveLength(1);
    // Fun Bonus Sport: a multiple prematch of at least 3 events, every odds ≥ 1,50 (fun-bonus.test.ts has the rest).
    // The legacy player_bonus wallet is no Fun Bonus Sport: a fun ticket needs a granted one.
    await giveBonus(t, p.id, 1_000, `test:fb:${p.id}`);
    const good = evs
      .map((e) => e.markets[0]!.outcomes.find((o) => o.quota >= 150))
      .filter((o) => o !== undefined)
      .slice(0, 3)
      .map((o) => ({ Hash: o.hash, Quota: o.quota }));
    expect(
      (await buy(p.headers, { Key: key(), Tipo: 'multipla', Selezioni: good.slice(0, 2), Importo: 500, AcceptVariations: null, Bonus: true })).json(),
    ).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: 'Il Fun Bonus Sport richiede una multipla di almeno 3 eventi: ne hai scelti 2',
    });
    const fb = (await buy(p.headers, { Key: key(), Tipo: 'multipla', Selezioni: good, Importo: 500, AcceptVariations: null, Bonus: true })).json();
    expect(fb).toMatchObject({ ResponseCode: -8, ResponseMessage: 'Non hai un Fun Bonus Sport utilizzabile' });
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 9_700, bonus: 1_000 });
  });

  it('hostile input: no session, bad fields, unknown or repeated outcomes, short funds', async () => {
    const p = await createPlayer(t, { cash: 300 });
    const [a, b] = prematch();
    const good = { Key: key(), Tipo: 'singola', Selezioni: [pick(a!)], Importo: 100, AcceptVariations: null };
    expect((await buy({}, good)).statusCode).toBe(401);
    for (const bad of [
      { ...good, Importo: 1.5 },
      { ...good, Importo: -1 },
      { ...good, Key: 'x' },
      { ...good, Tipo: 'tutto' },
      { ...good, Selezioni: [] },
      { ...good, Selezioni: [{ Hash: 'E1<script>', Quota: 150 }] },
      { ...good, Selezioni: [{ Hash: a!.markets[0]!.outcomes[0]!.hash, Quota: 100 }] },
    ]) {
      const r = await buy(p.headers, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/[a-z]/);
    }
    expect((await buy(p.headers, { ...good, Selezioni: [{ Hash: 'E20990101099M0O0', Quota: 150 }] })).json()).toMatchObject({ ResponseCode: -1 });
    expect((await buy(p.headers, { ...good, Tipo: 'multipla', Selezioni: [pick(a!), pick(a!, 1)] })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: `Non puoi combinare due esiti dello stesso evento (${a!.home} - ${a!.away})`,
    });
    expect((await buy(p.headers, { ...good, Tipo: 'singola', Selezioni: [pick(a!), pick(b!)] })).json()).toMatchObject({ ResponseCode: -1 });
    expect((await buy(p.headers, { ...good, Tipo: 'multipla', Selezioni: [pick(a!), pick(a!), pick(b!)] })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Lo stesso esito è presente più volte nella giocata: lascialo una volta sola',
    });
    expect((await buy(p.headers, { ...good, Importo: 500 })).json()).toMatchObject({
      ResponseCode: -6,
      ResponseMessage: 'Saldo insufficiente per questa giocata',
    });
    expect(await ticketsOf(p.id)).toHaveLength(0);
  });

  it('50 parallel bets of one player never overdraw', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const [e] = prematch();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: [pick(e!)], Importo: 100, AcceptVariations: null })),
    );
    const codes = answers.map((a) => a.json().ResponseCode);
    for (const c of codes) expect([0, -6]).toContain(c);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(await ticketsOf(p.id)).toHaveLength(10);
    expect(await cashOf(p)).toBe(0);
  });

  it('results settle the tickets through the port and pay once, however often settlement runs', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const evs = prematch();
    // Every outcome of the 1X2 of one event, as three singles: exactly one wins.
    const e = evs.find(played)!;
    const codes: string[] = [];
    for (const o of e.markets[0]!.outcomes) {
      const r = (
        await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: [{ Hash: o.hash, Quota: o.quota }], Importo: 100, AcceptVariations: null })
      ).json();
      codes.push(r.ResponseData.Code);
    }
    expect(await cashOf(p)).toBe(9_700);
    t.clock.advance(e.start.getTime() - now().getTime() + 3 * 3_600_000);
    const port = portOf(t);
    const runs = await Promise.all([settleFinished(t.deps.db, feed, port, now()), settleFinished(t.deps.db, feed, port, now())]);
    expect(runs.reduce((s, x) => s + x, 0)).toBeGreaterThanOrEqual(3);
    await settleFinished(t.deps.db, feed, port, now());
    const rows = await Promise.all(codes.map((c) => port.find(c)));
    expect(rows.map((r) => r!.status).sort()).toEqual([5, 8, 8]);
    const won = rows.find((r) => r!.status === 5)!;
    expect(won.payout).toBe(
      e.markets[0]!.outcomes.find(
        (o) => won.code && (won.detail as { sport: { lines: { OutcomeId_hash: string }[] } }).sport.lines[0]!.OutcomeId_hash === o.hash,
      )!.quota,
    );
    for (const c of codes) expect((await movesOf(c)).length).toBe(2);
    expect(await cashOf(p)).toBe(9_700 + won.payout);
  });

  it('a postponed event voids its lines: a single gives the stake back, a multiple pays on its other lines, a system counts it at 1,00', async () => {
    // A postponed event on sale: the clock goes to the first coming day that has one (about one event in forty).
    let postponed: FeedEvent | undefined;
    for (let day = 0; !postponed && day < 90; day++) {
      const at = new Date(now().getTime() + day * 86_400_000);
      postponed = feed.events(at, { live: false }).find((e) => !played(e));
      if (postponed) t.clock.advance(at.getTime() - now().getTime());
    }
    expect(postponed, 'no postponed event in 90 days').toBeDefined();
    const p = await createPlayer(t, { cash: 10_000 });
    const v = postponed!;
    const others = feed.events(now(), { live: false }).filter((e) => played(e) && e.id !== v.id);
    const [a, b] = others;
    // What the others will do (the sandbox is a pure function of time): a winning and a losing outcome each.
    const results = (e: FeedEvent) => feed.result(e.id, new Date(e.start.getTime() + 10 * 86_400_000))!;
    const winning = (e: FeedEvent) => e.markets[0]!.outcomes.find((o) => results(e).won.has(o.hash))!;
    const losing = (e: FeedEvent) => e.markets[0]!.outcomes.find((o) => !results(e).won.has(o.hash))!;
    const sel = (o: { hash: string; quota: number }) => ({ Hash: o.hash, Quota: o.quota });
    const vo = v.markets[0]!.outcomes[0]!;
    const buyCode = async (body: object) => {
      const r = (await buy(p.headers, { Key: key(), AcceptVariations: null, ...body })).json();
      expect(r.ResponseCode, JSON.stringify(r)).toBe(0);
      return r.ResponseData.Code as string;
    };
    const single = await buyCode({ Tipo: 'singola', Selezioni: [sel(vo)], Importo: 300 });
    const multiple = await buyCode({ Tipo: 'multipla', Selezioni: [sel(vo), sel(winning(a!)), sel(winning(b!))], Importo: 200 });
    const lostMultiple = await buyCode({ Tipo: 'multipla', Selezioni: [sel(vo), sel(losing(a!))], Importo: 100 });
    const system = await buyCode({ Tipo: 'sistema', Selezioni: [sel(vo), sel(winning(a!)), sel(losing(b!))], Sistemi: [2], Importo: 100 });
    expect(await cashOf(p)).toBe(10_000 - 300 - 200 - 100 - 300);

    // Before the postponed event's start nothing settles; after the last event's end everything does.
    const port = portOf(t);
    await settleFinished(t.deps.db, feed, port, now());
    expect((await port.find(single))!.status).toBe(1);
    t.clock.advance(Math.max(v.start.getTime(), a!.start.getTime(), b!.start.getTime()) - now().getTime() + 3 * 3_600_000);
    await settleFinished(t.deps.db, feed, port, now());
    // The event page says so.
    expect((await t.app.inject({ url: `/api/Palinsesto/Event?id=${v.id}` })).json().ResponseData).toMatchObject({ Cancelled: true, Live: false, Score: null });
    expect((await t.app.inject({ url: `/api/Palinsesto/Event?id=${a!.id}` })).json().ResponseData).toMatchObject({
      Cancelled: false,
      Score: expect.stringMatching(/^\d+-\d+$/),
    });
    const row = async (code: string) => (await port.find(code))!;
    const lines = async (code: string) => ((await row(code)).detail as { sport: { lines: { Esito: string; Quota: number; Quota_pag: number }[] } }).sport.lines;

    // The single: refunded (state 3), its line void at 1,00; the stake back in cash.
    expect(await row(single)).toMatchObject({ status: 3, outcome: 'refunded', payout: 300 });
    expect(await lines(single)).toEqual([expect.objectContaining({ Esito: 'Void', Quota: vo.quota, Quota_pag: 100 })]);
    // The multiple pays its two other lines' odds only.
    const qa = winning(a!).quota;
    const qb = winning(b!).quota;
    expect(await row(multiple)).toMatchObject({ status: 5, outcome: 'won', payout: Math.floor((200 * qa * qb) / 10_000) });
    expect((await lines(multiple)).map((l) => [l.Esito, l.Quota_pag])).toEqual([
      ['Void', 100],
      ['Win', qa],
      ['Win', qb],
    ]);
    // A void line does not save a multiple with a lost one.
    expect(await row(lostMultiple)).toMatchObject({ status: 8, outcome: 'lost', payout: 0 });
    // The 2/3 system: only the pair of the void line and the winner pays, at 1,00 × its odds.
    expect(await row(system)).toMatchObject({ status: 5, outcome: 'won', payout: Math.floor((100 * qa) / 100) });

    const cash = 10_000 - 900 + 300 + Math.floor((200 * qa * qb) / 10_000) + qa;
    expect(await cashOf(p)).toBe(cash);
    // The bet list counts the void line (a new session: the clock went past the first one's end).
    const again = await sessionFor(p);
    const range = `dateda=${new Date(now().getTime() - 5 * 86_400_000).toISOString()}&datea=${now().toISOString()}`;
    const list = (await t.app.inject({ url: `/api/Account/EL_GetElencoGiocate?${range}&id_gioco=0`, headers: again })).json().ResponseData;
    expect(list.find((x: { id_ticketField: string }) => x.id_ticketField === multiple)).toMatchObject({
      EventiSportivi: { Pending: 0, Win: 2, Lose: 0, Void: 1 },
    });
    // Settling again changes nothing.
    await settleFinished(t.deps.db, feed, port, now());
    expect(await cashOf(p)).toBe(cash);
  });

  it("Cash Out on the sportsbook's tickets: priced from the feed when the list is read and again when taken, paid once", async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const other = await createPlayer(t, { cash: 0 });
    const list = async (h: Headers) => {
      const r = (await t.app.inject({ url: '/api/BetPlay/CashoutableTicketList_New', headers: h })).json();
      expect(r.ResponseCode, JSON.stringify(r)).toBe(0);
      return r.ResponseData.tks as { id: string; amnc: number }[];
    };
    const take = (h: Headers, id: string, amnc: number) => t.app.inject({ method: 'POST', url: '/api/BetPlay/Cashout', headers: h, payload: { id, amnc } });
    // A single whose price will move: bought at the price now.
    const d = driftedOutcome('down');
    const single = (
      await buy(p.headers, { Key: key(), Tipo: 'singola', Selezioni: [{ Hash: d.hash, Quota: d.before }], Importo: 1_000, AcceptVariations: null })
    ).json().ResponseData.Code as string;
    // A system gets no offer.
    const [a, b, c] = prematch().filter((e) => e.id !== d.hash.replace(/M.*/, ''));
    const system = (
      await buy(p.headers, { Key: key(), Tipo: 'sistema', Selezioni: [pick(a!), pick(b!), pick(c!)], Sistemi: [2], Importo: 100, AcceptVariations: null })
    ).json().ResponseData.Code as string;
    expect(system).toMatch(/^DF/);

    // At the price it was bought: 95 % of the stake.
    let offers = await list(p.headers);
    expect(offers).toEqual([expect.objectContaining({ id: single, amnc: 950 })]);
    // The price falls (the outcome grows likelier): the offer grows with it; the old amount is refused as changed.
    t.clock.advance(d.steps * 30 * 60_000);
    const h = await sessionFor(p);
    const o = await sessionFor(other);
    const fresh = Math.floor((1_000 * 95 * d.before) / (100 * d.after));
    expect((await take(h, single, 950)).json()).toMatchObject({
      ResponseCode: -2,
      ResponseMessage: "L'offerta di Cash Out è cambiata: aggiorna la lista e riprova",
    });
    offers = await list(h);
    expect(offers).toEqual([expect.objectContaining({ id: single, amnc: fresh })]);
    // Another player cannot take it; a forged higher amount is refused; nothing moved.
    expect((await take(o, single, fresh)).json()).toMatchObject({ ResponseCode: -1 });
    expect((await take(h, single, fresh + 1)).json()).toMatchObject({ ResponseCode: -2 });
    // A NUL byte or a forged token changes nothing.
    expect((await t.app.inject({ method: 'POST', url: '/api/BetPlay/Cashout', headers: h, payload: { id: `${single}\u0000`, amnc: fresh } })).statusCode).toBe(
      400,
    );
    expect((await take({ authorization: 'Bearer forged.token.value' }, single, fresh)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/BetPlay/CashoutableTicketList_New', headers: { authorization: 'Bearer forged.token.value' } })).statusCode).toBe(
      401,
    );
    const before = await cashOf(p);
    expect(before).toBe(10_000 - 1_000 - 300);
    // Taken twice at once: paid once.
    const [r1, r2] = await Promise.all([take(h, single, fresh), take(h, single, fresh)]);
    expect([r1.json().ResponseCode, r2.json().ResponseCode].sort()).toEqual([-4, 0]);
    expect(await cashOf(p)).toBe(before + fresh);
    expect(await port().find(single)).toMatchObject({ status: 5, outcome: 'cashout', payout: fresh });
    expect(await list(h)).toEqual([]);
    // Once the event has started (prematch: betting closed, prices suspended) no ticket is offered.
    const next = prematch()[0];
    const later = (await buy(h, { Key: key(), Tipo: 'singola', Selezioni: [pick(next!)], Importo: 100, AcceptVariations: null })).json().ResponseData
      .Code as string;
    expect((await list(h)).map((x) => x.id)).toEqual([later]);
    t.clock.advance(next!.start.getTime() - now().getTime() + 60_000);
    expect(await list(await sessionFor(p))).toEqual([]);
  });
});
