import { eq, inArray, like } from 'drizzle-orm';
import { siteDateText, startOfLocalDay } from '@betsite/domain/site-time';
import { describe, expect, it } from 'vitest';
import { bonusCampaigns, ledgerTransfers, playerBonuses, rankingMovements, rankingOffers, rankingUniqueCodes, rankingWallets } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';
import { addMovement } from './repository.ts';
import { runRankingUpdate } from './update-job.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });

const URL = {
  estratto: '/api/Player/RankingEstrattoConto',
  convert: '/api/Player/RankingConvertPoints',
  promo: '/api/Player/RankingBuyPromoActivation',
  redeem: '/api/Player/Redeem_PuntiRankingCodiceUnico',
};
const estratto = async (p: Player) => (await t.app.inject({ url: URL.estratto, headers: p.headers })).json().ResponseData;
/** The id as a JSON string, as the legacy client sends it. */
const post = (p: Player, url: string, id: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...p.headers, 'content-type': 'application/json' }, payload: JSON.stringify(id) });
const convert = async (p: Player, id: number) => (await post(p, URL.convert, String(id))).json();
const redeem = async (p: Player, code: string) => (await t.app.inject({ url: `${URL.redeem}?code=${encodeURIComponent(code)}`, headers: p.headers })).json();

let serial = 0;
async function givePoints(p: Player, points: number, convertible = true) {
  serial += 1;
  await t.deps.db.transaction((tx) =>
    addMovement(tx, {
      userId: p.id,
      key: `test:${p.id}:${serial}`,
      causale: 'promo',
      points,
      convertible,
      description: 'Punti di prova',
      insDate: t.clock.now(),
    }),
  );
}
async function offerId(name: string): Promise<number> {
  const [o] = await t.deps.db.select({ id: rankingOffers.id }).from(rankingOffers).where(eq(rankingOffers.bonusName, name));
  return o!.id;
}

describe(`ranking points (${dbLabel()})`, () => {
  it('every call needs a session (401), also with a forged token', async () => {
    for (const [method, url] of [
      ['GET', URL.estratto],
      ['POST', URL.convert],
      ['POST', URL.promo],
      ['GET', `${URL.redeem}?code=ABC`],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '"1"' : undefined });
      expect(r.statusCode, url).toBe(401);
      const forged = await t.app.inject({ method, url, headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' } });
      expect(forged.statusCode, url).toBe(401);
    }
  });

  it('settled tickets accrue points once per ticket in the update cycle; non-convertible points count only in Saldo (*)', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    const port = portOf(t);
    const real = sportTicket(p.id, 2_550);
    const refunded = sportTicket(p.id, 1_000);
    const open = sportTicket(p.id, 900);
    for (const tk of [real, refunded, open]) expect(await port.openTicket(tk)).toMatchObject({ ok: true });
    await port.settleTicket({ code: real.code, outcome: 'lost' });
    await port.settleTicket({ code: refunded.code, outcome: 'refunded' });
    const before = await estratto(p);
    expect(before).toMatchObject({ SaldoGenerale: 0, SaldoDisponibile: 0, Movimenti: [] });

    expect(await runRankingUpdate(t.deps, t.database, { force: true })).toBeGreaterThanOrEqual(1);
    // Not due again for 12 hours; a forced second run counts nothing twice.
    expect(await runRankingUpdate(t.deps, t.database)).toBeNull();
    await runRankingUpdate(t.deps, t.database, { force: true });
    const after = await estratto(p);
    expect(after.SaldoGenerale).toBe(25);
    expect(after.SaldoDisponibile).toBe(25);
    expect(after.Movimenti).toHaveLength(1);
    expect(after.Movimenti[0]).toMatchObject({ CausaleDescription: 'Punti giocate', Points: 25, Convertibile: true, Gioco: 'Scommesse Sportive' });
    expect(after.TotalePunti).toEqual([{ Name: 'Scommesse Sportive', TotalePunteggioEffettivoValido: 25 }]);
    expect(after.Punti.ExecutionTime).toBe(t.clock.now().toISOString());
    expect(Date.parse(after.Punti.NextExecutionTime) - Date.parse(after.Punti.ExecutionTime)).toBe(12 * 3600_000);

    await givePoints(p, 40, false);
    const star = await estratto(p);
    expect(star).toMatchObject({ SaldoGenerale: 65, SaldoDisponibile: 25 });
    expect(star.Movimenti.find((m: { Points: number }) => m.Points === 40).Convertibile).toBe(false);
  });

  it('a conversion spends the points once and grants its bonus through the bonus ledger', async () => {
    const p = await createPlayer(t);
    await givePoints(p, 300);
    await givePoints(p, 500, false);
    const id = await offerId('Free Bet 5 €');
    const data = await estratto(p);
    expect(data.SaldoDisponibile).toBe(300);
    const offers = new Map(data.ConversioniDisponibili.map((o: { BonusName: string; CanConvert: boolean }) => [o.BonusName, o.CanConvert]));
    expect(offers.get('Free Bet 5 €')).toBe(true);
    // Non-convertible points ('*') never buy anything.
    expect(offers.get('Bonus Casino 10 €')).toBe(false);

    const r = await convert(p, id);
    expect(r).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Conversione avvenuta con successo', ResponseData: { Points: 250 } });
    expect(r.ResponseData.BonusCode).toMatch(/^RK[0-9A-F]{10}$/);
    const now = await estratto(p);
    expect(now).toMatchObject({ SaldoGenerale: 550, SaldoDisponibile: 50 });
    expect(now.Movimenti[0]).toMatchObject({
      CausaleDescription: 'Conversione punti',
      Points: -250,
      Conversion_BonusName: 'Free Bet 5 €',
      Conversion_BonusValue: 500,
    });
    expect(now.Coupons).toEqual([expect.objectContaining({ BonusCode: r.ResponseData.BonusCode, BonusName: 'Free Bet 5 €', Stato: 'attivo', Scaduto: false })]);
    const freebets = (await t.app.inject({ url: '/api/Account/EL_GetAllFreeBet', headers: p.headers })).json().ResponseData;
    expect(freebets).toEqual([expect.objectContaining({ type: 'freebet', importo: 500, descrizione: 'Free Bet 5 €' })]);
    expect(await convert(p, id)).toMatchObject({ ResponseCode: -2, ResponseMessage: 'Punti convertibili insufficienti' });
  });

  it('two conversions at once spend the points once', async () => {
    const p = await createPlayer(t);
    await givePoints(p, 400);
    const id = await offerId('Free Bet 5 €');
    const answers = await Promise.all(Array.from({ length: 5 }, () => convert(p, id)));
    expect(answers.filter((a) => a.ResponseCode === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.ResponseCode !== 0)) expect([-2, -5]).toContain(a.ResponseCode);
    const [w] = await t.deps.db.select().from(rankingWallets).where(eq(rankingWallets.userId, p.id));
    expect(w).toMatchObject({ saldo: 150, disponibile: 150 });
    const spent = await t.deps.db.select().from(rankingMovements).where(eq(rankingMovements.userId, p.id));
    expect(spent.filter((m) => m.points < 0)).toHaveLength(1);
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toHaveLength(1);
  });

  it('the monthly maximum of an offer is enforced by the server', async () => {
    const p = await createPlayer(t);
    await givePoints(p, 1_000);
    const id = await offerId('Free Bet 5 €');
    expect((await convert(p, id)).ResponseCode).toBe(0);
    expect((await convert(p, id)).ResponseCode).toBe(0);
    const third = await convert(p, id);
    expect(third).toMatchObject({ ResponseCode: -3, ResponseMessage: 'Hai raggiunto il massimo mensile per questa conversione' });
    expect((await estratto(p)).ConversioniDisponibili.find((o: { Id: number }) => o.Id === id).CanConvert).toBe(false);
  });

  it("an offer reserved to new accounts ('Riservato ai conti aperti da meno di 30 giorni') is refused to an older account, under the lock and in CanConvert", async () => {
    const DAY = 86_400_000;
    const old = await createPlayer(t, { overrides: { createdAt: new Date(t.clock.now().getTime() - 400 * DAY) } });
    const limit = await createPlayer(t, { overrides: { createdAt: new Date(t.clock.now().getTime() - 30 * DAY) } });
    const fresh = await createPlayer(t, { overrides: { createdAt: new Date(t.clock.now().getTime() - 29 * DAY) } });
    const id = await offerId('Bonus Benvenuto Ranking');
    const refusal = { ResponseCode: -4, ResponseMessage: 'Conversione riservata ai conti aperti da meno di 30 giorni', ResponseData: null };
    for (const p of [old, limit]) {
      await givePoints(p, 6_000);
      expect((await estratto(p)).ConversioniDisponibili.find((o: { Id: number }) => o.Id === id)).toMatchObject({
        GiorniDaRegistrazione: 30,
        CanConvert: false,
      });
      // Every one of several tries at once is refused: nothing spent, no bonus.
      const answers = await Promise.all([convert(p, id), convert(p, id), convert(p, id)]);
      for (const a of answers) expect([refusal.ResponseMessage, 'Un’altra conversione è in corso: riprova tra qualche istante']).toContain(a.ResponseMessage);
      expect(await convert(p, id)).toEqual(refusal);
      expect(await estratto(p)).toMatchObject({ SaldoDisponibile: 6_000, Coupons: [] });
      expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toHaveLength(0);
    }
    await givePoints(fresh, 6_000);
    expect((await estratto(fresh)).ConversioniDisponibili.find((o: { Id: number }) => o.Id === id).CanConvert).toBe(true);
    expect(await convert(fresh, id)).toMatchObject({ ResponseCode: 0, ResponseData: { Points: 5_000 } });
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, fresh.id))).toHaveLength(1);
  });

  it("an offer 'valido fino al' a date is taken through that day (Rome) and refused after it, in CanConvert too", async () => {
    const DAY = 86_400_000;
    const [promo] = await t.deps.db.select().from(rankingOffers).where(eq(rankingOffers.bonusName, 'Promo Multipla Sport'));
    const { id: _id, ...copy } = promo!;
    const add = async (name: string, validoAl: Date) => {
      const [o] = await t.deps.db
        .insert(rankingOffers)
        .values({ ...copy, bonusName: name, bonusDepositoValidoAl: validoAl })
        .returning({ id: rankingOffers.id });
      return o!.id;
    };
    const now = t.clock.now();
    // 'valido fino al 10/01/2026' at 09:00 of 10 January: the whole of that day is still in time.
    const today = await add(`Promo oggi ${now.getTime()}`, startOfLocalDay(now));
    const past = new Date(now.getTime() - 30 * DAY);
    const expired = await add(`Promo scaduta ${now.getTime()}`, past);
    try {
      const p = await createPlayer(t);
      await givePoints(p, 1_000);
      const shown = (await estratto(p)).ConversioniDisponibili;
      expect(shown.find((o: { Id: number }) => o.Id === expired)).toMatchObject({ BonusDepositoValidoAl: past.toISOString(), CanConvert: false });
      expect(shown.find((o: { Id: number }) => o.Id === today).CanConvert).toBe(true);
      const r = (await post(p, URL.promo, String(expired))).json();
      expect(r).toEqual({ ResponseCode: -1, ResponseMessage: `Conversione non più disponibile: era valida fino al ${siteDateText(past)}`, ResponseData: null });
      expect((await estratto(p)).SaldoDisponibile).toBe(1_000);
      expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toHaveLength(0);
      expect((await post(p, URL.promo, String(today))).json().ResponseCode).toBe(0);
    } finally {
      // Off the catalogue again for the other tests (offers are listed while date_to is ahead).
      await t.deps.db
        .update(rankingOffers)
        .set({ dateTo: new Date(now.getTime() - 1000) })
        .where(inArray(rankingOffers.id, [today, expired]));
    }
  });

  it('an offer whose campaign is over (ended now by an operator, or past its end) is not listed, and its conversion is refused without spending', async () => {
    const now = t.clock.now().getTime();
    const copyOf = async (name: string, change: Partial<typeof bonusCampaigns.$inferInsert>) => {
      const [offer] = await t.deps.db.select().from(rankingOffers).where(eq(rankingOffers.bonusName, name));
      const [campaign] = await t.deps.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, offer!.campaignId));
      const { id: _c, createdAt: _ca, ...c } = campaign!;
      const [copy] = await t.deps.db
        .insert(bonusCampaigns)
        .values({ ...c, code: null, ...change })
        .returning({ id: bonusCampaigns.id });
      const { id: _o, ...o } = offer!;
      const [row] = await t.deps.db
        .insert(rankingOffers)
        .values({ ...o, bonusName: `${name} (campagna finita ${now})`, campaignId: copy!.id })
        .returning({ id: rankingOffers.id });
      return row!.id;
    };
    // 'Termina ora' in the back office (BonusCampaignEnd) a minute ago; a campaign whose end date has passed.
    const terminated = await copyOf('Free Bet 5 €', { endedAt: new Date(now - 60_000) });
    const pastEnd = await copyOf('Codice Free Bet 10 €', { endsAt: new Date(now - 86_400_000) });
    const promo = await copyOf('Promo Multipla Sport', { endedAt: new Date(now - 60_000) });
    try {
      const p = await createPlayer(t);
      await givePoints(p, 2_000);
      const listed = (await estratto(p)).ConversioniDisponibili.map((o: { Id: number }) => o.Id);
      expect(listed).toEqual(expect.arrayContaining([await offerId('Free Bet 5 €')]));
      for (const id of [terminated, pastEnd, promo]) expect(listed).not.toContain(id);
      const refusal = { ResponseCode: -1, ResponseMessage: 'Conversione non disponibile', ResponseData: null };
      expect(await convert(p, terminated)).toEqual(refusal);
      expect(await convert(p, pastEnd)).toEqual(refusal);
      expect((await post(p, URL.promo, String(promo))).json()).toEqual(refusal);
      expect(await estratto(p)).toMatchObject({ SaldoGenerale: 2_000, SaldoDisponibile: 2_000, Coupons: [] });
      expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toHaveLength(0);
    } finally {
      await t.deps.db
        .update(rankingOffers)
        .set({ dateTo: new Date(now - 1000) })
        .where(inArray(rankingOffers.id, [terminated, pastEnd, promo]));
    }
  });

  it('RankingBuyPromoActivation activates a promo playable for 30 days; each call only takes its own kind of offer', async () => {
    const p = await createPlayer(t);
    await givePoints(p, 1_000);
    const promo = await offerId('Promo Multipla Sport');
    expect(await convert(p, promo)).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Conversione non disponibile' });
    const free = await offerId('Free Bet 5 €');
    expect((await (await post(p, URL.promo, String(free))).json()).ResponseCode).toBe(-1);
    const r = (await post(p, URL.promo, String(promo))).json();
    expect(r).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Operazione completata: La tua prenotazione è stata caricata nel carrello.' });
    const [b] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id));
    expect(b!.deadline.getTime() - b!.grantedAt.getTime()).toBe(30 * 86_400_000);
    expect(
      await t.deps.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `bonus:grant:${b!.id}`)),
    ).toHaveLength(1);
    expect((await convert(p, 999_999)).ResponseCode).toBe(-1);
  });

  it('a bought unique code is redeemed once, only by its owner', async () => {
    const owner = await createPlayer(t);
    const thief = await createPlayer(t);
    await givePoints(owner, 1_000);
    const r = await convert(owner, await offerId('Codice Free Bet 10 €'));
    expect(r.ResponseCode).toBe(0);
    const code = r.ResponseData.BonusCode as string;
    expect((await estratto(owner)).Coupons[0]).toMatchObject({ BonusCode: code, Stato: 'da riscattare' });
    expect(await redeem(thief, code)).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Codice unico non valido o già utilizzato' });
    const first = await redeem(owner, code.toLowerCase());
    expect(first).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: 'Codice unico sbloccato con successo',
      ResponseData: { BonusName: 'Codice Free Bet 10 €' },
    });
    expect((await redeem(owner, code)).ResponseCode).toBe(-1);
    expect((await estratto(owner)).Coupons[0]).toMatchObject({ BonusCode: code, Stato: 'attivo' });
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, owner.id))).toHaveLength(1);
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, thief.id))).toHaveLength(0);
  });

  it('a points code redeems once even when many players race for it', async () => {
    await t.deps.db
      .insert(rankingUniqueCodes)
      .values({ code: 'RKRACE01', points: 70, convertible: true, validTo: new Date(t.clock.now().getTime() + 86_400_000) });
    await t.deps.db.insert(rankingUniqueCodes).values({ code: 'RKOLD01', points: 70, validTo: new Date(t.clock.now().getTime() - 1000) });
    const players = await Promise.all([1, 2, 3, 4].map(() => createPlayer(t)));
    const answers = await Promise.all(players.flatMap((p) => [redeem(p, 'RKRACE01'), redeem(p, 'RKRACE01')]));
    expect(answers.filter((a) => a.ResponseCode === 0)).toHaveLength(1);
    const winners = (await Promise.all(players.map(estratto))).filter((d) => d.SaldoDisponibile === 70);
    expect(winners).toHaveLength(1);
    expect(await redeem(players[0]!, 'RKOLD01')).toMatchObject({ ResponseCode: -1 });
  });

  it('bad input is a 400 in Italian and changes nothing', async () => {
    const p = await createPlayer(t);
    await givePoints(p, 1_000);
    for (const bad of [5, 'abc', '0', '-1', '1e3', '12345678901', '', { id: '1' }, null, '1\u0000', ' 1 2']) {
      const r = await post(p, URL.convert, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/[a-zà-ù]/i);
    }
    const unparsable = await t.app.inject({ method: 'POST', url: URL.promo, headers: { ...p.headers, 'content-type': 'application/json' }, payload: '"1' });
    expect(unparsable.statusCode).toBe(400);
    const invalid = 'Codice unico non valido';
    const control = 'Il testo contiene caratteri non ammessi';
    const answers: [string, string][] = [
      ['', invalid],
      [' ', invalid],
      ['A'.repeat(41), invalid],
      ["X' OR 1=1--", invalid],
      ['ABC\u0000', control],
      ['<script>', invalid],
      ['ÀB', invalid],
    ];
    for (const [bad, message] of answers) {
      const r = await t.app.inject({ url: `${URL.redeem}?code=${encodeURIComponent(bad)}`, headers: p.headers });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().ResponseMessage, bad).toBe(message);
    }
    expect((await estratto(p)).SaldoDisponibile).toBe(1_000);
  });

  it("another player's points, movements and coupons are never visible; the body's id is only an offer", async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    await givePoints(a, 800);
    expect((await convert(a, await offerId('Free Bet 5 €'))).ResponseCode).toBe(0);
    const seen = await estratto(b);
    expect(seen).toMatchObject({ SaldoGenerale: 0, SaldoDisponibile: 0, Movimenti: [], Coupons: [] });
    // A spoofed address or an extra query changes nothing: the session decides the player.
    const spoof = await t.app.inject({ url: `${URL.estratto}?cookie=${a.id}`, headers: { ...b.headers, 'x-forwarded-for': '10.0.0.1' } });
    expect(spoof.json().ResponseData.Movimenti).toEqual([]);
  });

  it('TotalePuntiDaMovimentazione counts every accrual, also past the 1 000 movements the list shows', async () => {
    const p = await createPlayer(t);
    const at = t.clock.now().getTime();
    await t.deps.db.insert(rankingMovements).values(
      Array.from({ length: 1_005 }, (_, i) => ({
        userId: p.id,
        key: `test:accrual:${p.id}:${i}`,
        causale: 'accrual',
        points: 2,
        convertible: true,
        description: 'Punti di prova',
        insDate: new Date(at - i * 60_000),
      })),
    );
    const data = await estratto(p);
    expect(data.Movimenti).toHaveLength(1_000);
    expect(data.TotalePuntiDaMovimentazione).toBe(2_010);
  });

  it('no conversion and no offers for a player who may not receive promotions (withdrawal-only site)', async () => {
    const p = await createPlayer(t);
    await givePoints(p, 1_000);
    await t.deps.site.setModule('ConsentiSoloPrelievo', true);
    try {
      expect((await estratto(p)).ConversioniDisponibili).toEqual([]);
      expect(await convert(p, await offerId('Free Bet 5 €'))).toMatchObject({ ResponseCode: -4 });
      expect((await redeem(p, 'RKNOPE1')).ResponseCode).toBe(-4);
    } finally {
      await t.deps.site.setModule('ConsentiSoloPrelievo', false);
    }
    expect((await estratto(p)).SaldoDisponibile).toBe(1_000);
  });
});

describe(`ranking unique code with a booked bet: 'Inserisci nel carrello' (${dbLabel()})`, () => {
  it('the code carries its offer’s selections into the slip, its owner alone redeems it for a Fun Bonus Sport, and the slip buys the booked bet with it', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const other = await createPlayer(t);
    await givePoints(p, 400);
    const id = await offerId('Codice Multipla Fun Bonus');
    const offer = (await estratto(p)).ConversioniDisponibili.find((o: { Id: number }) => o.Id === id);
    expect(offer).toMatchObject({ IsCodiceUnico: true, CanConvert: true, PointsToConvert: 300 });
    const r = await convert(p, id);
    expect(r).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Operazione completata: La tua prenotazione è stata caricata nel carrello.' });
    const outcomes: string[] = r.ResponseData.Outcomes;
    expect(outcomes).toHaveLength(3);
    // The selections are the sportsbook's, on sale now (GetEventRows: not Scaduto).
    const rows = (await t.app.inject({ method: 'POST', url: '/api/Palinsesto/GetEventRows', payload: { outcomes: outcomes.join(',') } })).json().ResponseData;
    expect(rows.map((x: { OutcomeId_hash: string; Scaduto: boolean }) => [x.OutcomeId_hash, x.Scaduto])).toEqual(outcomes.map((h) => [h, false]));
    // The coupon keeps them until redeemed or expired.
    const coupon = (await estratto(p)).Coupons.find((c: { BonusCode: string }) => c.BonusCode === r.ResponseData.BonusCode);
    expect(coupon).toMatchObject({ Stato: 'da riscattare', Outcomes: outcomes });
    // Another player's try answers like a missing code and gets nothing.
    expect(await redeem(other, r.ResponseData.BonusCode)).toMatchObject({ ResponseCode: -1 });
    const redeemed = await redeem(p, r.ResponseData.BonusCode);
    expect(redeemed).toMatchObject({ ResponseCode: 0, ResponseData: { BonusName: 'Codice Multipla Fun Bonus', Outcomes: outcomes } });
    expect(await redeem(p, r.ResponseData.BonusCode)).toMatchObject({ ResponseCode: -1 });
    // Its bonus is a Fun Bonus Sport the slip offers, and the booked bet qualifies for it.
    const fun = (await t.app.inject({ url: '/api/Scommesse/FunBonus', headers: p.headers })).json().ResponseData;
    expect(fun).toEqual([expect.objectContaining({ Nome: 'Codice Multipla Fun Bonus', Residuo: 500 })]);
    const Selezioni = rows.map((x: { OutcomeId_hash: string; Quota: number }) => ({ Hash: x.OutcomeId_hash, Quota: x.Quota }));
    const bet = await t.app.inject({
      method: 'POST',
      url: '/api/Scommesse/Gioca',
      headers: p.headers,
      payload: { Key: `rk${p.id}booked01`, Tipo: 'multipla', Selezioni, Importo: 500, AcceptVariations: null, Bonus: true, BonusId: fun[0].Id },
    });
    expect(bet.json()).toMatchObject({ ResponseCode: 0, ResponseData: { Importo: 500 } });
    expect((await t.app.inject({ url: '/api/Scommesse/FunBonus', headers: p.headers })).json().ResponseData).toEqual([]);
    expect(await estratto(other)).toMatchObject({ Coupons: [] });
  });
});
