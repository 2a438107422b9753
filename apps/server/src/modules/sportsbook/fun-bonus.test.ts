import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatOdds } from '@betsite/domain/sportsbook';
import { gameTickets, ledgerAccounts, ledgerTransfers, playerBonuses } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { accountId, playerBalance } from '../wallet/ledger.ts';
import { grantBonus } from '../bonus/bonus-ledger.ts';
import { insertCampaign } from '../bonus/repository.ts';
import { portOf } from '../games/test-helpers.ts';
import type { FeedEvent, FeedOutcome } from './feed.ts';
import { sandboxSportFeed as feed } from './sandbox-feed.ts';
import { settleFinished } from './settle.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
type Headers = Record<string, string>;
const buy = (h: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/Scommesse/Gioca', headers: h, payload: payload as object });
const funList = (h: Headers) => t.app.inject({ url: '/api/Scommesse/FunBonus', headers: h });
let n = 0;
const key = () => `fb${process.pid}x${Date.now().toString(36)}x${++n}`;
const now = () => t.clock.now();
const name = (e: FeedEvent) => `${e.home} - ${e.away}`;

/** Prematch 1X2 outcomes of distinct events, each priced at least (or below) 1,50. */
function outcomes(count: number, want: (q: number) => boolean = (q) => q >= 150): { e: FeedEvent; o: FeedOutcome }[] {
  const found: { e: FeedEvent; o: FeedOutcome }[] = [];
  for (const e of feed.events(now(), { live: false })) {
    const o = e.markets[0]!.outcomes.find((x) => want(x.quota));
    if (o && !e.markets[0]!.suspended) found.push({ e, o });
    if (found.length === count) return found;
  }
  throw new Error('not enough outcomes');
}
const sel = (xs: { o: FeedOutcome }[]) => xs.map(({ o }) => ({ Hash: o.hash, Quota: o.quota }));

/** Grants a Fun Bonus (family 8 Sport, or 5 Casino) through the bonus ledger, as a campaign would. */
async function grantFun(p: Player, cents: number, family = 8, validDays = 5) {
  return t.deps.db.transaction(async (tx) => {
    const campaign = await insertCampaign(tx, {
      name: family === 8 ? 'Fun Bonus Sport di prova' : 'Fun Bonus Casinò di prova',
      trigger: 'manual',
      family,
      amount: cents,
      wagerTimes: 2,
      validDays,
      startsAt: new Date(now().getTime() - 3_600_000),
      endsAt: new Date(now().getTime() + 30 * 86_400_000),
    });
    const b = await grantBonus(tx, { userId: p.id, campaign: campaign!, grantKey: `test:${p.id}:${++n}`, amount: cents, now: now() });
    return b!;
  });
}
const funBalance = async (p: Player, bonusId: number) => {
  const [a] = await t.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, p.id), eq(ledgerAccounts.kind, 'player_fun_bonus'), eq(ledgerAccounts.ref, String(bonusId))));
  return a?.balance ?? 0;
};
const cashOf = async (p: Player) => (await playerBalance(t.deps.db, p.id)).prelevabile;
const ticketsOf = (userId: number) => t.deps.db.select().from(gameTickets).where(eq(gameTickets.userId, userId));

/** A sport ticket's detail with lines at these odds (an Esito per line when given: 'Void' for an event not played). */
const detail = (tipo: 'singola' | 'multipla', quotas: number[], live = false, esiti: string[] = []) =>
  ({
    sport: {
      tipo,
      live,
      lines: quotas.map((q, i) => ({ Quota: q, Quota_pag: esiti[i] === 'Void' ? 100 : q, Esito: esiti[i] ?? 'Pending', OutcomeId_hash: 'x', Fissa: false })),
      sistema: [],
      quotaTotale: 0,
      bonus: 0,
    },
  }) as never;
/** Opens a fun sport ticket staked from the bonus, straight through the port. */
async function openFunTicket(p: Player, bonusId: number, stake: number, d: never): Promise<string> {
  const code = `DF${key()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`;
  const r = await portOf(t).openTicket({
    code,
    userId: p.id,
    platform: 'sport',
    gioco: 1,
    giocoDescr: 'x',
    stake,
    fun: true,
    bonusId,
    potentialWin: stake * 4,
    detail: d,
  });
  expect(r.ok).toBe(true);
  return code;
}

describe(`sportsbook: Fun Bonus Sport (${dbLabel()})`, () => {
  it("lists the player's usable Fun Bonus Sport only, and a fun ticket is staked from that bonus's own account", async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    expect((await funList(p.headers)).json()).toMatchObject({ ResponseCode: 0, ResponseData: [] });
    expect((await funList({})).statusCode).toBe(401);
    await grantFun(p, 700, 5); // a casino Fun Bonus: not for the slip
    const b = await grantFun(p, 1_000);
    const list = (await funList(p.headers)).json().ResponseData;
    expect(list).toEqual([{ Id: b.id, Nome: 'Fun Bonus Sport di prova', Residuo: 1_000, Scadenza: b.deadline.toISOString() }]);

    const three = outcomes(3);
    const r = (await buy(p.headers, { Key: key(), Tipo: 'multipla', Selezioni: sel(three), Importo: 400, AcceptVariations: null, Bonus: true })).json();
    expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { Importo: 400 } });
    const ticket = (await portOf(t).find(r.ResponseData.Code))!;
    expect(ticket).toMatchObject({ fun: true, bonusId: b.id });
    expect(await funBalance(p, b.id)).toBe(600);
    expect(await cashOf(p)).toBe(5_000);
    expect((await funList(p.headers)).json().ResponseData[0].Residuo).toBe(600);
    // The legacy player_bonus wallet is never touched by a sport fun ticket.
    const [legacy] = await t.deps.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, p.id), eq(ledgerAccounts.kind, 'player_bonus')));
    expect(legacy?.balance ?? 0).toBe(0);
  });

  it('the server enforces the rule: 2 events, odds 1,49 or lower, a live event, a single or a system are refused in Italian and nothing moves', async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    const b = await grantFun(p, 1_000);
    const fun = { Tipo: 'multipla', Importo: 200, AcceptVariations: null, Bonus: true };
    const three = outcomes(3);
    expect((await buy(p.headers, { ...fun, Key: key(), Selezioni: sel(three.slice(0, 2)) })).json()).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: 'Il Fun Bonus Sport richiede una multipla di almeno 3 eventi: ne hai scelti 2',
    });
    const low = outcomes(1, (q) => q < 150)[0]!;
    const mixed = [...three.filter((x) => x.e.id !== low.e.id).slice(0, 2), low];
    expect((await buy(p.headers, { ...fun, Key: key(), Selezioni: sel(mixed) })).json()).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: `Con il Fun Bonus Sport ogni quota deve essere almeno 1,50: ${low.o.label} di ${name(low.e)} è a ${formatOdds(low.o.quota)}`,
    });
    const liveEvent = feed.events(now(), { live: true }).find((e) => !e.markets[0]!.suspended)!;
    const liveOutcome = liveEvent.markets[0]!.outcomes[0]!;
    expect(
      (await buy(p.headers, { ...fun, Key: key(), Selezioni: [...sel(three.slice(0, 2)), { Hash: liveOutcome.hash, Quota: liveOutcome.quota }] })).json(),
    ).toMatchObject({ ResponseCode: -8, ResponseMessage: `Il Fun Bonus Sport vale solo per le scommesse prematch: ${name(liveEvent)} è live` });
    const rule = 'Con il Fun Bonus Sport si gioca una multipla prematch di almeno 3 eventi, ognuno con quota minima 1,50';
    expect((await buy(p.headers, { ...fun, Key: key(), Tipo: 'singola', Selezioni: sel(three.slice(0, 1)) })).json()).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: rule,
    });
    expect((await buy(p.headers, { ...fun, Key: key(), Tipo: 'sistema', Sistemi: [2], Selezioni: sel(three) })).json()).toMatchObject({
      ResponseCode: -8,
      ResponseMessage: rule,
    });
    expect(await ticketsOf(p.id)).toHaveLength(0);
    expect(await funBalance(p, b.id)).toBe(1_000);
    expect(await cashOf(p)).toBe(5_000);
  });

  it("attacker: another player's bonus, a missing, expired or cancelled bonus, or none at all are refused; nothing moves", async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    const other = await createPlayer(t, { cash: 0 });
    const theirs = await grantFun(other, 2_000);
    const body = () => ({ Key: key(), Tipo: 'multipla', Selezioni: sel(outcomes(3)), Importo: 200, AcceptVariations: null, Bonus: true });
    const none = { ResponseCode: -8, ResponseMessage: 'Non hai un Fun Bonus Sport utilizzabile' };
    expect((await buy(p.headers, body())).json()).toMatchObject(none);
    expect((await buy(p.headers, { ...body(), BonusId: theirs.id })).json()).toMatchObject(none);
    expect((await buy(p.headers, { ...body(), BonusId: 999_999_999 })).json()).toMatchObject(none);
    for (const bad of [0, -1, 1.5, '1', 2 ** 40]) expect((await buy(p.headers, { ...body(), BonusId: bad })).statusCode).toBe(400);
    // The port refuses it too, whoever calls it: another player's bonus is never staked.
    const port = portOf(t);
    expect(
      await port.openTicket({
        code: `DF${key()
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')}`,
        userId: p.id,
        platform: 'sport',
        gioco: 1,
        giocoDescr: 'x',
        stake: 100,
        fun: true,
        bonusId: theirs.id,
      }),
    ).toEqual({ ok: false, reason: 'bonus_unavailable' });
    // Expired (past its deadline) and cancelled bonuses are not usable.
    const old = await grantFun(p, 1_000, 8, 1);
    await t.deps.db
      .update(playerBonuses)
      .set({ deadline: new Date(now().getTime() - 1_000) })
      .where(eq(playerBonuses.id, old.id));
    expect((await funList(p.headers)).json().ResponseData).toEqual([]);
    expect((await buy(p.headers, { ...body(), BonusId: old.id })).json()).toMatchObject(none);
    const cancelled = await grantFun(p, 1_000);
    await t.deps.db.update(playerBonuses).set({ status: 'cancelled' }).where(eq(playerBonuses.id, cancelled.id));
    expect((await buy(p.headers, { ...body(), BonusId: cancelled.id })).json()).toMatchObject(none);
    expect(await ticketsOf(p.id)).toHaveLength(0);
    expect(await funBalance(other, theirs.id)).toBe(2_000);
    expect(await cashOf(p)).toBe(5_000);
    // Restore the account's money to the pool so the ledger stays sound (the row was cancelled by hand).
    await t.deps.db.update(playerBonuses).set({ status: 'active' }).where(eq(playerBonuses.id, cancelled.id));
  });

  it('a replayed key buys once; the same key with other content (cash, another bonus) is refused; a double submit buys once', async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    const b = await grantFun(p, 1_000);
    const body = { Key: key(), Tipo: 'multipla', Selezioni: sel(outcomes(3)), Importo: 300, AcceptVariations: null, Bonus: true, BonusId: b.id };
    const [x, y] = await Promise.all([buy(p.headers, body), buy(p.headers, body)]);
    expect(x.json().ResponseData.Code).toBe(y.json().ResponseData.Code);
    expect([x.json().ResponseData.Replay, y.json().ResponseData.Replay].sort()).toEqual([false, true]);
    expect((await buy(p.headers, body)).json()).toMatchObject({ ResponseCode: 0, ResponseData: { Replay: true } });
    const conflict = { ResponseCode: -7, ResponseMessage: 'Questa giocata è già stata registrata con dati diversi' };
    expect((await buy(p.headers, { ...body, Bonus: false, BonusId: undefined })).json()).toMatchObject(conflict);
    const b2 = await grantFun(p, 1_000);
    expect((await buy(p.headers, { ...body, BonusId: b2.id })).json()).toMatchObject(conflict);
    expect(await ticketsOf(p.id)).toHaveLength(1);
    expect(await funBalance(p, b.id)).toBe(700);
    expect(await cashOf(p)).toBe(5_000);
    const transfers = await t.deps.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `game:open:${x.json().ResponseData.Code}`));
    expect(transfers).toHaveLength(1);
  });

  it('20 parallel fun stakes never overdraw the Fun Bonus Sport', async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    const b = await grantFun(p, 1_000);
    const three = sel(outcomes(3));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        buy(p.headers, { Key: key(), Tipo: 'multipla', Selezioni: three, Importo: 300, AcceptVariations: null, Bonus: true, BonusId: b.id }),
      ),
    );
    const codes = answers.map((a) => a.json());
    for (const c of codes) expect([0, -6]).toContain(c.ResponseCode);
    expect(codes.filter((c) => c.ResponseCode === 0)).toHaveLength(3);
    expect(codes.find((c) => c.ResponseCode === -6).ResponseMessage).toBe('Saldo del Fun Bonus Sport insufficiente per questa giocata');
    expect(await funBalance(p, b.id)).toBe(100);
    expect(await cashOf(p)).toBe(5_000);
  });

  it('settlement pays a fun ticket back to its bonus, counts only qualifying tickets towards it, and follows the bonus once it closed', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const b = await grantFun(p, 1_000); // wager target 2 000
    const port = portOf(t);
    const open = (stake: number, d: never) => openFunTicket(p, b.id, stake, d);
    const wagered = async () => (await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, b.id)))[0]!;
    // A single, a 2-event multiple, a live multiple and odds 1,49 never count (issue 34).
    for (const d of [
      detail('singola', [300]),
      detail('multipla', [200, 200]),
      detail('multipla', [200, 200, 200], true),
      detail('multipla', [149, 200, 200]),
    ]) {
      const c = await open(100, d);
      await port.settleTicket({ code: c, outcome: 'lost' });
    }
    expect((await wagered()).wagered).toBe(0);
    // A qualifying multiple counts, and its win returns to the bonus's account.
    const good = await open(200, detail('multipla', [150, 200, 300]));
    await port.settleTicket({ code: good, outcome: 'won', payout: 500 });
    expect((await wagered()).wagered).toBe(200);
    expect(await funBalance(p, b.id)).toBe(1_000 - 400 - 200 + 500);
    // Converted into a Real Bonus by the ticket that completes the wagering: the win follows into the real account.
    const last = await open(800, detail('multipla', [150, 150, 150]));
    await t.deps.db.update(playerBonuses).set({ wagered: 1_800 }).where(eq(playerBonuses.id, b.id));
    await port.settleTicket({ code: last, outcome: 'won', payout: 1_000 });
    const after = await wagered();
    expect(after).toMatchObject({ type: 'bonus', status: 'active' });
    const real = await accountId(t.deps.db, 'player_real_bonus', p.id, String(b.id));
    const [acc] = await t.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, real));
    expect(acc!.balance).toBe(100 + 1_000); // the fun balance left (900 - 800) converted, then the win
    expect(await funBalance(p, b.id)).toBe(0);
    expect(await cashOf(p)).toBe(0);
  });

  it('the sportsbook settles a fun ticket from the feed into its bonus', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const b = await grantFun(p, 1_000);
    const three = outcomes(3);
    const r = (await buy(p.headers, { Key: key(), Tipo: 'multipla', Selezioni: sel(three), Importo: 100, AcceptVariations: null, Bonus: true })).json();
    expect(r.ResponseCode).toBe(0);
    const last = Math.max(...three.map((x) => x.e.start.getTime()));
    t.clock.advance(last - now().getTime() + 3 * 3_600_000);
    await settleFinished(t.deps.db, feed, portOf(t), now());
    const ticket = (await portOf(t).find(r.ResponseData.Code))!;
    expect([5, 8]).toContain(ticket.status);
    expect(await funBalance(p, b.id)).toBe(900 + ticket.payout);
  });

  it('a void line is out of the replay rule: a multiple of three left with two events counts nothing, one of four left with three counts', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const b = await grantFun(p, 1_000);
    const port = portOf(t);
    const wagered = async () => (await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, b.id)))[0]!.wagered;
    const three = await openFunTicket(p, b.id, 100, detail('multipla', [200, 200, 200], false, ['Void', 'Win', 'Win']));
    await port.settleTicket({ code: three, outcome: 'won', payout: 400 });
    expect(await wagered()).toBe(0);
    const four = await openFunTicket(p, b.id, 100, detail('multipla', [200, 200, 200, 200], false, ['Win', 'Void', 'Win', 'Win']));
    await port.settleTicket({ code: four, outcome: 'won', payout: 800 });
    expect(await wagered()).toBe(100);
    // Every line void: the stake comes back to the bonus, and a refund never counts.
    const all = await openFunTicket(p, b.id, 100, detail('multipla', [200, 200, 200], false, ['Void', 'Void', 'Void']));
    await port.settleTicket({ code: all, outcome: 'refunded' });
    expect(await wagered()).toBe(100);
    expect(await funBalance(p, b.id)).toBe(1_000 - 300 + 400 + 800 + 100);
  });
});
