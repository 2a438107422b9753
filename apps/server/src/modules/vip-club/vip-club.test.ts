import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bonusCampaigns,
  compPointBalances,
  compPointMovements,
  ledgerTransfers,
  playerBonuses,
  vipClubRecharges,
  vipClubSubscriptions,
} from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound, login } from '../payments/deposits/test-helpers.ts';
import { createPlayer, relogin, type Player } from '../payments/withdrawals/test-helpers.ts';
import { giveBonus, portOf, sportTicket } from '../games/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { runCompPointUpdate } from './points-job.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });

// Replies are asserted field by field, so their data is left untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = { ResponseCode: number; ResponseMessage: string | null; ResponseData: any };
const get = async (p: { headers: Record<string, string> }, url: string): Promise<Json> => (await t.app.inject({ url, headers: p.headers })).json();
const post = async (p: { headers: Record<string, string> }, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: p.headers, payload: payload as object });
const HOUR = 3_600_000;

/** A member with a settled, lost sport ticket of `stake` cents counted by a forced points update. */
async function member(stake = 0): Promise<Player & { sub: number }> {
  const p = await createPlayer(t, { cash: 100_000 });
  expect((await post(p, '/api/Account/VipPlayerApply', {})).json()).toMatchObject({
    ResponseCode: 0,
    ResponseMessage: 'Richiesta accolta: benvenuto nel VIP Club!',
  });
  if (stake > 0) await playSettled(p.id, stake);
  await runCompPointUpdate(t.deps, t.database, { force: true });
  const prog = await get(p, '/api/Account/GetVIPProgram');
  return { ...p, sub: prog.ResponseData.SubscriptionId };
}
async function playSettled(userId: number, stake: number, outcome: 'lost' | 'won' | 'refunded' = 'lost', fun = false) {
  t.clock.advance(1000);
  const ticket = sportTicket(userId, stake, { fun });
  expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
  expect(await portOf(t).settleTicket({ code: ticket.code, outcome, payout: outcome === 'won' ? stake * 2 : 0 })).toMatchObject({ ok: true });
  return ticket.code;
}
const sportPoints = async (p: Player) =>
  (await get(p, '/api/Account/GetCompPoint')).ResponseData.punti.find((x: { PlatformType_Id: number }) => x.PlatformType_Id === 1).punti;

describe(`VIP Club and comp points (${dbLabel()})`, () => {
  it('every call needs a session (401)', async () => {
    for (const url of ['GetVIPProgram', 'GetCompPoint', 'GetVIPProgramEstrattoConto', 'GetVipProgramPromo', 'GetListaRicariche']) {
      expect((await t.app.inject({ url: `/api/Account/${url}` })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url: `/api/Account/${url}`, headers: { authorization: 'Bearer forged.token.here' } })).statusCode, url).toBe(401);
    }
    for (const url of ['VipPlayerApply', 'VipRechargeRequest', 'VipCardRequest']) {
      expect((await t.app.inject({ method: 'POST', url: `/api/Account/${url}`, payload: {} })).statusCode, url).toBe(401);
    }
  });

  it('demo2fa01 is not enrolled (-1110) and enrols by applying, once', async () => {
    // demo2fa01 signs in with a second factor: its session is made directly.
    const [u] = await t.deps.db.execute(sql`select id from users where username = 'demo2fa01'`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const sessionId = await t.deps.sessions.create(u!.id, {});
    const headers = { authorization: `Bearer ${await t.deps.sessions.sign({ userId: u!.id, sessionId })}` };
    const who = { headers };
    for (const url of ['GetVIPProgram', 'GetCompPoint', 'GetListaRicariche', 'GetVipProgramPromo', 'GetVIPProgramEstrattoConto']) {
      expect(await get(who, `/api/Account/${url}`), url).toMatchObject({ ResponseCode: -1110, ResponseData: null });
    }
    expect((await post(who, '/api/Account/VipPlayerApply', {})).json()).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: 'Richiesta accolta: benvenuto nel VIP Club!',
    });
    expect((await post(who, '/api/Account/VipPlayerApply', {})).json()).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Sei già iscritto al VIP Club.' });
    const prog = await get(who, '/api/Account/GetVIPProgram');
    expect(prog).toMatchObject({ ResponseCode: 0, ResponseData: { level: 'Bronze', Stato: 'Iscritto' } });
    expect(prog.ResponseData.Levels.map((l: { Name: string }) => l.Name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(await t.deps.db.select().from(vipClubSubscriptions).where(eq(vipClubSubscriptions.userId, u!.id))).toHaveLength(1);
  });

  it('demouser1 is enrolled with points and a conversion it can apply for (CanApply)', async () => {
    const p = await login(t, 'demouser1');
    const points = await get(p, '/api/Account/GetCompPoint');
    expect(points.ResponseCode).toBe(0);
    expect(points.ResponseData.punti).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ PlatformType_Name: 'Scommesse', punti: 300 }),
        expect.objectContaining({ PlatformType_Name: 'Casino', punti: 120 }),
      ]),
    );
    const list = await get(p, '/api/Account/GetListaRicariche?platformTypeId=1');
    expect(list.ResponseData.every((r: { detail: { PlatformType_Id: number }[] }) => r.detail.some((d) => d.PlatformType_Id === 1))).toBe(true);
    expect(list.ResponseData.find((r: { name: string }) => r.name === 'Bonus Scommesse VIP 5 €')).toMatchObject({ amount: 500, CanApply: true });
    expect(list.ResponseData.find((r: { name: string }) => r.name === 'Bonus Scommesse VIP 20 €')).toMatchObject({ CanApply: false });
    const promos = await get(p, '/api/Account/GetVipProgramPromo');
    expect(promos.ResponseData.map((x: { LevelName: string }) => x.LevelName)).toEqual(['Bronze']);
  });

  it('settled real-money tickets earn points once per update; fun, refunded and pre-enrolment tickets do not', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    await playSettled(p.id, 5000); // before enrolment: not counted
    let m = await member();
    const counted = await playSettled(m.id, 1999);
    await playSettled(m.id, 3000, 'won');
    await playSettled(m.id, 4000, 'refunded');
    await giveBonus(t, m.id, 1000, `test:fun:${m.id}`);
    await playSettled(m.id, 500, 'lost', true);
    expect(await sportPoints(m)).toBe(0); // not yet: points come with the update
    expect(await runCompPointUpdate(t.deps, t.database)).toBeNull(); // not due: the last pass was just now
    t.clock.advance(12 * HOUR);
    expect(await runCompPointUpdate(t.deps, t.database)).toBeGreaterThanOrEqual(2);
    m = { ...m, ...(await relogin(t, m)) }; // twelve idle hours ended the session
    expect(await sportPoints(m)).toBe(19 + 30);
    t.clock.advance(12 * HOUR);
    await runCompPointUpdate(t.deps, t.database);
    m = { ...m, ...(await relogin(t, m)) };
    expect(await sportPoints(m)).toBe(49);
    expect(
      await t.deps.db
        .select()
        .from(compPointMovements)
        .where(eq(compPointMovements.key, `ticket:${counted}`)),
    ).toHaveLength(1);
    const st = await get(m, `/api/Account/GetVIPProgramEstrattoConto?skip=0&take=5&subscriptionId=${m.sub}&platformId=1`);
    expect(st.ResponseData.Total).toBe(2);
    expect(st.ResponseData.Movimenti[0]).toMatchObject({
      Causal_Description: 'Punti da giocata',
      Platform_Description: 'Scommesse',
      Amount: 3000,
      AmountPerPoint: 100,
      Points: 30,
      RunningBalance: 49,
    });
    expect(st.ResponseData.Movimenti[1]).toMatchObject({ Amount: 1999, Points: 19, RunningBalance: 19, Notes: counted });
    const cp = await get(m, '/api/Account/GetCompPoint');
    expect(Date.parse(cp.ResponseData.NextUpdate) - Date.parse(cp.ResponseData.Reference_Date)).toBe(12 * HOUR);
  });

  it('two conversions at once spend the points once and grant one bonus', async () => {
    const m = await member(25_000); // 250 sport points: exactly one 5 € conversion
    const offer = (await get(m, '/api/Account/GetListaRicariche')).ResponseData.find((r: { name: string }) => r.name === 'Bonus Scommesse VIP 5 €');
    expect(offer.CanApply).toBe(true);
    const before = await playerBalance(t.deps.db, m.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(m, '/api/Account/VipRechargeRequest', { rechargeId: offer.Id, subscriptionId: m.sub }).then((r) => r.json())),
    );
    expect(answers.filter((a) => a.ResponseCode === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.ResponseCode !== 0)) expect([-2, -3]).toContain(a.ResponseCode);
    expect(await sportPoints(m)).toBe(0);
    const bonuses = await t.deps.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.userId, m.id), like(playerBonuses.grantKey, 'vip:recharge:%')));
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ type: 'bonus', amount: 500 });
    expect(
      await t.deps.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, `bonus:grant:${bonuses[0]!.id}`)),
    ).toHaveLength(1);
    expect((await playerBalance(t.deps.db, m.id)).bonus).toBe(before.bonus + 500);
    const st = await get(m, '/api/Account/GetVIPProgramEstrattoConto');
    expect(st.ResponseData.Movimenti[0]).toMatchObject({ Causal_Description: 'Conversione punti in bonus', Points: -250, RunningBalance: 0 });
    // Nothing left: the next one is refused and changes nothing.
    const again = (await post(m, '/api/Account/VipRechargeRequest', { rechargeId: offer.Id, subscriptionId: m.sub })).json();
    expect(again).toMatchObject({ ResponseCode: -2, ResponseMessage: 'Punti insufficienti per questa conversione' });
    const [bal] = await t.deps.db
      .select()
      .from(compPointBalances)
      .where(and(eq(compPointBalances.subscriptionId, m.sub), eq(compPointBalances.platformTypeId, 1)));
    expect(bal).toMatchObject({ points: 0, accrued: 250 });
    // The bonus is an ordinary real bonus of Promozioni e Bonus.
    const real = await get(m, '/api/Account/EL_GetBonus');
    expect(real.ResponseData).toEqual([expect.objectContaining({ descrizione: 'Bonus Scommesse VIP 5 €', importo: 500 })]);
  });

  it('a conversion drawing on two platforms needs both; a missing one spends nothing', async () => {
    const m = await member(40_000); // 400 sport points, 0 casino
    const multi = (await get(m, '/api/Account/GetListaRicariche')).ResponseData.find((r: { name: string }) => r.name === 'Bonus Multigioco VIP 15 €');
    expect(multi.CanApply).toBe(false);
    expect((await post(m, '/api/Account/VipRechargeRequest', { rechargeId: multi.Id, subscriptionId: m.sub })).json().ResponseCode).toBe(-2);
    expect(await sportPoints(m)).toBe(400);
  });

  it("another player's subscription is never visible nor spendable", async () => {
    const a = await member(30_000);
    const b = await member();
    const st = await get(b, `/api/Account/GetVIPProgramEstrattoConto?subscriptionId=${a.sub}`);
    expect(st).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Iscrizione VIP non trovata', ResponseData: null });
    const offer = (await get(a, '/api/Account/GetListaRicariche')).ResponseData[0];
    const r = (await post(b, '/api/Account/VipRechargeRequest', { rechargeId: offer.Id, subscriptionId: a.sub })).json();
    expect(r).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Iscrizione VIP non trovata' });
    expect(await sportPoints(a)).toBe(300);
    expect((await get(b, '/api/Account/GetVIPProgramEstrattoConto')).ResponseData.Total).toBe(0);
    expect((await post(a, '/api/Account/VipRechargeRequest', { rechargeId: 999_999, subscriptionId: a.sub })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Conversione non disponibile',
    });
  });

  it('bad input is a 400 in Italian and changes nothing', async () => {
    const m = await member(30_000);
    const bodies = [
      {},
      { rechargeId: 'abc', subscriptionId: m.sub },
      { rechargeId: -1, subscriptionId: m.sub },
      { rechargeId: 1.5, subscriptionId: m.sub },
      { rechargeId: 1e20, subscriptionId: m.sub },
      { rechargeId: '1\u0000', subscriptionId: m.sub },
      { rechargeId: 1, subscriptionId: null },
    ];
    for (const body of bodies) {
      const r = await post(m, '/api/Account/VipRechargeRequest', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/[a-zà-ù]/i);
      expect(r.json().ResponseMessage).not.toMatch(/Expected|Invalid input/);
    }
    for (const q of ['skip=-1', 'take=0', 'take=1000', 'skip=abc', 'platformId=x', 'subscriptionId=0', 'subscriptionId=%00']) {
      const r = await t.app.inject({ url: `/api/Account/GetVIPProgramEstrattoConto?${q}`, headers: m.headers });
      expect(r.statusCode, q).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/Account/GetListaRicariche?platformTypeId=-3', headers: m.headers })).statusCode).toBe(400);
    for (const body of [{}, { Id: 'x' }, { Id: 0 }]) expect((await post(m, '/api/Account/VipCardRequest', body)).statusCode).toBe(400);
    expect(await sportPoints(m)).toBe(300);
  });

  it('a self-excluded player, a withdrawal-only site or VIP2_Enabled off get -1112; a suspended member -1111', async () => {
    const m = await member();
    await t.deps.db.execute(sql`update users set stato_conto = 7 where id = ${m.id}`);
    expect(await get(m, '/api/Account/GetVIPProgram')).toMatchObject({
      ResponseCode: -1112,
      ResponseMessage: 'Il programma VIP non è disponibile per il tuo conto.',
    });
    expect((await post(m, '/api/Account/VipPlayerApply', {})).json().ResponseCode).toBe(-1112);
    const other = await member();
    await t.deps.site.setModule('ConsentiSoloPrelievo', true);
    try {
      expect((await get(other, '/api/Account/GetCompPoint')).ResponseCode).toBe(-1112);
    } finally {
      await t.deps.site.setModule('ConsentiSoloPrelievo', false);
    }
    await t.deps.site.setModule('VIP2_Enabled', false);
    try {
      expect((await get(other, '/api/Account/GetVIPProgram')).ResponseCode).toBe(-1112);
    } finally {
      await t.deps.site.setModule('VIP2_Enabled', true);
    }
    await t.deps.db.update(vipClubSubscriptions).set({ status: 'suspended' }).where(eq(vipClubSubscriptions.id, other.sub));
    expect(await get(other, '/api/Account/GetVIPProgram')).toMatchObject({ ResponseCode: -1111, ResponseData: null });
    expect((await post(other, '/api/Account/VipPlayerApply', {})).json().ResponseCode).toBe(-1111);
  });

  it('the card of a level reached is requested once; a level not reached is refused', async () => {
    const m = await member(60_000); // 600 points: Silver
    const prog = await get(m, '/api/Account/GetVIPProgram');
    expect(prog.ResponseData).toMatchObject({ level: 'Silver', levelId: 2 });
    expect(prog.ResponseData.ProgressBars[0]).toMatchObject({
      PlatformType_Name: 'Totale',
      Points: 600,
      NextLevelName: 'Gold',
      NextLevelPoints: 2000,
      Percent: 6.67,
    });
    expect((await post(m, '/api/Account/VipCardRequest', { Id: 2 })).json()).toMatchObject({ ResponseCode: 0 });
    expect((await post(m, '/api/Account/VipCardRequest', { Id: 2 })).json()).toMatchObject({
      ResponseCode: -4,
      ResponseMessage: 'Hai già richiesto questa card.',
    });
    expect((await post(m, '/api/Account/VipCardRequest', { Id: 3 })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: 'Non hai ancora raggiunto il livello di questa card.',
    });
    expect((await get(m, '/api/Account/GetVIPProgram')).ResponseData.CardRequestedId).toBe(2);
  });

  it('each card is requested once, whatever was requested in between, and once when asked for many times at once', async () => {
    const m = await member(60_000); // Silver: cards 1 and 2 reached
    const codes = [];
    for (const id of [2, 2, 1, 2, 1, 2]) codes.push((await post(m, '/api/Account/VipCardRequest', { Id: id })).json().ResponseCode);
    expect(codes).toEqual([0, -4, 0, -4, -4, -4]);
    expect((await get(m, '/api/Account/GetVIPProgram')).ResponseData.CardRequestedId).toBe(1);
    // The requests' records move no points and are not statement rows.
    const st = await get(m, '/api/Account/GetVIPProgramEstrattoConto?skip=0&take=50');
    expect(st.ResponseData.Total).toBe(1);
    expect(st.ResponseData.Movimenti).toEqual([expect.objectContaining({ Causal_Description: 'Punti da giocata', Points: 600 })]);
    expect(await sportPoints(m)).toBe(600);

    const racer = await member(60_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(racer, '/api/Account/VipCardRequest', { Id: 2 }).then((r) => r.json())));
    expect(answers.map((a) => a.ResponseCode).sort()).toEqual([-4, -4, -4, -4, 0]);
    for (const a of answers.filter((x) => x.ResponseCode !== 0)) expect(a.ResponseMessage).toBe('Hai già richiesto questa card.');
  });

  it('a conversion whose campaign is over (past its end, or ended now by an operator) is neither offered nor granted, and spends nothing', async () => {
    const m = await member(30_000); // 300 sport points
    const [base] = await t.deps.db.select().from(vipClubRecharges).where(eq(vipClubRecharges.name, 'Bonus Scommesse VIP 5 €'));
    const [campaign] = await t.deps.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, base!.campaignId));
    const now = t.clock.now().getTime();
    const { id: _c, createdAt: _ca, ...campaignCopy } = campaign!;
    const over = async (name: string, change: Partial<typeof campaignCopy>) => {
      const [c] = await t.deps.db
        .insert(bonusCampaigns)
        .values({ ...campaignCopy, name, code: null, ...change })
        .returning({ id: bonusCampaigns.id });
      const [r] = await t.deps.db
        .insert(vipClubRecharges)
        .values({ name, campaignId: c!.id, amount: base!.amount, cost: base!.cost })
        .returning({ id: vipClubRecharges.id });
      return r!.id;
    };
    const pastEnd = await over('Bonus VIP scaduto', { endsAt: new Date(now - 86_400_000) });
    const endedNow = await over('Bonus VIP terminato', { endedAt: new Date(now - 60_000) });
    try {
      const list = (await get(m, '/api/Account/GetListaRicariche')).ResponseData as { Id: number; CanApply: boolean }[];
      expect(list.filter((r) => r.Id === pastEnd || r.Id === endedNow)).toEqual([]);
      expect(list.find((r) => r.Id === base!.id)).toMatchObject({ CanApply: true });
      for (const rechargeId of [pastEnd, endedNow]) {
        expect((await post(m, '/api/Account/VipRechargeRequest', { rechargeId, subscriptionId: m.sub })).json()).toMatchObject({
          ResponseCode: -1,
          ResponseMessage: 'Conversione non disponibile',
          ResponseData: null,
        });
      }
      expect(await sportPoints(m)).toBe(300);
      expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, m.id))).toEqual([]);
    } finally {
      await t.deps.db
        .update(vipClubRecharges)
        .set({ active: false })
        .where(inArray(vipClubRecharges.id, [pastEnd, endedNow]));
    }
  });

  it('a flood of requests is slowed down per session with an Italian 429', async () => {
    const m = await member();
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push((await post(m, '/api/Account/VipCardRequest', { Id: 1 })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    const r = await post(m, '/api/Account/VipCardRequest', { Id: 1 });
    expect(r.json().ResponseMessage).toBe('Troppe richieste: attendi qualche istante e riprova.');
  });

  it('two update passes at once count each ticket once', async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) await playSettled(m.id, 1000);
    await Promise.all([runCompPointUpdate(t.deps, t.database, { force: true }), runCompPointUpdate(t.deps, t.database, { force: true })]);
    expect(await sportPoints(m)).toBe(50);
  });
});
