import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { blackjackHands, gameTickets } from '../../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../../test-support.ts';
import { expectLedgerSound } from '../../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../../payments/withdrawals/test-helpers.ts';
import { playerBalance } from '../../wallet/ledger.ts';
import { portOf } from '../test-helpers.ts';
import { BlackjackService } from './blackjack-service.ts';
import { seededRng } from '../sandbox.ts';
import { playRound, roundCode } from './round-service.ts';
import { gameLobbyRoutes } from './routes.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
type Headers = Record<string, string>;
let n = 0;
const key = () => `bj${process.pid}x${Date.now().toString(36)}x${++n}`;
const GAME = 'blackjack-classico';
/** Dealt in order: player, dealer, player, dealer, then the draws; 2s after. */
const stacked = (...cards: string[]) => [...cards, ...Array<string>(40).fill('2F')];

/** The lobby's routes over a blackjack whose next shoe is `shoe` (the real app shuffles six decks with the crypto RNG). */
async function tableWith(shoe: () => string[], env: Partial<typeof t.deps.config> = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps = { ...t.deps, config: { ...t.deps.config, ...env } };
  const service = new BlackjackService(t.deps, portOf(t), shoe);
  await app.register(gameLobbyRoutes(deps, { ...t.services, blackjack: service }));
  const post = async (url: string, h: Headers, payload: unknown) => app.inject({ method: 'POST', url, headers: h, payload: payload as object });
  return {
    app,
    service,
    deal: (h: Headers, body: unknown) => post('/api/Game/Blackjack/Deal', h, body),
    act: (h: Headers, body: unknown) => post('/api/Game/Blackjack/Action', h, body),
    open: (h: Headers) => app.inject({ url: '/api/Game/Blackjack/OpenHand', headers: h }),
  };
}
const ticketOf = async (code: string) => (await t.deps.db.select().from(gameTickets).where(eq(gameTickets.code, code)))[0];
const handOf = async (code: string) => (await t.deps.db.select().from(blackjackHands).where(eq(blackjackHands.code, code)))[0];
const cash = async (p: Player) => (await playerBalance(t.deps.db, p.id)).prelevabile;

describe(`sandbox blackjack (${dbLabel()})`, () => {
  it('deal, hit, retried hit, stand: the stake at the deal, the hole card hidden until the end, paid once', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    // Player 10 + 2, dealer 9 + 7 (hole); the player draws 5 (17) and stands; the dealer draws 2 (18).
    const bj = await tableWith(() => stacked('10C', '9P', '2Q', '7F', '5C', '2C'));
    const k = key();
    const dealt = (await bj.deal(p.headers, { GameCode: GAME, Stake: 300, Key: k })).json();
    expect(dealt.ResponseCode).toBe(0);
    const code = roundCode(p.id, k);
    expect(dealt.ResponseData).toEqual({
      Code: code,
      GameCode: GAME,
      Stake: 300,
      Step: 0,
      Player: ['10C', '2Q'],
      Dealer: ['9P'],
      State: 'in_corso',
      Win: 0,
      Replay: false,
    });
    // The stake left at the deal; the ticket is open (VENDUTO) in the bet list, its detail without the cards.
    expect(await cash(p)).toBe(9_700);
    const open = await ticketOf(code);
    expect(open).toMatchObject({ status: 1, stake: 300, platform: 'casino', giocoDescr: 'Blackjack classico' });
    expect(JSON.stringify(open!.detail)).not.toContain('"7F"');
    const range = `dateda=${new Date(Date.now() - 3_600_000).toISOString()}&datea=${new Date(Date.now() + 3_600_000).toISOString()}`;
    const listed = (await t.app.inject({ url: `/api/Account/EL_GetElencoGiocate?${range}&id_gioco=0`, headers: p.headers })).json();
    expect(listed.ResponseData.find((b: { id_ticketField: string }) => b.id_ticketField === code)).toMatchObject({
      stato_ticket_descrField: 'VENDUTO',
      prezzoField: 300,
    });
    // The open hand is found again (a player who left the page), still without the hole card.
    const again = (await bj.open(p.headers)).json();
    expect(again.ResponseData.Hand).toMatchObject({ Code: code, Dealer: ['9P'], State: 'in_corso' });
    expect(JSON.stringify(again)).not.toContain('"7F"');
    // The same deal key again: the same hand, nothing staked again.
    expect((await bj.deal(p.headers, { GameCode: GAME, Stake: 300, Key: k })).json().ResponseData).toMatchObject({ Code: code, Replay: true });
    // Another deal while this hand is open is refused.
    expect((await bj.deal(p.headers, { GameCode: GAME, Stake: 300, Key: key() })).json()).toMatchObject({
      ResponseCode: -6,
      ResponseMessage: 'Hai già una mano in corso: concludila prima di distribuirne un’altra',
    });

    const hit = (await bj.act(p.headers, { Code: code, Action: 'carta', Step: 0 })).json();
    expect(hit.ResponseData).toMatchObject({ Step: 1, Player: ['10C', '2Q', '5C'], Dealer: ['9P'], State: 'in_corso', Replay: false });
    expect(JSON.stringify(hit)).not.toContain('"7F"');
    // The same 'Carta' retried (its answer lost): the same cards, nothing drawn.
    const retried = (await bj.act(p.headers, { Code: code, Action: 'carta', Step: 0 })).json();
    expect(retried.ResponseData).toMatchObject({ Step: 1, Player: ['10C', '2Q', '5C'], Replay: true });
    expect((await handOf(code))!.shoe[0]).toBe('2C');
    // An action from a stale view is refused, nothing drawn.
    expect((await bj.act(p.headers, { Code: code, Action: 'stai', Step: 0 })).json()).toMatchObject({ ResponseCode: -8 });

    const stood = (await bj.act(p.headers, { Code: code, Action: 'stai', Step: 1 })).json();
    expect(stood.ResponseData).toMatchObject({ Step: 2, Player: ['10C', '2Q', '5C'], Dealer: ['9P', '7F', '2C'], State: 'persa', Win: 0 });
    expect(await ticketOf(code)).toMatchObject({ status: 8, outcome: 'lost', payout: 0 });
    expect((await ticketOf(code))!.detail).toMatchObject({ blackjack: { player: ['10C', '2Q', '5C'], dealer: ['9P', '7F', '2C'], result: 'persa' } });
    expect(await cash(p)).toBe(9_700);
    // Stand retried: the same end; any other action on the finished hand is refused in Italian.
    expect((await bj.act(p.headers, { Code: code, Action: 'stai', Step: 1 })).json().ResponseData).toMatchObject({ State: 'persa', Replay: true });
    expect((await bj.act(p.headers, { Code: code, Action: 'carta', Step: 2 })).json()).toMatchObject({
      ResponseCode: -7,
      ResponseMessage: 'La mano è già conclusa',
    });
    expect((await bj.open(p.headers)).json().ResponseData).toEqual({ Hand: null });
    await bj.app.close();
  });

  it('blackjack pays 3:2 floored; a win 1:1; a push is refunded (RIMBORSATO); a dealer blackjack loses at the deal', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    let next: string[] = [];
    const bj = await tableWith(() => next);
    const play = async (shoe: string[], stake: number) => {
      next = stacked(...shoe);
      return (await bj.deal(p.headers, { GameCode: GAME, Stake: stake, Key: key() })).json().ResponseData;
    };
    const natural = await play(['AC', '9P', 'KQ', '7F'], 15);
    expect(natural).toMatchObject({ State: 'blackjack', Win: 37, Dealer: ['9P', '7F'] });
    expect(await ticketOf(natural.Code)).toMatchObject({ status: 5, outcome: 'won', payout: 37 });

    const dealerBj = await play(['10C', 'AP', '9Q', 'KF'], 100);
    expect(dealerBj).toMatchObject({ State: 'persa', Win: 0, Dealer: ['AP', 'KF'] });
    expect(await ticketOf(dealerBj.Code)).toMatchObject({ status: 8, outcome: 'lost' });

    const bothBj = await play(['AC', 'AP', 'KQ', 'KF'], 100);
    expect(bothBj).toMatchObject({ State: 'pareggio', Win: 100 });
    expect(await ticketOf(bothBj.Code)).toMatchObject({ status: 3, outcome: 'refunded', payout: 100 });

    const push = await play(['10C', '10P', '8Q', '8F'], 200);
    const pushed = (await bj.act(p.headers, { Code: push.Code, Action: 'stai', Step: 0 })).json().ResponseData;
    expect(pushed).toMatchObject({ State: 'pareggio', Win: 200 });
    expect(await ticketOf(push.Code)).toMatchObject({ status: 3, outcome: 'refunded', payout: 200 });
    // The casino detail agrees with the list: a push got its stake back, it did not win.
    const casinoLine = async (code: string) =>
      (await t.app.inject({ url: `/api/Account/EL_LoadTicketPSQF?idTicket=${code}&gameId=102`, headers: p.headers })).json().ResponseData;
    expect(await casinoLine(push.Code)).toMatchObject({ statoField: 'NON VINCENTE', winField: 200, stackField: 200 });
    expect(await casinoLine(natural.Code)).toMatchObject({ statoField: 'VINCENTE', winField: 37 });

    const win = await play(['10C', '10P', '9Q', '7F'], 50);
    expect((await bj.act(p.headers, { Code: win.Code, Action: 'stai', Step: 0 })).json().ResponseData).toMatchObject({ State: 'vinta', Win: 100 });

    const bust = await play(['10C', '10P', '6Q', '7F', 'KC'], 100);
    expect((await bj.act(p.headers, { Code: bust.Code, Action: 'carta', Step: 0 })).json().ResponseData).toMatchObject({
      State: 'persa',
      Player: ['10C', '6Q', 'KC'],
      Dealer: ['10P', '7F'],
    });
    // 10 000 − 15 + 37 − 100 − 100 + 100 − 200 + 200 − 50 + 100 − 100
    expect(await cash(p)).toBe(9_872);
    await bj.app.close();
  });

  it("another player's hand, the same key with other data, short funds, the exclusion guard: refused, nothing moves", async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const other = await createPlayer(t, { cash: 1_000 });
    const bj = await tableWith(() => stacked('10C', '9P', '2Q', '7F'));
    const k = key();
    const mine = (await bj.deal(p.headers, { GameCode: GAME, Stake: 100, Key: k })).json().ResponseData;
    // The other player cannot act on it nor see it: it answers as a hand that does not exist.
    expect((await bj.act(other.headers, { Code: mine.Code, Action: 'carta', Step: 0 })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Mano non trovata',
    });
    expect((await bj.open(other.headers)).json().ResponseData).toEqual({ Hand: null });
    expect((await handOf(mine.Code))!.step).toBe(0);
    // The same key with another stake, and a key already played at the slot.
    expect((await bj.deal(p.headers, { GameCode: GAME, Stake: 200, Key: k })).json()).toMatchObject({
      ResponseCode: -3,
      ResponseMessage: 'Questa giocata è già stata registrata con dati diversi',
    });
    const slotKey = key();
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/Game/PlayRound', headers: other.headers, payload: { GameCode: 'starburst', Stake: 100, Key: slotKey } })
      ).json().ResponseCode,
    ).toBe(0);
    expect((await bj.deal(other.headers, { GameCode: GAME, Stake: 100, Key: slotKey })).json()).toMatchObject({ ResponseCode: -3 });
    // A slot game is not the blackjack.
    expect((await bj.deal(other.headers, { GameCode: 'starburst', Stake: 100, Key: key() })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Gioco non trovato',
    });
    // Nor is the blackjack played as the slot.
    const asSlot = { GameCode: GAME, Stake: 100, Key: key() };
    expect((await t.app.inject({ method: 'POST', url: '/api/Game/PlayRound', headers: other.headers, payload: asSlot })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Gioco non trovato',
    });
    // Short funds: refused, no hand left behind, so the next deal is not blocked.
    const poor = await createPlayer(t, { cash: 50 });
    expect((await bj.deal(poor.headers, { GameCode: GAME, Stake: 100, Key: key() })).json()).toMatchObject({
      ResponseCode: -2,
      ResponseMessage: 'Saldo insufficiente per questa puntata',
    });
    expect(await t.deps.db.select().from(blackjackHands).where(eq(blackjackHands.userId, poor.id))).toEqual([]);
    expect((await bj.deal(poor.headers, { GameCode: GAME, Stake: 50, Key: key() })).json().ResponseCode).toBe(0);
    // Self-excluded: 403 with the guard's reason.
    const excluded = await createPlayer(t, { cash: 1_000 });
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveEsclusione',
      headers: excluded.headers,
      payload: { cookieId: 'x', tipo: 3, note: '', tipoTrasversale: 1 },
    });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Game/Blackjack/Deal',
      headers: excluded.headers,
      payload: { GameCode: GAME, Stake: 100, Key: key() },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().ResponseMessage).toBe('Il tuo conto è in autoesclusione: questa operazione non è consentita');
    expect(await cash(excluded)).toBe(1_000);
    expect(await cash(p)).toBe(900);
    await bj.app.close();
  });

  it('raced: ten deals with different keys open one hand and one stake; ten copies of one hit draw one card', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const bj = await tableWith(() => stacked('10C', '9P', '2Q', '7F', '5C', '3C'));
    const deals = await Promise.all(Array.from({ length: 10 }, () => bj.deal(p.headers, { GameCode: GAME, Stake: 100, Key: key() })));
    const codes = deals.map((d) => d.json().ResponseCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === -6)).toBe(true);
    expect(await t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, p.id))).toHaveLength(1);
    expect(await t.deps.db.select().from(blackjackHands).where(eq(blackjackHands.userId, p.id))).toHaveLength(1);
    expect(await cash(p)).toBe(9_900);
    const code = deals.find((d) => d.json().ResponseCode === 0)!.json().ResponseData.Code;
    const hits = (await Promise.all(Array.from({ length: 10 }, () => bj.act(p.headers, { Code: code, Action: 'carta', Step: 0 })))).map((r) => r.json());
    for (const h of hits) expect(h.ResponseData).toMatchObject({ Step: 1, Player: ['10C', '2Q', '5C'] });
    expect(hits.filter((h) => !h.ResponseData.Replay)).toHaveLength(1);
    expect(await handOf(code)).toMatchObject({ step: 1, actions: 'C', player: ['10C', '2Q', '5C'] });
    await bj.app.close();
  });

  it('raced: the refusal of a second deal does not depend on its cards (a blackjack dealt beside a hand in play was kept, a plain one refused)', async () => {
    const p = await createPlayer(t, { cash: 1_000_000 });
    // The first shoe a plain hand (it stays in play), then blackjacks and plain hands in turn.
    const NATURAL = () => stacked('AC', '9P', 'KQ', '7F');
    const PLAIN = () => stacked('10C', '9P', '2Q', '7F');
    let dealtShoes = 0;
    const bj = await tableWith(() => (dealtShoes++ % 2 === 0 ? PLAIN() : NATURAL()));
    // The hand in play is dealt first, alone (in a burst at a free slot, which deal's shoe reaches the
    // slot first is up to the pool, and a blackjack that wins it is settled at once and rightly frees it).
    const first = (await bj.deal(p.headers, { GameCode: GAME, Stake: 1_000, Key: key() })).json();
    expect(first.ResponseData.State).toBe('in_corso');
    // Then forty deals at once, each as if it had read the slot free just before that hand was written
    // (the race's window, held open: the early look at the player's hands answers none), so each one
    // draws its cards, blackjacks and plain hands in turn, and only the slot's own index stands in the way.
    const early = vi.spyOn(bj.service as unknown as { pendingHand(userId: number): Promise<undefined> }, 'pendingHand').mockResolvedValue(undefined);
    const answers = (await Promise.all(Array.from({ length: 40 }, () => bj.deal(p.headers, { GameCode: GAME, Stake: 1_000, Key: key() })))).map((r) =>
      r.json(),
    );
    early.mockRestore();
    expect(dealtShoes).toBe(41);
    expect(answers.filter((a) => a.ResponseCode === -6)).toHaveLength(40);
    expect(await t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, p.id))).toHaveLength(1);
    expect(await t.deps.db.select().from(blackjackHands).where(eq(blackjackHands.userId, p.id))).toHaveLength(1);
    expect(await cash(p)).toBe(999_000);
    // Once the hand in play is settled, the slot is free again: the next deal (a blackjack) is dealt and paid.
    const code = first.ResponseData.Code;
    expect((await bj.act(p.headers, { Code: code, Action: 'stai', Step: 0 })).json().ResponseData.State).not.toBe('in_corso');
    expect(await handOf(code)).toMatchObject({ active: false });
    dealtShoes = 1;
    expect((await bj.deal(p.headers, { GameCode: GAME, Stake: 1_000, Key: key() })).json().ResponseData).toMatchObject({ State: 'blackjack', Win: 2_500 });
    await bj.app.close();
  });

  it('a deal past the spending limit is refused with its Italian reason; nothing is staked, no hand is left', async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveLimiteGioco',
      headers: p.headers,
      payload: { tipo: 'spesa', tipoPeriodo: 'WW', valore: 50 },
    });
    expect(saved.json().ResponseCode).toBe(0);
    const r = await t.app.inject({ method: 'POST', url: '/api/Game/Blackjack/Deal', headers: p.headers, payload: { GameCode: GAME, Stake: 100, Key: key() } });
    expect(r.json()).toMatchObject({ ResponseCode: -5 });
    expect(r.json().ResponseMessage).toContain('limite di spesa');
    expect(await t.deps.db.select().from(blackjackHands).where(eq(blackjackHands.userId, p.id))).toEqual([]);
    expect(await cash(p)).toBe(5_000);
  });

  it('a decided hand whose settlement was interrupted is paid the next time it is read, once', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const bj = await tableWith(() => stacked('10C', '10P', '9Q', '7F'));
    const dealt = (await bj.deal(p.headers, { GameCode: GAME, Stake: 100, Key: key() })).json().ResponseData;
    // The hand decided (as a stand would) but the port never told: the ticket is still open.
    await t.deps.db
      .update(blackjackHands)
      .set({ status: 'done', result: 'vinta', payout: 200, step: 1, actions: 'S', endedAt: new Date() })
      .where(eq(blackjackHands.code, dealt.Code));
    expect((await ticketOf(dealt.Code))!.status).toBe(1);
    expect((await bj.open(p.headers)).json().ResponseData).toEqual({ Hand: null });
    expect(await ticketOf(dealt.Code)).toMatchObject({ status: 5, payout: 200 });
    expect((await bj.act(p.headers, { Code: dealt.Code, Action: 'stai', Step: 0 })).json().ResponseData).toMatchObject({ State: 'vinta', Replay: true });
    expect(await cash(p)).toBe(1_100);
    await bj.app.close();
  });

  it('hostile input: no session, bad fields, NUL bytes; production serves none of the calls', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const post = (url: string, h: Headers, payload: unknown) => t.app.inject({ method: 'POST', url, headers: h, payload: payload as object });
    const good = { GameCode: GAME, Stake: 100, Key: key() };
    expect((await post('/api/Game/Blackjack/Deal', {}, good)).statusCode).toBe(401);
    expect((await post('/api/Game/Blackjack/Action', {}, { Code: `CS${'0'.repeat(30)}`, Action: 'carta', Step: 0 })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Game/Blackjack/OpenHand' })).statusCode).toBe(401);
    const bad: [string, unknown, string][] = [
      ['Deal', { ...good, Stake: 5 }, 'Puntata minima € 0,10'],
      ['Deal', { ...good, Stake: 10_001 }, 'Puntata massima € 100,00'],
      ['Deal', { ...good, Stake: 1.5 }, 'Importo della puntata non valido'],
      ['Deal', { ...good, Key: 'x' }, 'Chiave della giocata non valida'],
      ['Deal', { ...good, Key: 'abcdefgh\u0000' }, 'Il testo contiene caratteri non ammessi'],
      ['Action', { Code: 'nope', Action: 'carta', Step: 0 }, 'Codice della mano non valido'],
      ['Action', { Code: `CS${'A'.repeat(30)}`, Action: 'raddoppia', Step: 0 }, 'Azione non valida'],
      ['Action', { Code: `CS${'A'.repeat(30)}`, Action: 'carta', Step: -1 }, 'Passo della mano non valido'],
      ['Action', { Code: `CS${'A'.repeat(30)}`, Action: 'carta', Step: '0' }, 'Passo della mano non valido'],
      ['Action', { Code: `CS${'A'.repeat(29)}\u0000`, Action: 'carta', Step: 0 }, 'Il testo contiene caratteri non ammessi'],
    ];
    for (const [call, body, message] of bad) {
      const r = await post(`/api/Game/Blackjack/${call}`, p.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
    }
    expect((await post('/api/Game/Blackjack/Action', p.headers, { Code: `CS${'A'.repeat(30)}`, Action: 'carta', Step: 0 })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Mano non trovata',
    });
    expect(await cash(p)).toBe(1_000);

    const offs: Partial<typeof t.deps.config>[] = [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', GAMES_SANDBOX: 'true' },
      { NODE_ENV: 'development', GAMES_SANDBOX: 'false' },
    ];
    for (const env of offs) {
      const off = await tableWith(() => stacked('10C', '9P', '2Q', '7F'), env);
      expect((await off.deal(p.headers, good)).statusCode).toBe(404);
      expect((await off.act(p.headers, { Code: `CS${'A'.repeat(30)}`, Action: 'carta', Step: 0 })).statusCode).toBe(404);
      expect((await off.open(p.headers)).statusCode).toBe(404);
      await off.app.close();
    }
    expect(await cash(p)).toBe(1_000);
  });

  it('the real shoe: a dealt hand never shows more than the up card until it ends', async () => {
    const p = await createPlayer(t, { cash: 100_000 });
    const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: p.headers, payload: payload as object });
    for (let i = 0; i < 8; i++) {
      let h = (await post('/api/Game/Blackjack/Deal', { GameCode: GAME, Stake: 100, Key: key() })).json().ResponseData;
      while (h.State === 'in_corso') {
        expect(h.Dealer).toHaveLength(1);
        const row = await handOf(h.Code);
        expect(row!.dealer[0]).toBe(h.Dealer[0]);
        h = (await post('/api/Game/Blackjack/Action', { Code: h.Code, Action: h.Player.length < 3 ? 'carta' : 'stai', Step: h.Step })).json().ResponseData;
      }
      expect(h.Dealer.length).toBeGreaterThanOrEqual(2);
      expect((await ticketOf(h.Code))!.status).not.toBe(1);
    }
  });

  it('a slot round of the same key staked between the hand and its stake: the deal is refused, no hand is left, the slot ticket is never settled by the table', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const port = portOf(t);
    const k = key();
    const code = roundCode(p.id, k);
    // The slot request of the same key takes the code first; its own settlement has not run yet.
    const slotUnsettled = { openTicket: port.openTicket.bind(port), find: port.find.bind(port), settleTicket: () => Promise.reject(new Error('not yet')) };
    let raced = false;
    const racing = {
      find: port.find.bind(port),
      settleTicket: port.settleTicket.bind(port),
      openTicket: async (input: Parameters<typeof port.openTicket>[0]) => {
        if (!raced) {
          raced = true;
          await playRound(t.deps, slotUnsettled, p.id, { GameCode: 'starburst', Stake: 10, Key: k }, seededRng(1)).catch(() => undefined);
        }
        return port.openTicket(input);
      },
    };
    // Player 10 + K (20) against the dealer's 10 + 7: a stand would win.
    const bj = new BlackjackService(t.deps, racing, () => stacked('10C', '10P', 'KQ', '7F'));
    const dealt = await bj.deal(p.id, { GameCode: GAME, Stake: 500, Key: k });
    expect(dealt).toMatchObject({ refused: true, code: -3 });
    expect(await handOf(code)).toBeUndefined();
    expect(await bj.openHand(p.id)).toEqual({ Hand: null });
    expect(await bj.act(p.id, { Code: code, Action: 'stai', Step: 0 })).toMatchObject({ refused: true });
    // The slot's ticket is the slot's: open, its stake only; the table paid nothing.
    expect(await ticketOf(code)).toMatchObject({ gioco: 144, stake: 10, status: 1 });
    expect(await cash(p)).toBe(990);
    // And the table is free: a hand with another key deals.
    const next = await bj.deal(p.id, { GameCode: GAME, Stake: 100, Key: key() });
    expect(next).toMatchObject({ State: 'in_corso', Stake: 100 });
  });

  it('OpenHand keeps the per-session limit of the other calls (each read may settle a hand): the 121st in a minute is 429', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await t.app.inject({ url: '/api/Game/Blackjack/OpenHand', headers: p.headers })).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes[120]).toBe(429);
  });
});
