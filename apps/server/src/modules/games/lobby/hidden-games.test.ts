import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { gameTickets } from '../../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../../test-support.ts';
import { expectLedgerSound } from '../../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../../payments/withdrawals/test-helpers.ts';
import { playerBalance } from '../../wallet/ledger.ts';
import { CATALOGUE } from './catalogue.ts';
import { gameLobbyPageReads } from './routes.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
type Headers = Record<string, string>;
type Game = { Code: string; Hidden?: boolean; Category: string; Thumbnail: string };

const HIDDEN = CATALOGUE.find((g) => g.hidden)!;
let n = 0;
const key = () => `h${process.pid}x${Date.now().toString(36)}x${++n}`;
const lobby = async (url: string, headers: Headers = {}) => {
  const r = await t.app.inject({ url, headers });
  return { status: r.statusCode, body: r.statusCode === 200 ? r.json() : null };
};
const play = async (p: Player, GameCode = HIDDEN.code) =>
  (await t.app.inject({ method: 'POST', url: '/api/Game/PlayRound', headers: p.headers, payload: { GameCode, Stake: 100, Key: key() } })).json();
const showHidden = async (p: Player, on: boolean) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/Account/SaveClientSettings',
    headers: p.headers,
    payload: { ClientSettings: { ShowHiddenGames: on } },
  });
  expect(r.json().ResponseCode).toBe(0);
};
const codes = (body: { ResponseData: { Games: Game[] } }) => body.ResponseData.Games.map((g) => g.Code);

describe(`hidden games: public lobby, operators' own lobby, play by code (${dbLabel()})`, () => {
  it('the catalogue has a game in testing, and the public lobby, its rendered copy and its thumbnail never show it', async () => {
    expect(HIDDEN).toMatchObject({ code: 'lightning-roulette', category: 'Live' });
    const pub = await lobby('/api/Game/Lobby');
    expect(codes(pub.body)).not.toContain(HIDDEN.code);
    expect(codes(pub.body)).toHaveLength(CATALOGUE.length - 1);
    // Its category shows only with it; nothing in the answer says a hidden game exists.
    expect(pub.body.ResponseData.Categories).toEqual(['Slot', 'Jackpot', 'Tavolo']);
    expect(JSON.stringify(pub.body)).not.toMatch(/Hidden|Lightning/);
    // The page render reads the same public answer.
    const rendered = await gameLobbyPageReads(t.deps, t.services)[API.Game.Lobby]!({});
    expect(rendered).toEqual(pub.body);
    expect((await t.app.inject({ url: `/api/Game/Thumbnail/${HIDDEN.code}` })).statusCode).toBe(404);
    // A visitor has no lobby of its own.
    expect((await lobby('/api/Game/LobbyWithHidden')).status).toBe(401);
  });

  it('an ordinary player, even with the setting stored, gets the public lobby and cannot play the game by its code', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    await showHidden(p, true);
    const pub = (await lobby('/api/Game/Lobby')).body;
    expect((await lobby('/api/Game/LobbyWithHidden', p.headers)).body).toEqual(pub);
    expect((await lobby('/api/Game/Lobby', p.headers)).body).toEqual(pub);
    expect(await play(p)).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Gioco non trovato' });
    expect(await t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, p.id))).toEqual([]);
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 1_000 });
  });

  it('an operator without the setting: the public lobby, and the game refused by code', async () => {
    const op = await createPlayer(t, { cash: 1_000, overrides: { role: 'operator' } });
    const pub = (await lobby('/api/Game/Lobby')).body;
    expect((await lobby('/api/Game/LobbyWithHidden', op.headers)).body).toEqual(pub);
    expect(await play(op)).toMatchObject({ ResponseCode: -1 });
    await showHidden(op, false);
    expect((await lobby('/api/Game/LobbyWithHidden', op.headers)).body).toEqual(pub);
    expect(await play(op)).toMatchObject({ ResponseCode: -1 });
    expect(await playerBalance(t.deps.db, op.id)).toMatchObject({ prelevabile: 1_000 });
  });

  it('an operator with the setting sees the game marked hidden and opens it; everyone else’s answers stay the same; unticked, refused again', async () => {
    const op = await createPlayer(t, { cash: 1_000, overrides: { role: 'operator' } });
    const pub = (await lobby('/api/Game/Lobby')).body;
    await showHidden(op, true);
    const own = (await lobby('/api/Game/LobbyWithHidden', op.headers)).body;
    expect(own.ResponseData.Categories).toEqual(['Slot', 'Jackpot', 'Tavolo', 'Live']);
    const games: Game[] = own.ResponseData.Games;
    expect(games.filter((g) => g.Hidden).map((g) => g.Code)).toEqual([HIDDEN.code]);
    expect(games.filter((g) => !g.Hidden)).toEqual(pub.ResponseData.Games);
    const hidden = games.find((g) => g.Hidden)!;
    expect(hidden).toMatchObject({ Name: 'Lightning Roulette', Provider: 'Evolution', RtpTxt: '97,30', Url: `/game/vegas/game/${HIDDEN.code}` });
    // The thumbnail comes inside the answer: the public thumbnail route stays closed to the game.
    expect(decodeURIComponent(hidden.Thumbnail)).toMatch(/^data:image\/svg\+xml,<svg[^]*Lightning Roulette/);

    // The public lobby is the same with its session, for a visitor and for the render.
    expect((await lobby('/api/Game/Lobby', op.headers)).body).toEqual(pub);
    expect(await gameLobbyPageReads(t.deps, t.services)[API.Game.Lobby]!({})).toEqual(pub);

    // The game is found for it (not 'Gioco non trovato'); the stake then meets the port's gate, which
    // lets no operator's account stake money (gate.ts), hidden game or not: nothing moves.
    expect(await play(op)).toMatchObject({ ResponseCode: -403, ResponseMessage: 'Il tuo conto non può effettuare giocate' });
    expect(await play(op, 'starburst')).toMatchObject({ ResponseCode: -403 });
    expect(await t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, op.id))).toEqual([]);
    expect(await playerBalance(t.deps.db, op.id)).toMatchObject({ prelevabile: 1_000 });

    // The setting is read from the stored settings at each call: unticked, the game is gone again.
    await showHidden(op, false);
    expect((await lobby('/api/Game/LobbyWithHidden', op.headers)).body).toEqual(pub);
    expect(await play(op)).toMatchObject({ ResponseCode: -1 });
  });
});
