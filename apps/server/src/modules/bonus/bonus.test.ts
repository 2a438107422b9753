import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';

import { deposits, ledgerTransfers, notifications, playerBonuses } from '../../db/schema/index.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { giveBonus, portOf, sportTicket, funMultiple } from '../games/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { runBonusExpiry } from './expiry-job.ts';
import { seedBonuses } from '../../demo/bonus.ts';
import { login } from '../payments/deposits/test-helpers.ts';
import { createCampaign, freshCode, operatorHeaders } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (t) await expectLedgerSound(t);
  await t?.close();
});

const get = async (p: Player, url: string) => (await t.app.inject({ url, headers: p.headers })).json();
const redeem = (p: Player, code: string) => get(p, `/api/BetPlay/RedeemBonus?bonusCode=${encodeURIComponent(code)}`);
const keysLike = async (prefix: string) =>
  t.deps.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `${prefix}%`));

/** Plays and settles a lost sport ticket of `stake` cents (odds 2.00) for a player. */
async function playLost(userId: number, stake: number, fun = false, detail?: never) {
  const ticket = sportTicket(userId, stake, { fun, detail });
  expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
  return ticket.code;
}

describe(`bonuses as money in the ledger (${dbLabel()})`, () => {
  it('a promo code grants a real bonus once: its own account, counted in saldo, never withdrawable', async () => {
    const p = await createPlayer(t, { cash: 5000 });
    const c = await createCampaign(t, { amount: 2000, family: 1, minOdds: 150 });
    const r = await redeem(p, c.code!.toLowerCase());
    expect(r).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Bonus riscattato correttamente', ResponseData: { type: 'bonus' } });
    expect(await redeem(p, c.code!)).toMatchObject({ ResponseCode: -2, ResponseMessage: 'Hai già riscattato questo bonus' });
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 7000, prelevabile: 5000, bonus: 2000, cash: 5000, owed: 0, debito: 0, contestato: 0 });
    const saldo = await get(p, '/api/Account/GetSaldo');
    expect(saldo.ResponseData ?? saldo).toMatchObject({ soldi: 7000, prelevabile: 5000 });
    const list = await get(p, '/api/Account/EL_GetBonus');
    expect(list.ResponseData).toHaveLength(1);
    expect(list.ResponseData[0]).toMatchObject({
      type: 'bonus',
      importo: 2000,
      importoResiduo: 2000,
      importoGiocato: 0,
      importoDaGiocare: 2000,
      siglapromo: c.code,
      stato: 'attivo',
      cancellabile: false,
      // Odds in hundredths, divided by 100 by the client (document 3).
      json_raccolta: { min_odd: 150, tot_odd: 0 },
    });
    expect(list.ResponseData[0].dataFineRaccolta).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await keysLike(`bonus:grant:${r.ResponseData.bonusId}`)).toHaveLength(1);
  });

  it("an operator's account signed in on the site neither receives bonuses nor stakes", async () => {
    const op = await createPlayer(t, { cash: 5000, overrides: { role: 'operator' } });
    const c = await createCampaign(t, { amount: 1000 });
    expect((await redeem(op, c.code!)).ResponseCode).not.toBe(0);
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, op.id))).toEqual([]);
    expect(await portOf(t).openTicket(sportTicket(op.id, 500))).toMatchObject({ ok: false, reason: 'not_allowed' });
    expect((await playerBalance(t.deps.db, op.id)).cash).toBe(5000);
  });

  it('unknown, not yet live and ended codes are refused; hostile codes are a 400 in Italian', async () => {
    const p = await createPlayer(t);
    expect(await redeem(p, 'NOSUCHCODE')).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Promo o codice bonus non trovati' });
    const later = await createCampaign(t, { startsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString() });
    expect((await redeem(p, later.code!)).ResponseCode).toBe(-1);
    const ended = await createCampaign(t, {});
    const op = { headers: await operatorHeaders(t) };
    const end = await t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusCampaignEnd', headers: op.headers, payload: { id: ended.id } });
    expect(end.json().ResponseData.endedAt).toBeTruthy();
    expect((await redeem(p, ended.code!)).ResponseCode).toBe(-1);
    // A first-deposit campaign cannot be redeemed by typing anything.
    for (const bad of ['', ' ', 'A'.repeat(41), "X' OR 1=1--", 'ABC\u0000', '<script>']) {
      const r = await t.app.inject({ url: `/api/BetPlay/RedeemBonus?bonusCode=${encodeURIComponent(bad)}`, headers: p.headers });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/non valido|non ammessi/);
    }
    expect((await t.app.inject({ url: '/api/BetPlay/RedeemBonus?bonusCode=ABC' })).statusCode).toBe(401);
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toEqual([]);
  });

  it('notifies a credited bonus once, its unlocking into cash once, and one reminder 48 h before the deadline — never to a self-excluded player', async () => {
    const noticesOf = (userId: number, typeId: number) =>
      t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.typeId, typeId)));
    const p = await createPlayer(t, { cash: 100_000 });
    const c = await createCampaign(t, { name: 'Bonus Benvenuto', amount: 1000, family: 1, wagerTimes: 1, validDays: 30 });
    const id = (await redeem(p, c.code!)).ResponseData.bonusId as number;
    await redeem(p, c.code!);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([
      expect.objectContaining({ title: 'Bonus accreditato', body: 'Hai ricevuto Bonus Benvenuto: 10,00 €. Lo trovi in Promozioni e Bonus.' }),
    ]);
    // Played through: 'Bonus sbloccato', once, even with two tickets settling at once.
    const codes = [await playLost(p.id, 600), await playLost(p.id, 600)];
    await Promise.all(codes.map((code) => portOf(t).settleTicket({ code, outcome: 'lost' })));
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusSbloccato)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ BonusId: id, Amount: 1000 }) }),
    ]);

    // A bonus with 47 hours left gets one reminder; one with a week left none yet.
    const soon = await createCampaign(t, { name: 'Bonus Lampo', amount: 500, family: 1, validDays: 7 });
    const later = await createCampaign(t, { name: 'Bonus Lungo', amount: 500, family: 1, validDays: 7 });
    const excluded = await createPlayer(t, { cash: 0 });
    const soonId = (await redeem(p, soon.code!)).ResponseData.bonusId as number;
    await redeem(p, later.code!);
    const excludedId = (await redeem(excluded, soon.code!)).ResponseData.bonusId as number;
    const in47h = new Date(t.clock.now().getTime() + 47 * 3600_000);
    for (const b of [soonId, excludedId]) await t.deps.db.update(playerBonuses).set({ deadline: in47h }).where(eq(playerBonuses.id, b));
    await t.deps.db.execute(sql`update users set stato_conto = 7 where id = ${excluded.id}`);
    await runBonusExpiry(t.services.bonus, t.database);
    await runBonusExpiry(t.services.bonus, t.database);
    const reminders = await noticesOf(p.id, NOTIFICATION_TYPES.BonusInScadenza);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toMatch(/^Bonus Lampo scade il \d{2}\/\d{2}\/\d{4}/);
    expect(await noticesOf(excluded.id, NOTIFICATION_TYPES.BonusInScadenza)).toEqual([]);
  });

  it('a self-excluded player sees no campaign and receives no bonus', async () => {
    const p = await createPlayer(t, { overrides: { statoConto: 7 } });
    const c = await createCampaign(t, { listed: true });
    expect(await redeem(p, c.code!)).toMatchObject({ ResponseCode: -3 });
    const list = await t.app.inject({ method: 'POST', url: '/api/BetPlay/V3_GetPromoBonusList', headers: p.headers, payload: {} });
    expect(list.json().ResponseData).toEqual({ Promotions: [], Total: 0 });
    expect((await get(p, '/api/BetPlay/V3_CheckBonusPrimaRicarica')).ResponseData).toBe(false);
  });

  it('tickets advance the wagering; the bonus converts to withdrawable cash once under concurrent tickets', async () => {
    const p = await createPlayer(t, { cash: 100_000 });
    const c = await createCampaign(t, { amount: 3000, family: 1, wagerTimes: 2, minOdds: 150 });
    const { ResponseData } = await redeem(p, c.code!);
    const id = ResponseData.bonusId;
    // A ticket below the minimum odds, a refunded one and a fun one do not count.
    const low = sportTicket(p.id, 1000, { potentialWin: 1400 });
    await portOf(t).openTicket(low);
    await portOf(t).settleTicket({ code: low.code, outcome: 'lost' });
    const refunded = await playLost(p.id, 1000);
    await portOf(t).settleTicket({ code: refunded, outcome: 'refunded' });
    let [b] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
    expect(b).toMatchObject({ wagered: 0, wagerTarget: 6000, status: 'active' });
    const first = await playLost(p.id, 1000);
    await portOf(t).settleTicket({ code: first, outcome: 'lost' });
    [b] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
    expect(b!.wagered).toBe(1000);
    // Ten tickets of 1 000 settled at once: 5 000 were missing, so the bonus converts exactly once.
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push(await playLost(p.id, 1000));
    const before = await playerBalance(t.deps.db, p.id);
    const results = await Promise.all(codes.map((code, i) => portOf(t).settleTicket({ code, outcome: i % 2 ? 'won' : 'lost', payout: i % 2 ? 2000 : 0 })));
    expect(results.every((r) => r.ok)).toBe(true);
    [b] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
    expect(b).toMatchObject({ status: 'converted', wagered: 6000 });
    expect(await keysLike(`bonus:convert:${id}`)).toHaveLength(1);
    const after = await playerBalance(t.deps.db, p.id);
    expect(after.prelevabile - before.prelevabile).toBe(3000 + 5 * 2000);
    expect(after.bonus).toBe(0);
    expect((await get(p, '/api/Account/EL_GetBonus')).ResponseData).toEqual([]);
    const summary = (await get(p, '/api/Account/EL_GetUserBonusReactive')).ResponseData;
    expect(summary.Scaduti).toEqual([expect.objectContaining({ id, stato: 'convertito', importoResiduo: 0 })]);
  });

  it('a fun bonus is played with fun tickets, becomes a real bonus, then cash', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    await giveBonus(t, p.id, 10_000, `test:fun:${p.id}`);
    const c = await createCampaign(t, { amount: 500, family: 8, wagerTimes: 2 });
    const id = (await redeem(p, c.code!)).ResponseData.bonusId;
    expect((await get(p, '/api/Account/EL_GetAllFunBonus')).ResponseData[0]).toMatchObject({
      id,
      type: 'funbonus',
      importoDaGiocare: 1000,
      cancellabile: true,
    });
    // A real ticket does not count for a fun bonus.
    await portOf(t).settleTicket({ code: await playLost(p.id, 1000), outcome: 'lost' });
    expect((await get(p, '/api/Account/EL_GetAllFunBonus')).ResponseData[0].importoGiocato).toBe(0);
    // A fun single is not a Fun Bonus Sport bet (a multiple prematch of 3+ events, odds ≥ 1,50): it does not count.
    await portOf(t).settleTicket({ code: await playLost(p.id, 1000, true), outcome: 'lost' });
    expect((await get(p, '/api/Account/EL_GetAllFunBonus')).ResponseData[0].importoGiocato).toBe(0);
    await portOf(t).settleTicket({ code: await playLost(p.id, 1000, true, funMultiple), outcome: 'lost' });
    expect((await get(p, '/api/Account/EL_GetAllFunBonus')).ResponseData).toEqual([]);
    expect((await get(p, '/api/Account/EL_GetBonus')).ResponseData[0]).toMatchObject({ id, type: 'bonus', famiglia: 1, importo: 500, importoDaGiocare: 500 });
    expect(await keysLike(`bonus:fun-to-real:${id}`)).toHaveLength(1);
    const cashBefore = (await playerBalance(t.deps.db, p.id)).prelevabile;
    await portOf(t).settleTicket({ code: await playLost(p.id, 500), outcome: 'lost' });
    expect((await playerBalance(t.deps.db, p.id)).prelevabile).toBe(cashBefore - 500 + 500);
  });

  it('cancelling a fun bonus returns its money once; another player cannot touch it; bad ids are 400', async () => {
    const p = await createPlayer(t, { cash: 1000 });
    const other = await createPlayer(t);
    const c = await createCampaign(t, { amount: 700, family: 5 });
    const id = (await redeem(p, c.code!)).ResponseData.bonusId;
    expect(await get(other, `/api/Account/EL_CancelFunBonus?bonusId=${id}`)).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Bonus non trovato' });
    expect((await get(other, '/api/Account/EL_GetAllFunBonus')).ResponseData).toEqual([]);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999', '1%00']) {
      const r = await t.app.inject({ url: `/api/Account/EL_CancelFunBonus?bonusId=${bad}`, headers: p.headers });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().ResponseMessage).toBe('Identificativo non valido');
    }
    const results = await Promise.all(Array.from({ length: 8 }, () => get(p, `/api/Account/EL_CancelFunBonus?bonusId=${id}`)));
    expect(results.filter((r) => r.ResponseCode === 0)).toHaveLength(1);
    expect(results.filter((r) => r.ResponseCode === 0)[0].ResponseData).toEqual({ esitoDb: { returnCode: 0 } });
    expect(await keysLike(`bonus:cancel:${id}`)).toHaveLength(1);
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 1000, prelevabile: 1000, bonus: 0, cash: 1000, owed: 0, debito: 0, contestato: 0 });
    // A real bonus is not cancellable.
    const real = await createCampaign(t, { amount: 100, family: 2 });
    const realId = (await redeem(p, real.code!)).ResponseData.bonusId;
    expect(await get(p, `/api/Account/EL_CancelFunBonus?bonusId=${realId}`)).toMatchObject({ ResponseCode: -4 });
  });

  it('an expired bonus leaves no money behind, once, whoever expires it first', async () => {
    const p = await createPlayer(t);
    const c = await createCampaign(t, { amount: 900, family: 2, validDays: 1 });
    const fs = await createCampaign(t, { amount: 0, nSpin: 20, family: 6, validDays: 1 });
    const id = (await redeem(p, c.code!)).ResponseData.bonusId;
    await redeem(p, fs.code!);
    expect((await get(p, '/api/Account/EL_GetAllFreeSpin')).ResponseData[0]).toMatchObject({ type: 'freespin', nSpin: 20, nSpinGiocati: 0 });
    expect((await playerBalance(t.deps.db, p.id)).bonus).toBe(900);
    // The deadline passes (moved in the row: moving the clock would end the session too).
    await t.deps.db
      .update(playerBonuses)
      .set({ deadline: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(playerBonuses.userId, p.id));
    const [job, list] = await Promise.all([runBonusExpiry(t.services.bonus, t.database), get(p, '/api/Account/EL_GetUserBonusReactive')]);
    expect(job === null || typeof job === 'number').toBe(true);
    expect(list.ResponseData.Scaduti.map((x: { stato: string }) => x.stato)).toEqual(['scaduto', 'scaduto']);
    expect(await keysLike(`bonus:expire:${id}`)).toHaveLength(1);
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 0, prelevabile: 0, bonus: 0, cash: 0, owed: 0, debito: 0, contestato: 0 });
    expect((await get(p, '/api/Account/EL_GetBonus')).ResponseData).toEqual([]);
  });

  it('first-deposit and deposit promo-code bonuses are granted by the server, once', async () => {
    const p = await createPlayer(t);
    await createCampaign(t, { trigger: 'first_deposit', amount: 5000, percent: 100, family: 1, name: 'Bonus Benvenuto' });
    const promo = await createCampaign(t, { trigger: 'deposit_code', amount: 1000, percent: 10, family: 2 });
    expect((await get(p, '/api/BetPlay/V3_CheckBonusPrimaRicarica')).ResponseData).toBe(false);
    const at = t.clock.now();
    await t.deps.db.insert(deposits).values([
      { transactionId: `tx${p.id}a`, userId: p.id, methodName: 'Ricarica_Paypal', provider: 'paypal', amount: 3000, status: 'success', createdAt: at },
      {
        transactionId: `tx${p.id}b`,
        userId: p.id,
        methodName: 'Ricarica_Paypal',
        provider: 'paypal',
        amount: 20000,
        status: 'success',
        promo: promo.code!.toLowerCase(),
        createdAt: new Date(at.getTime() + 1000),
      },
      {
        transactionId: `tx${p.id}c`,
        userId: p.id,
        methodName: 'Ricarica_Paypal',
        provider: 'paypal',
        amount: 20000,
        status: 'declined',
        promo: promo.code,
        createdAt: new Date(at.getTime() + 2000),
      },
    ]);
    const answers = await Promise.all([1, 2, 3].map(() => get(p, '/api/BetPlay/V3_CheckBonusPrimaRicarica')));
    expect(answers.map((a) => a.ResponseData)).toEqual([true, true, true]);
    const rows = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id));
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([1000, 3000]);
    expect((await playerBalance(t.deps.db, p.id)).bonus).toBe(4000);
  });

  it('the promotions list: coupons, redeem button, sorting and paging; bad bodies are 400', async () => {
    const p = await createPlayer(t);
    const now = t.clock.now().getTime();
    const a = await createCampaign(t, { listed: true, name: 'Promo A', endsAt: new Date(now + 5 * 86_400_000).toISOString() });
    await createCampaign(t, { listed: true, name: 'Promo B', endsAt: new Date(now + 9 * 86_400_000).toISOString() });
    const hidden = await createCampaign(t, { listed: false, name: 'Segreta' });
    await redeem(p, a.code!);
    const list = async (payload: object) => t.app.inject({ method: 'POST', url: '/api/BetPlay/V3_GetPromoBonusList', headers: p.headers, payload });
    const r = (await list({ Skip: 0, Take: 100, SortBy: 'DateTo', SortAscending: false })).json().ResponseData;
    const names = r.Promotions.map((x: { Bonus: { Name: string } }) => x.Bonus.Name);
    expect(names).not.toContain('Segreta');
    expect(names.indexOf('Promo B')).toBeLessThan(names.indexOf('Promo A'));
    const pa = r.Promotions.find((x: { Bonus: { Name: string } }) => x.Bonus.Name === 'Promo A');
    const pb = r.Promotions.find((x: { Bonus: { Name: string } }) => x.Bonus.Name === 'Promo B');
    expect(pa.ui.ShowButtonRedeem).toBe(false);
    expect(pa.Coupons[0].ui.AlertText).toMatch(/^Sbloccalo entro /);
    expect(pb.ui.ShowButtonRedeem).toBe(true);
    expect(pb.Coupons[0].ui).toMatchObject({ AlertColor: 'verde' });
    expect(pb.Coupons[0].ui.AlertText).toMatch(/^Valido fino al /);
    // Dates as the legacy client writes them (no offset: Italian time) are read like the bet lists read them.
    const inRange = (await list({ DateFrom: '2000-01-01T00:00:00', DateTo: '2999-12-31T23:59:59' })).json();
    expect(inRange.ResponseCode).toBe(0);
    expect(inRange.ResponseData.Promotions.map((x: { Bonus: { Name: string } }) => x.Bonus.Name)).toContain('Promo B');
    expect((await list({ DateFrom: '2999-12-31T00:00:00', DateTo: '2000-01-01T00:00:00' })).json().ResponseMessage).toBe('Intervallo di date non valido');
    // Once redeemed by the player, a hidden campaign shows as their coupon; never to another player.
    await redeem(p, hidden.code!);
    const again = (await list({})).json().ResponseData.Promotions.map((x: { Bonus: { Name: string } }) => x.Bonus.Name);
    expect(again).toContain('Segreta');
    const other = await createPlayer(t);
    const theirs = (await t.app.inject({ method: 'POST', url: '/api/BetPlay/V3_GetPromoBonusList', headers: other.headers, payload: {} })).json().ResponseData;
    expect(theirs.Promotions.map((x: { Bonus: { Name: string } }) => x.Bonus.Name)).not.toContain('Segreta');
    expect((await list({ Take: 1 })).json().ResponseData.Promotions).toHaveLength(1);
    for (const bad of [
      { Take: 0 },
      { Take: 1000 },
      { Skip: -1 },
      { SortBy: 'Name' },
      { DateFrom: 'ieri' },
      { DateFrom: '2026-11-10T00:00:00Z', DateTo: '2026-11-01T00:00:00Z' },
      { SortAscending: 'si' },
    ]) {
      const res = await list(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().ResponseMessage).toMatch(/non valid/);
    }
  });

  it('operator API: only operators; bad campaigns are 400; a code is unique; manual grants', async () => {
    const p = await createPlayer(t);
    const body = {
      name: 'X',
      trigger: 'promo_code',
      family: 1,
      amount: 100,
      code: freshCode(),
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusCampaigns', headers: p.headers, payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusCampaigns', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Backoffice/BonusCampaigns', headers: p.headers })).statusCode).toBe(401);
    const op = { headers: await operatorHeaders(t) };
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusCampaigns', headers: op.headers, payload });
    expect((await post(body)).statusCode).toBe(200);
    const dup = await post(body);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().ResponseMessage).toBe('Codice promozione già usato da un’altra campagna');
    for (const bad of [
      { family: 9 },
      { amount: -1 },
      { amount: 0 },
      { code: null },
      { endsAt: body.startsAt },
      { name: '' },
      { trigger: 'x' },
      { validDays: 0 },
      { name: 'a\u0000b' },
    ]) {
      const r = await post({ ...body, code: freshCode(), ...bad });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const manual = await createCampaign(t, { trigger: 'manual', family: 7, amount: 500, name: 'Free Bet' });
    const grant = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusGrant', headers: op.headers, payload });
    expect((await grant({ campaignId: manual.id, username: p.username })).json()).toMatchObject({ ResponseCode: 0, ResponseData: { type: 'freebet' } });
    expect((await grant({ campaignId: manual.id, username: p.username })).json().ResponseCode).toBe(-2);
    expect((await grant({ campaignId: manual.id, username: 'nobody-here' })).statusCode).toBe(404);
    expect((await get(p, '/api/Account/EL_GetAllFreeBet')).ResponseData[0]).toMatchObject({ type: 'freebet', importo: 500, importoResiduo: 500 });
    // Free bets and free spins are entitlements: no money moved.
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 0, prelevabile: 0, bonus: 0, cash: 0, owed: 0, debito: 0, contestato: 0 });
    const [n] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.userId, p.id));
    expect(n!.n).toBe(0);
  });

  it('demo data: demouser1 has a bonus in every tab and a live code to redeem, seeded once', async () => {
    await seedBonuses(t.deps.db, t.clock.now());
    await seedBonuses(t.deps.db, t.clock.now());
    const u = await login(t, 'demouser1');
    // Its demo balance stays 150 €: the live demo bonuses are paid from its seeded bonus wallet.
    expect(await playerBalance(t.deps.db, u.userId)).toEqual({ saldo: 15000, prelevabile: 10000, bonus: 5000, cash: 10000, owed: 0, debito: 0, contestato: 0 });
    const p = { headers: u.headers } as Player;
    expect((await get(p, '/api/Account/EL_GetBonus')).ResponseData).toEqual([
      expect.objectContaining({ siglapromo: 'SPORT20', importoGiocato: 2500, importoDaGiocare: 3500 }),
    ]);
    expect((await get(p, '/api/Account/EL_GetAllFunBonus')).ResponseData).toEqual([expect.objectContaining({ cancellabile: true, importoResiduo: 1000 })]);
    expect((await get(p, '/api/Account/EL_GetAllFreeSpin')).ResponseData).toEqual([expect.objectContaining({ nSpin: 50, nSpinGiocati: 12 })]);
    expect((await get(p, '/api/Account/EL_GetAllFreeBet')).ResponseData).toEqual([expect.objectContaining({ importo: 500 })]);
    // Without BonusFreeSpin_Attivo the server lists no free spins or free bets.
    await t.deps.site.setModule('BonusFreeSpin_Attivo', false);
    expect((await get(p, '/api/Account/EL_GetAllFreeSpin')).ResponseData).toEqual([]);
    expect((await get(p, '/api/Account/EL_GetAllFreeBet')).ResponseData).toEqual([]);
    await t.deps.site.setModule('BonusFreeSpin_Attivo', true);
    const summary = (await get(p, '/api/Account/EL_GetUserBonusReactive')).ResponseData;
    expect(summary.Scaduti).toEqual([expect.objectContaining({ siglapromo: 'CASINO15', stato: 'scaduto', importoResiduo: 0 })]);
    expect(summary.RealBonus).toEqual({ Totale: 2000, Residuo: 2000, Numero: 1 });
    const promos = (await t.app.inject({ method: 'POST', url: '/api/BetPlay/V3_GetPromoBonusList', headers: p.headers, payload: {} })).json().ResponseData
      .Promotions;
    const byCode = (code: string) => promos.find((x: { Coupons: { BonusCode: string }[] }) => x.Coupons[0]!.BonusCode === code);
    expect(byCode('WEEKEND10').ui.ShowButtonRedeem).toBe(true);
    expect(byCode('CASINO15').Coupons[0].ui.AlertText).toMatch(/^Non sbloccato entro il /);
    expect(byCode('SPORT20').Coupons[0].ui.AlertText).toMatch(/^Sbloccalo entro /);
    expect(await redeem(p, 'WEEKEND10')).toMatchObject({ ResponseCode: 0 });
  });
});
