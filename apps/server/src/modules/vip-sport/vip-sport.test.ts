import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '@betsite/domain/vip-sport';
import { bonusCampaigns, gameTickets, playerBonuses, vipElaborazioni, vipProfiles } from '../../db/schema/index.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';
import { runVipSportProcessing } from './process-job.ts';

let t: TestApp;
let weekly: number;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.deps.db.select({ id: vipProfiles.id }).from(vipProfiles).where(eq(vipProfiles.period, 2));
  weekly = p!.id;
});
afterAll(async () => {
  if (t) await expectLedgerSound(t);
  await t?.close();
});

const DAY = 86_400_000;
const call = async (p: Player, path: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url: `/api/Account/${path}`, headers: p.headers, payload })).json().ResponseData;
const history = (p: Player, body: object = {}) => call(p, 'GetVIPStoricoPlayer', { Skip: 0, Take: 10, ...body });
const weeklyItems = async (p: Player) => (await history(p, { Take: 100 })).Items.filter((i: { VipProfiloId: number }) => i.VipProfiloId === weekly);

/** Sport tickets of `stake` placed `daysAgo` days ago; `settle`: their result (none = left open). */
async function play(p: Player, daysAgo: number, stakes: number[], settle?: 'lost' | 'won') {
  const port = portOf(t);
  for (const stake of stakes) {
    const tk = sportTicket(p.id, stake, { placedAt: new Date(t.clock.now().getTime() - daysAgo * DAY) });
    expect(await port.openTicket(tk)).toMatchObject({ ok: true });
    if (settle) await port.settleTicket({ code: tk.code, outcome: settle, payout: settle === 'won' ? stake * 2 : 0 });
  }
}

describe(`VIP Sport (${dbLabel()})`, () => {
  it('every call needs a session (401)', async () => {
    for (const [method, path] of [
      ['GET', 'GetVIPProfileActive'],
      ['POST', 'GetVIPStoricoPlayer'],
      ['POST', 'GetVIPGroupPlayer'],
      ['POST', 'GetVIPDetail'],
      ['POST', 'GetVIPDetailOpen'],
      ['POST', 'GetPuntiList'],
    ] as const) {
      const r = await t.app.inject({ method, url: `/api/Account/${path}`, ...(method === 'POST' && { payload: {} }) });
      expect(r.statusCode, path).toBe(401);
    }
  });

  it('a new player has only the current, partial periods; the active profiles carry their current period', async () => {
    const p = await createPlayer(t);
    const profiles = (await t.app.inject({ url: '/api/Account/GetVIPProfileActive', headers: p.headers })).json().ResponseData;
    expect(profiles.map((x: { Name: string }) => x.Name)).toEqual(['VIP Sport Settimanale', 'VIP Sport Mensile']);
    expect(profiles[0]).toMatchObject({ Period: 2, PercLostMin: 25, AmountMin: 1500, NumBetMin: 2 });
    const h = await history(p);
    expect(h.Total).toBe(2);
    for (const i of h.Items) expect(i).toMatchObject({ Parziale: true, Elaborato: false, ElaborazioneId: null, Aperte: 0 });
  });

  it('an ended period with every result is processed once from the real tickets and earns its coupon once', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    await play(p, 8, [1_500, 1_500, 1_500], 'lost');
    await play(p, 8, [1_000], 'won');
    const [first] = (await weeklyItems(p)).filter((i: { Parziale: boolean }) => !i.Parziale);
    expect(first).toMatchObject({ Elaborato: true, ProfiliPlayer: [weekly], ProfiliEsclusi: [] });
    expect(first.Profili[0]).toMatchObject({
      TotaleGiocatoValido: 5_500,
      TotGiocateValide: 4,
      PercLost: 63,
      PercLostMinOk: true,
      AmountMinOk: true,
      NumBetMinOk: true,
    });
    expect(first.Profili[0].BonusCode).toBe(`VIP${first.ElaborazioneId}`);
    // Read again (and at once): still one processed row and one coupon.
    await Promise.all([history(p), history(p), history(p)]);
    expect(await t.deps.db.select().from(vipElaborazioni).where(eq(vipElaborazioni.userId, p.id))).toHaveLength(
      (await history(p, { Take: 100, Closed: true })).Total,
    );
    const coupons = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id));
    expect(coupons.filter((b) => b.type === 'freebet')).toHaveLength(1);

    const group = await call(p, 'GetVIPGroupPlayer', { ElaborazioneId: first.ElaborazioneId });
    expect(group).toEqual([first.Profili[0]]);
    const detail = await call(p, 'GetVIPDetail', { VipProfiloId: weekly, ElaborazioneId: first.ElaborazioneId, Skip: 0, Take: 10 });
    expect(detail.Total).toBe(4);
    expect(detail.Items[0]).toMatchObject({ AmountBetOk: true, OddMinOk: true, EventsMinOk: true, Quota: 2, OddMin: 1.5 });
    expect(detail.Items.filter((x: { Vinto: boolean }) => x.Vinto)).toHaveLength(1);
    const points = await call(p, 'GetPuntiList', { VipProfiloId: weekly, Skip: 0, Take: 1000 });
    expect(points).toMatchObject({
      TotalBalance: 5,
      PuntiList: [expect.objectContaining({ Punti: 5, Vip_CausalePunti: { Descrizione: 'Punti periodo VIP' } })],
    });
  });

  it('a period with a ticket still waiting for its result is not closed, and its open tickets are listed', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    await play(p, 15, [2_000], 'lost');
    await play(p, 15, [700]);
    const [item] = (await weeklyItems(p)).filter((i: { Parziale: boolean }) => !i.Parziale);
    expect(item).toMatchObject({ Elaborato: false, Parziale: false, ElaborazioneId: null, Aperte: 1 });
    const open = await call(p, 'GetVIPDetailOpen', { VipProfiloId: weekly, ExecutionTimeId: item.LastExecutionTimeId });
    expect(open).toEqual([expect.objectContaining({ Betting: expect.objectContaining({ Crediti: 700, LastStato: { Name: 'VENDUTO' } }) })]);
  });

  it('GetVIPDetailOpen: Scadenza is the instant of the latest event of the ticket (ISO), not the last display text', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    const line = (Data: string, i: number) => ({
      Group_Name: 'Calcio',
      Data,
      Descr_avv: `Casa ${i} - Ospiti ${i}`,
      Descr_scomm: '1X2',
      Descr_esito: '1',
      Quota: 200,
      Quota_pag: 200,
      HandicapDecoded: null,
      Cod_Esito: '1',
      Cod_Esito_vin: null,
      Fissa: false,
      Esito: 'Pending' as const,
      OutcomeId_hash: `VIPOPEN${i}`,
    });
    // As text '28/12/…' sorts after '03/01/…'; in time the match of 3 January (21:00 in Italy) is the last.
    const lines = ['28/12/2025 18:00', '03/01/2026 21:00', '30/12/2025 20:45'].map(line);
    const tk = sportTicket(p.id, 1_000, {
      placedAt: new Date(t.clock.now().getTime() - 15 * DAY),
      detail: { sport: { tipo: 'multipla', live: false, lines, sistema: [], quotaTotale: 800, bonus: 0 } },
    });
    expect(await portOf(t).openTicket(tk)).toMatchObject({ ok: true });
    const [item] = (await weeklyItems(p)).filter((i: { Aperte: number }) => i.Aperte === 1);
    const open = await call(p, 'GetVIPDetailOpen', { VipProfiloId: weekly, ExecutionTimeId: item.LastExecutionTimeId });
    expect(open).toEqual([expect.objectContaining({ Betting: expect.objectContaining({ AAMSCode: tk.code, Scadenza: '2026-01-03T20:00:00.000Z' }) })]);
  });

  it('a period that meets the criteria earns no coupon from a campaign that is over; it is still processed with its figures', async () => {
    const [profile] = await t.deps.db.select().from(vipProfiles).where(eq(vipProfiles.id, weekly));
    const [campaign] = await t.deps.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, profile!.campaignId!));
    const { id: _c, createdAt: _ca, ...copy } = campaign!;
    const now = t.clock.now().getTime();
    for (const change of [{ endedAt: new Date(now - 60_000) }, { endsAt: new Date(now - DAY) }]) {
      const [over] = await t.deps.db
        .insert(bonusCampaigns)
        .values({ ...copy, code: null, ...change })
        .returning({ id: bonusCampaigns.id });
      await t.deps.db.update(vipProfiles).set({ campaignId: over!.id }).where(eq(vipProfiles.id, weekly));
      try {
        const p = await createPlayer(t, { cash: 50_000 });
        await play(p, 8, [1_500, 1_500, 1_500], 'lost');
        const [ended] = (await weeklyItems(p)).filter((i: { Parziale: boolean }) => !i.Parziale);
        expect(ended).toMatchObject({ Elaborato: true, ProfiliPlayer: [weekly] });
        expect(ended.Profili[0]).toMatchObject({ TotGiocateValide: 3, TotaleGiocatoValido: 4_500, BonusCode: null });
        expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toEqual([]);
      } finally {
        await t.deps.db.update(vipProfiles).set({ campaignId: profile!.campaignId }).where(eq(vipProfiles.id, weekly));
      }
    }
  });

  it('the current period says whether the criteria are met so far (Complimenti or the warning)', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    await play(p, 0, [1_500, 1_500, 1_500], 'lost');
    const [current] = (await weeklyItems(p)).filter((i: { Parziale: boolean }) => i.Parziale);
    expect(current).toMatchObject({ Parziale: true, Elaborato: false, ProfiliPlayer: [weekly] });
    const winner = await createPlayer(t, { cash: 50_000 });
    await play(winner, 0, [1_500, 1_500], 'won');
    const [behind] = (await weeklyItems(winner)).filter((i: { Parziale: boolean }) => i.Parziale);
    expect(behind).toMatchObject({ ProfiliPlayer: [], ProfiliEsclusi: [weekly] });
    expect(behind.Profili[0]).toMatchObject({ PercLost: 0, PercLostMinOk: false, AmountMinOk: true, NumBetMinOk: true });
  });

  it("a hostile player sending another's PlayerId and ids sees only their own data", async () => {
    const victim = await createPlayer(t, { cash: 50_000 });
    await play(victim, 8, [1_500, 1_500, 1_500], 'lost');
    const [v] = (await weeklyItems(victim)).filter((i: { Elaborato: boolean }) => i.Elaborato);
    const thief = await createPlayer(t);
    const h = await history(thief, { PlayerId: victim.id, Take: 100 });
    expect(h.Items.every((i: { Elaborato: boolean; Aperte: number }) => !i.Elaborato && i.Aperte === 0)).toBe(true);
    expect(await call(thief, 'GetVIPGroupPlayer', { ElaborazioneId: v.ElaborazioneId, PlayerId: victim.id })).toEqual([]);
    expect(
      await call(thief, 'GetVIPDetail', { VipProfiloId: weekly, ElaborazioneId: v.ElaborazioneId, Skip: 0, Take: 10, PlayerId: String(victim.id) }),
    ).toEqual({ Total: 0, Items: [] });
    expect(await call(thief, 'GetVIPDetailOpen', { VipProfiloId: weekly, ExecutionTimeId: v.LastExecutionTimeId })).toEqual([]);
    expect((await call(thief, 'GetPuntiList', { VipProfiloId: weekly, Skip: 0, Take: 10 })).TotalBalance).toBe(0);
  });

  it('the 12-hour job processes every player’s ended periods: the coupon does not wait for the player to look', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    await play(p, 8, [1_500, 1_500, 1_500], 'lost');
    const waiting = await createPlayer(t, { cash: 50_000 });
    await play(waiting, 8, [2_000], 'lost');
    await play(waiting, 8, [700]);
    const lastWeek = periodOf(2, new Date(t.clock.now().getTime() - 8 * DAY));

    expect(await runVipSportProcessing(t.services.vipSport, t.database)).toBeGreaterThanOrEqual(1);
    const rows = async (userId: number) => t.deps.db.select().from(vipElaborazioni).where(eq(vipElaborazioni.userId, userId));
    const row = (await rows(p.id)).find((r) => r.profileId === weekly);
    expect(row).toMatchObject({ periodFrom: lastWeek.from, met: true, totGiocateValide: 3, totaleGiocatoValido: 4_500 });
    expect(row!.bonusId).not.toBeNull();
    // A period with a ticket still waiting for its result waits for the next pass.
    expect(await rows(waiting.id)).toEqual([]);

    // Another pass, racing the player's first look: nothing is processed or granted twice.
    await Promise.all([runVipSportProcessing(t.services.vipSport, t.database), history(p), runVipSportProcessing(t.services.vipSport, t.database)]);
    expect((await rows(p.id)).map((r) => r.id)).toContain(row!.id);
    expect((await rows(p.id)).filter((r) => r.profileId === weekly)).toHaveLength(1);
    const coupons = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id));
    expect(coupons.filter((b) => b.type === 'freebet')).toHaveLength(1);

    // The player opens the page for the first time 40 days later: the period is there with its coupon.
    t.clock.advance(40 * DAY);
    try {
      // A new login (the old session has long gone idle).
      const sessionId = await t.deps.sessions.create(p.id, {});
      const again = { ...p, headers: { authorization: `Bearer ${await t.deps.sessions.sign({ userId: p.id, sessionId })}` } };
      const item = (await weeklyItems(again)).find((i: { RealFrom: string }) => i.RealFrom === lastWeek.from.toISOString());
      expect(item).toMatchObject({ Elaborato: true, ElaborazioneId: row!.id, ProfiliPlayer: [weekly] });
      expect(item.Profili[0].BonusCode).toBe(`VIP${row!.id}`);
    } finally {
      t.clock.advance(-40 * DAY);
    }
  });

  it('a heavy player’s periods are all there, the newest included, with figures from every ticket', async () => {
    const p = await createPlayer(t, { cash: 50_000 });
    // More tickets in one week 200 days ago than the old single read took (5000): two at each minute.
    const heavyWeek = periodOf(2, new Date(t.clock.now().getTime() - 200 * DAY));
    const N = 5_200;
    const rows = Array.from({ length: N }, (_, i) => {
      const placedAt = new Date(heavyWeek.from.getTime() + DAY + Math.floor(i / 2) * 60_000);
      return {
        code: `DFHEAVY${p.id}X${i}`,
        userId: p.id,
        platform: 'sport',
        gioco: 1,
        giocoDescr: 'Scommesse Prematch - Singola',
        stake: 100,
        potentialWin: 200,
        status: 8,
        outcome: 'lost',
        placedAt,
        settledAt: new Date(placedAt.getTime() + 3_600_000),
      };
    });
    for (let i = 0; i < N; i += 1_000) await t.deps.db.insert(gameTickets).values(rows.slice(i, i + 1_000));
    await play(p, 8, [1_500, 1_500, 1_500], 'lost');

    const items = await weeklyItems(p);
    const lastWeek = periodOf(2, new Date(t.clock.now().getTime() - 8 * DAY));
    const recent = items.find((i: { RealFrom: string }) => i.RealFrom === lastWeek.from.toISOString());
    expect(recent).toMatchObject({ Elaborato: true, ProfiliPlayer: [weekly] });
    expect(recent.Profili[0]).toMatchObject({ TotGiocateValide: 3, TotaleGiocatoValido: 4_500, BonusCode: `VIP${recent.ElaborazioneId}` });
    const heavy = items.find((i: { RealFrom: string }) => i.RealFrom === heavyWeek.from.toISOString());
    // Processed long after its end: its figures, no coupon.
    expect(heavy).toMatchObject({ Elaborato: true, Aperte: 0 });
    expect(heavy.Profili[0]).toMatchObject({ TotGiocateValide: N, TotaleGiocatoValido: N * 100, PercLost: 100, BonusCode: null });
    // Its tickets, newest first, every one of them reachable by page.
    const first = await call(p, 'GetVIPDetail', { VipProfiloId: weekly, ElaborazioneId: heavy.ElaborazioneId, Skip: 0, Take: 3 });
    expect(first.Total).toBe(N);
    expect(first.Items.map((x: { AAMSCode: string }) => x.AAMSCode)).toEqual([rows[N - 1]!.code, rows[N - 2]!.code, rows[N - 3]!.code]);
    const tail = await call(p, 'GetVIPDetail', { VipProfiloId: weekly, ElaborazioneId: heavy.ElaborazioneId, Skip: N - 2, Take: 10 });
    expect(tail.Items.map((x: { AAMSCode: string }) => x.AAMSCode)).toEqual([rows[1]!.code, rows[0]!.code]);
  });

  it('bad input is a 400 in Italian, never a 500', async () => {
    const p = await createPlayer(t);
    const bad: [string, object][] = [
      ['GetVIPGroupPlayer', { ElaborazioneId: 'x' }],
      ['GetVIPGroupPlayer', { ElaborazioneId: -1 }],
      ['GetVIPDetail', { VipProfiloId: 1, ElaborazioneId: 1, Skip: -1 }],
      ['GetVIPDetail', { VipProfiloId: 1, ElaborazioneId: 1, Take: 100_000 }],
      ['GetVIPDetailOpen', { VipProfiloId: 1, ExecutionTimeId: 1.5 }],
      ['GetVIPStoricoPlayer', { DateFrom: 'ieri' }],
      ['GetVIPStoricoPlayer', { PlayerId: { $ne: null } }],
      ['GetVIPStoricoPlayer', { Closed: 'si' }],
      ['GetPuntiList', { VipProfiloId: '1\u0000' }],
    ];
    for (const [path, payload] of bad) {
      const r = await t.app.inject({ method: 'POST', url: `/api/Account/${path}`, headers: p.headers, payload });
      expect(r.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/[a-zà-ù]/i);
    }
    // Unknown ids are simply nothing.
    expect(await call(p, 'GetVIPDetailOpen', { VipProfiloId: 999_999, ExecutionTimeId: 1 })).toEqual([]);
    // A date as the legacy client writes it (no offset: Italian time) is a date, not a refusal.
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Account/GetVIPStoricoPlayer',
      headers: p.headers,
      payload: { DateFrom: '2026-01-01T00:00:00', Skip: 0, Take: 10 },
    });
    expect(r.statusCode).toBe(200);
  });
});
