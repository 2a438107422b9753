import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betReservations } from '../../db/schema/index.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { betsRoutes } from './routes.ts';
import { portOf, sportTicket } from './test-helpers.ts';
import { sandboxTicket, seededRng } from './sandbox.ts';
import type { TicketSpec } from './sandbox.ts';

let t: TestApp;
let p: Player;
let intruder: Player;
const codes: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  p = await createPlayer(t, { cash: 50_000 });
  intruder = await createPlayer(t, { cash: 50_000 });
  const rng = seededRng(7);
  const port = portOf(t);
  const now = t.clock.now();
  const specs: [string, TicketSpec][] = [
    ['single', { platform: 'sport', kind: 'singola' }],
    ['multi', { platform: 'sport', kind: 'multipla' }],
    ['system', { platform: 'sport', kind: 'sistema' }],
    ['casino', { platform: 'casino', casinoGame: 102 }],
    ['cash', { platform: 'cash' }],
    ['gv', { platform: 'gv' }],
    ['lotto', { platform: 'lotto' }],
    ['tenlotto', { platform: '10elotto' }],
    ['million', { platform: 'millionday' }],
    ['fun', { platform: 'casino', casinoGame: 144, fun: true, stake: 100 }],
  ];
  const { giveBonus } = await import('./test-helpers.ts');
  await giveBonus(t, p.id, 1000, `bets:bonus:${p.id}`);
  for (const [name, spec] of specs) {
    const { outcomes: _o, ...input } = sandboxTicket(rng, spec, `T${p.id}${name.toUpperCase()}`, new Date(now.getTime() - 3600_000));
    const r = await port.openTicket({ ...input, userId: p.id });
    expect(r.ok, name).toBe(true);
    codes[name] = input.code;
  }
  await port.settleTicket({ code: codes.casino!, outcome: 'won', payout: 2500 });
  await port.settleTicket({ code: codes.lotto!, outcome: 'lost' });
  await port.offerCashout(codes.multi!, 700);
});
afterAll(async () => {
  if (t) await expectLedgerSound(t);
  await t?.close();
});

const get = (url: string, who: Player | null = p) => t.app.inject({ url, headers: who ? who.headers : {} });
const range = (fromMs: number, toMs: number) =>
  `dateda=${encodeURIComponent(new Date(fromMs).toISOString())}&datea=${encodeURIComponent(new Date(toMs).toISOString())}`;
const today = () => range(t.clock.now().getTime() - 86_400_000, t.clock.now().getTime() + 60_000);

describe(`statement and bet list (${dbLabel()})`, () => {
  it('EL_GetEstrattoConto and EL_GetElencoGiocate take ISO date-times without an offset, as Italian time (issue 34)', async () => {
    // The wall clock in Rome, written as the legacy client writes it: `2026-01-15T10:20:30`, no offset.
    const rome = (ms: number) => new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).replace(' ', 'T');
    const now = t.clock.now().getTime();
    // The statement from half an hour ago in Italy: read as UTC instead, it would start an hour or two
    // later and miss the movements just made. The bet list over the last day (its tickets were placed earlier).
    const ranges = {
      '/api/Account/EL_GetEstrattoConto': `dateda=${rome(now - 30 * 60_000)}&datea=${rome(now + 30 * 60_000)}`,
      '/api/Account/EL_GetElencoGiocate': `dateda=${rome(now - 86_400_000)}&datea=${rome(now + 30 * 60_000)}`,
    };
    for (const [path, local] of Object.entries(ranges)) {
      const r = await get(`${path}?cookie=x&${local}`);
      expect(r.statusCode, `${path} ${r.body}`).toBe(200);
      const ids = (r.json().ResponseData as { id_ticketField: string }[]).map((m) => m.id_ticketField);
      expect(ids, path).toContain(codes.casino);
    }
    // The issue's own example is read (it is then older than the five readable years: that rule answers, not 'Data non valida').
    const old = (await get('/api/Account/EL_GetEstrattoConto?cookie=x&dateda=2020-01-01T00:00:00&datea=2020-02-01T00:00:00')).json();
    expect(old.ResponseMessage).not.toBe('Data non valida');
    expect((await get('/api/Account/EL_GetEstrattoConto?cookie=x&dateda=2020-13-01T00:00:00&datea=2020-02-01T00:00:00')).json().ResponseMessage).toBe(
      'Data non valida',
    );
  });

  it('EL_GetEstrattoConto lists the ledger movements of the player with ticket ids, signs and causes', async () => {
    const r = (await get(`/api/Account/EL_GetEstrattoConto?cookie=x&${today()}`)).json();
    expect(r.ResponseCode).toBe(0);
    const rows = r.ResponseData as { id_ticketField: string; importoField: number; causaleField: string; id_applField: number }[];
    const stake = rows.find((m) => m.id_ticketField === codes.casino && m.importoField < 0);
    const win = rows.find((m) => m.id_ticketField === codes.casino && m.importoField > 0);
    expect(stake).toMatchObject({ causaleField: 'Giocata Casinò', id_applField: 6 });
    expect(win).toMatchObject({ causaleField: 'Vincita Casinò', importoField: 2500, id_applField: 6 });
    // A lost ticket has only its stake; the fun ticket moved the bonus wallet.
    expect(rows.filter((m) => m.id_ticketField === codes.lotto)).toHaveLength(1);
    expect(rows.find((m) => m.id_ticketField === codes.fun)).toMatchObject({ causaleField: 'Giocata Casinò (Fun Bonus)', importoField: -100 });
    // Everything in the list adds up to the balance: the deposits are movements too.
    const total = rows.reduce((s, m) => s + m.importoField, 0);
    expect(total).toBe((await playerBalance(t.deps.db, p.id)).saldo);
    // Another player sees none of it.
    const other = (await get(`/api/Account/EL_GetEstrattoConto?${today()}`, intruder)).json().ResponseData as { id_ticketField: string }[];
    expect(other.some((m) => Object.values(codes).includes(m.id_ticketField))).toBe(false);
  });

  it('EL_GetElencoGiocate and EL_GetElencoGiocateFun split real and fun-bonus tickets, with the status texts', async () => {
    const list = (await get(`/api/Account/EL_GetElencoGiocate?${today()}&id_gioco=0`)).json().ResponseData as Record<string, unknown>[];
    expect(list).toHaveLength(9);
    expect(list.find((x) => x.id_ticketField === codes.casino)).toMatchObject({
      stato_ticketField: 5,
      stato_ticket_descrField: 'PAGATO',
      importo_vincitaField: 2500,
      piattaforma2Field: 'CASINO',
      giocoField: 102,
    });
    expect(list.find((x) => x.id_ticketField === codes.lotto)).toMatchObject({
      stato_ticketField: 8,
      stato_ticket_descrField: 'NON VINCENTE',
      piattaforma2Field: 'LOTTO',
    });
    expect(list.find((x) => x.id_ticketField === codes.multi)).toMatchObject({
      stato_ticketField: 1,
      stato_ticket_descrField: 'VENDUTO',
      EventiSportivi: { Win: 0, Lose: 0, Void: 0 },
    });
    expect(list.find((x) => x.id_ticketField === codes.cash)).toMatchObject({ giocoField: 6, piattaforma2Field: 'GIOCHI CASH', EventiSportivi: null });
    const byGame = (await get(`/api/Account/EL_GetElencoGiocate?${today()}&id_gioco=6`)).json().ResponseData as unknown[];
    expect(byGame).toHaveLength(1);
    const fun = (await get(`/api/Account/EL_GetElencoGiocateFun?${today()}&id_gioco=0`)).json().ResponseData as Record<string, unknown>[];
    expect(fun.map((x) => x.id_ticketField)).toEqual([codes.fun]);
    expect((await get(`/api/Account/EL_GetElencoGiocate?${today()}`, intruder)).json().ResponseData).toEqual([]);
    // An earlier window holds nothing of today.
    const old = t.clock.now().getTime() - 40 * 86_400_000;
    expect((await get(`/api/Account/EL_GetElencoGiocate?${range(old, old + 86_400_000)}`)).json().ResponseData).toEqual([]);
  });

  it('refuses bad ranges and inputs with 400 in Italian, and anonymous callers with 401', async () => {
    const now = t.clock.now().getTime();
    const bad: [string, string][] = [
      [`/api/Account/EL_GetEstrattoConto?${range(now, now - 1000)}`, 'Intervallo di date non valido'],
      [`/api/Account/EL_GetEstrattoConto?${range(now - 6 * 366 * 86_400_000, now)}`, 'Puoi consultare al massimo gli ultimi 5 anni'],
      ['/api/Account/EL_GetEstrattoConto?dateda=ieri&datea=oggi', 'Data non valida'],
      ['/api/Account/EL_GetEstrattoConto', 'Data non valida'],
      [`/api/Account/EL_GetElencoGiocate?${today()}&id_gioco=abc`, 'Valore non valido'],
      [`/api/Account/EL_GetElencoGiocate?${today()}&id_gioco=-1`, 'Valore non valido'],
      ['/api/Account/EL_dettaglio_ticket_psqf?idTicket=DF%00123', 'Il testo contiene caratteri non ammessi'],
      ["/api/Account/EL_dettaglio_ticket_psqf?idTicket=1'%20or%201=1", 'Codice giocata non valido'],
      [`/api/Account/EL_Lotterie_Dettagli?ticket=${codes.million}&type=SUPER`, 'Tipo di lotteria non valido'],
      ['/api/BetPlay/GetBetsReserved?take=5000', 'Massimo 1000'],
      ['/api/BetPlay/DeleteBetReserved?Id=abc', 'Valore non valido'],
    ];
    for (const [url, msg] of bad) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().ResponseMessage, url).toBe(msg);
    }
    for (const url of ['/api/Account/EL_GetEstrattoConto?' + today(), '/api/BetPlay/CashoutableTicketList_New', '/api/BetPlay/GetBetsReserved']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { authorization: 'Bearer forged.token.here' } })).statusCode).toBe(401);
    }
  });
});

describe(`ticket details (${dbLabel()})`, () => {
  it('sport detail: single, multiple and system lines; never another player’s ticket', async () => {
    for (const [name, tipo] of [
      ['single', 'singola'],
      ['multi', 'multipla'],
      ['system', 'sistema'],
    ] as const) {
      const r = (await get(`/api/Account/EL_dettaglio_ticket_psqf?idTicket=${codes[name]!.toLowerCase()}`)).json();
      expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { id_ticketField: codes[name], tipo } });
      expect(r.ResponseData.Elementi_biglietto.length).toBeGreaterThan(0);
      expect(r.ResponseData.Elementi_biglietto[0]).toMatchObject({
        Group_Name: expect.any(String),
        Descr_avv: expect.stringContaining(' - '),
        Quota: expect.any(Number),
      });
      if (tipo === 'sistema')
        expect(r.ResponseData.Elementi_sistema[0]).toMatchObject({ Sistema: expect.stringContaining('/'), Num_combinazioni: expect.any(Number) });
      expect((await get(`/api/Account/EL_dettaglio_ticket_psqf?idTicket=${codes[name]}`, intruder)).json()).toMatchObject({
        ResponseCode: -1,
        ResponseMessage: 'Giocata non trovata',
        ResponseData: null,
      });
    }
    expect((await get(`/api/Account/EL_dettaglio_ticket_psqf?idTicket=${codes.casino}`)).json().ResponseCode).toBe(-1);
  });

  it('cash game, Gratta e Vinci, lotteries and casino sessions answer their own calls, only to the owner', async () => {
    expect((await get(`/api/Account/EL_getInfoTicketCash?cookie=c&idTicket=${codes.cash}`)).json()).toMatchObject({
      ResponseCode: 0,
      ResponseData: { esitoField: { returnCodeField: 0 }, giocateField: expect.any(Number) },
    });
    expect((await get(`/api/Account/EL_getInfoTicketCash?idTicket=${codes.cash}`, intruder)).json()).toMatchObject({
      ResponseCode: -1,
      ResponseData: { esitoField: { returnCodeField: -1 } },
    });

    const gv = (await get(`/api/Account/EL_GetGrattaVinci_Dettagli?cookie=c&ticket=${codes.gv}`)).json();
    expect(gv).toMatchObject({
      ResponseCode: 0,
      ResponseData: {
        ricevutaUrl: expect.stringContaining(codes.gv!),
        replayData: {
          token: expect.any(String),
          numconto: expect.any(String),
          concorso: expect.any(String),
          idtransazione: expect.any(String),
          idrivenditore: expect.any(String),
        },
      },
    });
    expect((await get(`/api/Account/EL_GetGrattaVinci_Dettagli?ticket=${codes.gv}`, intruder)).json().ResponseCode).toBe(-1);

    expect((await get(`/api/Account/EL_Lotterie_Dettagli?ticket=${codes.million}&type=LOTTO_MILLIONDAY`)).json()).toMatchObject({
      ResponseCode: 0,
      ResponseData: { type: 'LOTTO_MILLIONDAY', numeri: expect.any(Array) },
    });
    expect((await get(`/api/Account/EL_Lotterie_Dettagli?ticket=${codes.tenlotto}&type=LOTTOE10`)).json().ResponseData.type).toBe('LOTTOE10');
    expect((await get(`/api/Account/EL_Lotterie_Dettagli?ticket=${codes.million}&type=LOTTOE10`)).json()).toMatchObject({
      ResponseCode: -5,
      ResponseMessage: 'Tipo di lotteria non corrispondente alla giocata',
    });
    expect((await get(`/api/Account/EL_LottoNazionale_Dettagli?ticket=${codes.lotto}`)).json()).toMatchObject({
      ResponseCode: 0,
      ResponseData: { type: 'LOTTO', ruote: [expect.any(String)] },
    });
    expect((await get(`/api/Account/EL_LottoNazionale_Dettagli?ticket=${codes.million}`)).json().ResponseCode).toBe(-1);
    expect((await get(`/api/Account/EL_Lotterie_Dettagli?ticket=${codes.million}&type=LOTTO_MILLIONDAY`, intruder)).json().ResponseCode).toBe(-1);

    expect((await get(`/api/Account/EL_LoadTicketPSQF?idTicket=${codes.casino}&gameId=102`)).json()).toMatchObject({
      ResponseCode: 0,
      ResponseData: { statoField: 'VINCENTE', stackField: expect.any(Number), piattaformaField: 'CASINO' },
    });
    expect((await get(`/api/Account/EL_LoadTicketPSQF?idTicket=${codes.casino}&gameId=144`)).json().ResponseCode).toBe(-1);
    expect((await get(`/api/Account/EL_LoadTicketPSQF?idTicket=${codes.casino}&gameId=102`, intruder)).json().ResponseCode).toBe(-1);
  });
});

describe(`reservations, cash-out and print (${dbLabel()})`, () => {
  it('GetBetsReserved, GetEventRows and DeleteBetReserved: own reservations only, deleted once', async () => {
    const mine = (await t.app.inject({ method: 'POST', url: '/api/sandbox/games/reserve', headers: p.headers })).json().ResponseData.Id as number;
    const list = (await get('/api/BetPlay/GetBetsReserved?skip=0&take=1000')).json().ResponseData as { Id: number; Detail: { OutcomeId_hash: string }[] }[];
    const r = list.find((x) => x.Id === mine)!;
    expect(r.Detail).toHaveLength(2);
    const rows = (
      await t.app.inject({ method: 'POST', url: '/api/Palinsesto/GetEventRows', payload: { outcomes: r.Detail.map((d) => d.OutcomeId_hash).join(',') } })
    ).json();
    expect(rows.ResponseData).toHaveLength(2);
    expect(rows.ResponseData[0]).toMatchObject({ Scaduto: false, Descr_avv: expect.any(String) });
    expect((await t.app.inject({ method: 'POST', url: '/api/Palinsesto/GetEventRows', payload: { outcomes: "x'--,%00,,," } })).json().ResponseData).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/Palinsesto/GetEventRows', payload: {} })).statusCode).toBe(400);

    expect((await get('/api/BetPlay/GetBetsReserved', intruder)).json().ResponseData).toEqual([]);
    expect((await get(`/api/BetPlay/DeleteBetReserved?Id=${mine}`, intruder)).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Prenotazione non trovata',
    });
    expect((await get(`/api/BetPlay/DeleteBetReserved?Id=${mine}`)).json()).toMatchObject({ ResponseCode: 0, ResponseData: true });
    expect((await get(`/api/BetPlay/DeleteBetReserved?Id=${mine}`)).json().ResponseCode).toBe(-1);
    const [row] = await t.deps.db.select().from(betReservations).where(eq(betReservations.id, mine));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('CashoutableTicketList_New and Cashout move the money once, at the current offer, for the owner only', async () => {
    const tks = (await get('/api/BetPlay/CashoutableTicketList_New')).json().ResponseData.tks as {
      id: string;
      amnc: number;
      amn: number;
      nevs: number;
      oes: number;
    }[];
    expect(tks).toEqual([expect.objectContaining({ id: codes.multi, amnc: 700, amn: expect.any(Number) })]);
    expect(tks[0]!.oes).toBe(tks[0]!.nevs);
    expect((await get('/api/BetPlay/CashoutableTicketList_New', intruder)).json().ResponseData.tks).toEqual([]);
    const post = (who: Player, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/BetPlay/Cashout', headers: who.headers, payload: payload as object });
    expect((await post(intruder, { id: codes.multi, amnc: 700 })).json()).toMatchObject({ ResponseCode: -1 });
    expect((await post(p, { id: codes.multi, amnc: 900 })).json()).toMatchObject({
      ResponseCode: -2,
      ResponseMessage: "L'offerta di Cash Out è cambiata: aggiorna la lista e riprova",
    });
    expect((await post(p, { id: codes.multi, amnc: -1 })).statusCode).toBe(400);
    expect((await post(p, { id: codes.multi, amnc: '700' })).statusCode).toBe(400);
    const before = (await playerBalance(t.deps.db, p.id)).prelevabile;
    const results = await Promise.all([
      post(p, { id: codes.multi, amnc: 700 }),
      post(p, { id: codes.multi, amnc: 700 }),
      post(p, { id: codes.multi, amnc: 700 }),
    ]);
    expect(results.map((x) => x.json().ResponseCode).sort()).toEqual([-4, -4, 0]);
    expect((await playerBalance(t.deps.db, p.id)).prelevabile).toBe(before + 700);
    expect((await get('/api/BetPlay/CashoutableTicketList_New')).json().ResponseData.tks).toEqual([]);
  });

  it('TicketPrint: the owner by bearer, a visitor by a one-use print token; never a session token in the URL', async () => {
    const url = `/api/BetPlay/TicketPrint?id=${codes.system}`;
    const r = (await get(url)).json();
    expect(r).toMatchObject({
      ResponseCode: 0,
      ResponseData: { BettingPrint: { AAMSCode: codes.system, Importo: expect.any(Number), SysElementiSistema: [expect.any(Object)] } },
    });
    expect(r.ResponseData.BettingPrint.Date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const anon = await get(url, null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().ResponseMessage).toBe('Autenticazione non valida');
    expect((await get(`${url}&auth=forged`, null)).statusCode).toBe(401);
    // Issue 32: the session token in the URL is refused, the owner's as anyone's (it would outlive the print).
    expect((await get(`${url}&auth=${p.token}`, null)).statusCode).toBe(401);
    expect((await get(`${url}&auth=${intruder.token}`, null)).statusCode).toBe(401);

    const printToken = async (id: string, who: Player = p) =>
      (await t.app.inject({ method: 'POST', url: '/api/BetPlay/TicketPrintToken', headers: who.headers, payload: { id } })).json();
    const issued = await printToken(codes.system!);
    expect(issued).toMatchObject({ ResponseCode: 0, ResponseData: { PrintToken: expect.stringMatching(/^[\w-]{32}$/), ScadenzaSecondi: 300 } });
    const token = issued.ResponseData.PrintToken as string;
    // Bound to its ticket: another ticket of the same player refuses it (and it stays good for its own).
    expect((await get(`/api/BetPlay/TicketPrint?id=${codes.multi}&auth=${token}`, null)).statusCode).toBe(401);
    // Anyone can guess at a printed ticket's code without wearing out the owner's token.
    for (let i = 0; i < 6; i++) expect((await get(`${url}&auth=wrong${i}`, null)).statusCode).toBe(401);
    const printed = (await get(`${url}&auth=${token}`, null)).json();
    expect(printed).toMatchObject({ ResponseCode: 0, ResponseData: { BettingPrint: { AAMSCode: codes.system } } });
    // Single use.
    expect((await get(`${url}&auth=${token}`, null)).statusCode).toBe(401);
    // Short-lived: five minutes.
    const late = (await printToken(codes.system!)).ResponseData.PrintToken as string;
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await get(`${url}&auth=${late}`, null)).statusCode).toBe(401);
    // Only for the player's own ticket; not for a back-office or missing session.
    expect(await printToken(codes.system!, intruder)).toMatchObject({ ResponseCode: -1, ResponseData: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/BetPlay/TicketPrintToken', payload: { id: codes.system } })).statusCode).toBe(401);
  });
  it("'Condividi': the owner's share link opens that ticket's print for anyone, many times, signed in or not; it cannot be forged or moved to another ticket", async () => {
    const share = async (id: string, who: Player = p) =>
      (await t.app.inject({ method: 'POST', url: '/api/BetPlay/TicketPrintToken', headers: who.headers, payload: { id, Condivisione: true } })).json();
    const issued = await share(codes.system!);
    expect(issued).toMatchObject({ ResponseCode: 0, ResponseData: { PrintToken: expect.stringMatching(/^s\d+\.[\w-]{43}$/), ScadenzaSecondi: 0 } });
    const token = issued.ResponseData.PrintToken as string;
    // The same link every time: one already sent keeps working.
    expect((await share(codes.system!)).ResponseData.PrintToken).toBe(token);
    const url = `/api/BetPlay/TicketPrint?id=${codes.system}&auth=${encodeURIComponent(token)}`;
    for (let i = 0; i < 3; i++) {
      expect((await get(url, null)).json()).toMatchObject({ ResponseCode: 0, ResponseData: { BettingPrint: { AAMSCode: codes.system } } });
    }
    // Opened by another signed-in player: the shared ticket, not a 'not found' of theirs.
    expect((await get(url, intruder)).json()).toMatchObject({ ResponseCode: 0, ResponseData: { BettingPrint: { AAMSCode: codes.system } } });
    // Good for its ticket only; another owner's id or a changed mac opens nothing.
    expect((await get(`/api/BetPlay/TicketPrint?id=${codes.multi}&auth=${encodeURIComponent(token)}`, null)).statusCode).toBe(401);
    const [, mac] = token.split('.');
    expect((await get(`/api/BetPlay/TicketPrint?id=${codes.system}&auth=s${intruder.id}.${mac}`, null)).statusCode).toBe(401);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`/api/BetPlay/TicketPrint?id=${codes.system}&auth=${encodeURIComponent(flipped)}`, null)).statusCode).toBe(401);
    for (const odd of ['s', 's1.', `s99999999999.${mac}`, `s${p.id}.${mac}\u0000`]) {
      expect((await get(`/api/BetPlay/TicketPrint?id=${codes.system}&auth=${encodeURIComponent(odd)}`, null)).statusCode).not.toBe(200);
    }
    // Only the owner gets one.
    expect(await share(codes.system!, intruder)).toMatchObject({ ResponseCode: -1, ResponseData: null });
  });
  it('TicketPrint: a system ticket’s Vincita potenziale minima is its cheapest winning combination, exactly', async () => {
    const owner = await createPlayer(t, { cash: 10_000 });
    const line = (quota: number, i: number, fissa = false) => ({
      Group_Name: 'Calcio',
      Data: '10/01/2026 20:45',
      Descr_avv: `Casa ${i} - Ospiti ${i}`,
      Descr_scomm: '1X2',
      Descr_esito: '1',
      Quota: quota,
      Quota_pag: quota,
      HandicapDecoded: null,
      Cod_Esito: '1',
      Cod_Esito_vin: null,
      Fissa: fissa,
      Esito: 'Pending' as const,
      OutcomeId_hash: `SYSMIN${i}`,
    });
    const print = async (quotas: number[], sistema: { Sistema: string; Num_combinazioni: number; Importo_scomm: number }[], fixed = 0) => {
      const stake = sistema.reduce((s, e) => s + e.Num_combinazioni * e.Importo_scomm, 0);
      const ticket = sportTicket(owner.id, stake, {
        giocoDescr: `Scommesse Prematch - Sistema ${sistema.map((e) => e.Sistema).join(', ')}`,
        detail: {
          sport: { tipo: 'sistema', live: false, lines: quotas.map((q, i) => line(q, i, i < fixed)), sistema, quotaTotale: 0, bonus: 0 },
        },
      });
      expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
      const r = (await get(`/api/BetPlay/TicketPrint?id=${ticket.code}`, owner)).json();
      expect(r.ResponseCode).toBe(0);
      return r.ResponseData.BettingPrint.SysVincitaPotMin as number;
    };
    // 2/3 at 1 € a combination, odds 3,16 / 3,90 / 4,17: the cheapest winning pair is 3,16 × 3,90 → 12,32 €.
    expect(await print([316, 390, 417], [{ Sistema: '2/3', Num_combinazioni: 3, Importo_scomm: 100 }])).toBe(1232);
    // 2/3 + 1F at 0,50 €: every combination carries the fissa (2,00) → 0,50 × 2,00 × 1,50 × 1,80 = 2,70 €.
    expect(await print([200, 150, 180, 300], [{ Sistema: '2/3 + 1F', Num_combinazioni: 3, Importo_scomm: 50 }], 1)).toBe(270);
    // Two sizes: the cheapest combination of either (a double at 1,50 × 1,80 with 2 €) → 5,40 €.
    expect(
      await print(
        [150, 180, 300],
        [
          { Sistema: '2/3', Num_combinazioni: 3, Importo_scomm: 200 },
          { Sistema: '3/3', Num_combinazioni: 1, Importo_scomm: 200 },
        ],
      ),
    ).toBe(540);
  });
});

describe(`the games sandbox (${dbLabel()})`, () => {
  it('places, settles and cashes out through the port; refuses what the wallet cannot pay', async () => {
    const post = (url: string, payload: object, who: Player = p) => t.app.inject({ method: 'POST', url, headers: who.headers, payload }).then((r) => r.json());
    const placed = await post('/api/sandbox/games/play', { platform: 'sport', kind: 'multipla', stake: 500 });
    expect(placed).toMatchObject({ ResponseCode: 0, ResponseData: { code: expect.stringMatching(/^DF/) } });
    const code = placed.ResponseData.code as string;
    expect((await post('/api/sandbox/games/settle', { code, outcome: 'won' }, intruder)).ResponseCode).toBe(-1);
    expect(await post('/api/sandbox/games/settle', { code, outcome: 'won', payout: 1500 })).toMatchObject({
      ResponseCode: 0,
      ResponseData: { status: 5, payout: 1500 },
    });
    expect((await post('/api/sandbox/games/settle', { code, outcome: 'lost' })).ResponseCode).toBe(-2);
    expect((await post('/api/sandbox/games/play', { platform: 'casino', stake: 1_000_000 })).ResponseMessage).toBe('Saldo insufficiente');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sandbox/games/play', headers: p.headers, payload: { platform: 'poker', stake: 5 } })).statusCode,
    ).toBe(400);
    const live = await post('/api/sandbox/games/play', { platform: 'sport', kind: 'singola', live: true, stake: 100 });
    expect(live.ResponseData.code).toMatch(/^FB/);
    // A refunded sport ticket reads as every line void, paid at 1,00; a won one as every line won.
    const lines = async (c: string) =>
      ((await portOf(t).find(c))!.detail as { sport: { lines: { Esito: string; Quota: number; Quota_pag: number }[] } }).sport.lines;
    const refunded = (await post('/api/sandbox/games/play', { platform: 'sport', kind: 'multipla', stake: 100 })).ResponseData.code as string;
    expect(await post('/api/sandbox/games/settle', { code: refunded, outcome: 'refunded' })).toMatchObject({ ResponseData: { status: 3, payout: 100 } });
    for (const l of await lines(refunded)) expect(l).toMatchObject({ Esito: 'Void', Quota_pag: 100 });
    for (const l of await lines(code)) expect(l).toMatchObject({ Esito: 'Win', Quota_pag: l.Quota });
  });

  it('is never served in production, and not where GAMES_SANDBOX turns it off', async () => {
    const status = async (env: Partial<typeof t.deps.config>) => {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(betsRoutes({ ...t.deps, config: { ...t.deps.config, ...env } }, t.services));
      const r = await app.inject({ method: 'POST', url: '/api/sandbox/games/play', headers: p.headers, payload: { platform: 'sport', stake: 100 } });
      await app.close();
      return r.statusCode;
    };
    expect(await status({ NODE_ENV: 'production' })).toBe(404);
    expect(await status({ NODE_ENV: 'production', GAMES_SANDBOX: 'true' })).toBe(404);
    expect(await status({ NODE_ENV: 'development' })).toBe(200);
    expect(await status({ NODE_ENV: 'development', GAMES_SANDBOX: 'false' })).toBe(404);
  });

  it('a player with no money or a self-excluded one cannot play through the sandbox either', async () => {
    const poor = await createPlayer(t, { cash: 0 });
    const r = (
      await t.app.inject({ method: 'POST', url: '/api/sandbox/games/play', headers: poor.headers, payload: { platform: 'sport', stake: 100 } })
    ).json();
    expect(r.ResponseMessage).toBe('Saldo insufficiente');
    expect(await portOf(t).openTicket(sportTicket(poor.id, 1))).toEqual({ ok: false, reason: 'insufficient_funds' });
  });
});
