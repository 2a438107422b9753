import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { gameTickets, ledgerOutbox, notifications, playerBonuses } from '../../db/schema/index.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { findCampaignByCode } from '../bonus/repository.ts';
import { createCampaign } from '../bonus/test-helpers.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { runCompPointUpdate } from '../vip-club/points-job.ts';
import { playerBalance } from './ledger.ts';
import { deliverMoneyOutbox } from './money-outbox.ts';

/**
 * Every notification caused by money other than deposits and withdrawals (those are in
 * ledger.test.ts) goes through the money outbox (docs/ledger.md): 'Scommessa accettata' with the
 * stake, 'Bonus accreditato' with a grant (promo code, ranking/VIP conversions), 'Bonus sbloccato'
 * with the conversion into cash. For each: it exists once the movement commits; nothing when the
 * movement's transaction rolls back; delivered once however often delivery runs.
 * PostgreSQL: `PG_TEST_PORT=… bash scripts/with-postgres.sh npx vitest run --project api apps/server/src/modules/wallet/money-notifications.test.ts`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (t) await expectLedgerSound(t);
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const outboxOf = (userId: number) => t.deps.db.select().from(ledgerOutbox).where(eq(ledgerOutbox.userId, userId));
const noticesOf = (userId: number, typeId: number) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.typeId, typeId)));

/**
 * Makes every transaction of `db` fail right after its work (the transfer and its outbox row
 * included) — a failure after the transfer inside the same transaction. Answers how many outbox
 * rows of `userId` each failed transaction had written before it rolled back (so the test proves
 * the message was there, and was rolled back with the money).
 */
function failTransactionsAfterWork(db: Db, userId: number): number[] {
  const seen: number[] = [];
  const original = db.transaction.bind(db);
  vi.spyOn(db, 'transaction').mockImplementation(((work: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    original(async (tx) => {
      await work(tx);
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerOutbox)
        .where(eq(ledgerOutbox.userId, userId));
      seen.push(Number(r!.n));
      throw new Error('forced failure after the transfer');
    }, config as never)) as never);
  return seen;
}

/** Delivery retried: passes run again, and a row whose delivery was half done (notification stored, row not marked) is delivered again. */
async function retryDelivery(userId: number): Promise<void> {
  await deliverMoneyOutbox(t.deps.db);
  await t.deps.db.update(ledgerOutbox).set({ deliveredAt: null }).where(eq(ledgerOutbox.userId, userId));
  while ((await outboxOf(userId)).some((o) => o.deliveredAt === null)) await deliverMoneyOutbox(t.deps.db);
  await deliverMoneyOutbox(t.deps.db);
}

/**
 * Runs `act` while every transaction of the player fails after its work, puts the transactions back,
 * then runs delivery again: what is left is what a rolled-back movement left. The outbox counts each
 * failed transaction saw before rolling back are returned.
 */
async function withForcedRollback(userId: number, act: () => Promise<unknown>): Promise<number[]> {
  const seen = failTransactionsAfterWork(t.deps.db, userId);
  try {
    await act();
  } finally {
    vi.restoreAllMocks();
  }
  await retryDelivery(userId);
  return seen;
}

const redeem = async (p: Player, code: string) =>
  (await t.app.inject({ url: `/api/BetPlay/RedeemBonus?bonusCode=${encodeURIComponent(code)}`, headers: p.headers })).json();

describe(`money notifications through the outbox (${dbLabel()})`, () => {
  it('Scommessa accettata: written with the stake, delivered after commit, once', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const input = sportTicket(p.id, 1250);
    expect(await portOf(t).openTicket(input)).toMatchObject({ ok: true, replay: false });
    const [o] = await outboxOf(p.id);
    expect(o).toMatchObject({ dedupeKey: `bet:accepted:${input.code}`, transferId: expect.any(Number) });
    expect(o!.deliveredAt).toBeInstanceOf(Date);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BetAccepted)).toEqual([
      expect.objectContaining({
        title: 'Scommessa accettata',
        body: `La giocata ${input.code} di 12,50 € è stata accettata.`,
        dedupeKey: `bet:accepted:${input.code}`,
        source: 'games',
        params: { Code: input.code, Amount: 1250, Platform: 'sport', Fun: false },
      }),
    ]);
    // A replayed report writes no second message; retried delivery stores nothing twice.
    expect(await portOf(t).openTicket(input)).toMatchObject({ ok: true, replay: true });
    await retryDelivery(p.id);
    expect(await outboxOf(p.id)).toHaveLength(1);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BetAccepted)).toHaveLength(1);
  });

  it('Scommessa accettata: nothing for a rolled-back stake', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const input = sportTicket(p.id, 700);
    const seen = await withForcedRollback(p.id, () => expect(portOf(t).openTicket(input)).rejects.toThrow(/forced failure/));
    expect(seen).toEqual([1]);
    expect(await outboxOf(p.id)).toEqual([]);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BetAccepted)).toEqual([]);
    expect(await t.deps.db.select().from(gameTickets).where(eq(gameTickets.code, input.code))).toEqual([]);
    expect((await playerBalance(t.deps.db, p.id)).saldo).toBe(10_000);
  });

  it('Bonus accreditato (a promo code): written with the grant, delivered after commit, once; nothing for a rolled-back grant', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const c = await createCampaign(t, { name: 'Bonus Outbox', amount: 1500, family: 1 });
    const campaign = (await findCampaignByCode(t.deps.db, c.code!))!;

    // Rolled back after the grant's transfer: no bonus, no money, no message.
    const seen = await withForcedRollback(p.id, () => expect(t.services.bonus.grant(p.id, campaign, campaign.amount)).rejects.toThrow(/forced failure/));
    expect(seen).toEqual([1]);
    expect(await outboxOf(p.id)).toEqual([]);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([]);
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toEqual([]);

    // Committed: delivered once, however often the code is redeemed and delivery runs.
    const id = (await redeem(p, c.code!)).ResponseData.bonusId as number;
    await redeem(p, c.code!);
    await retryDelivery(p.id);
    expect((await outboxOf(p.id)).map((o) => o.dedupeKey)).toEqual([`bonus:grant:${id}`]);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([
      expect.objectContaining({
        title: 'Bonus accreditato',
        body: 'Hai ricevuto Bonus Outbox: 15,00 €. Lo trovi in Promozioni e Bonus.',
        dedupeKey: `bonus:grant:${id}`,
        source: 'bonus',
      }),
    ]);
  });

  it('Bonus accreditato inside a caller’s transaction (ranking and VIP conversions): only if that transaction commits', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const c = await createCampaign(t, { name: 'Bonus Classifica', amount: 800, family: 1 });
    const campaign = (await findCampaignByCode(t.deps.db, c.code!))!;
    let inTx = 0;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.services.bonus.grantWithin(tx, p.id, campaign, `test:within:${p.id}`, 800);
        inTx = (await tx.select().from(ledgerOutbox).where(eq(ledgerOutbox.userId, p.id))).length;
        throw new Error('the conversion step after the grant failed');
      }),
    ).rejects.toThrow(/conversion step/);
    expect(inTx).toBe(1);
    await retryDelivery(p.id);
    expect(await outboxOf(p.id)).toEqual([]);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([]);

    const granted = await t.deps.db.transaction((tx) => t.services.bonus.grantWithin(tx, p.id, campaign, `test:within:${p.id}`, 800));
    // Not delivered before the caller's commit hook runs; then once.
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([]);
    await t.services.bonus.afterGrantCommit(p.id);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([
      expect.objectContaining({ body: 'Hai ricevuto Bonus Classifica: 8,00 €. Lo trovi in Promozioni e Bonus.', dedupeKey: `bonus:grant:${granted!.id}` }),
    ]);
    await retryDelivery(p.id);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toHaveLength(1);
  });

  it('Bonus sbloccato: written with the conversion into cash, delivered after commit, once; nothing for a rolled-back settlement', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const c = await createCampaign(t, { amount: 1000, family: 1, wagerTimes: 1 });
    const id = (await redeem(p, c.code!)).ResponseData.bonusId as number;
    const ticket = sportTicket(p.id, 1000);
    expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
    const before = await outboxOf(p.id);

    const seen = await withForcedRollback(p.id, () => expect(portOf(t).settleTicket({ code: ticket.code, outcome: 'lost' })).rejects.toThrow(/forced failure/));
    expect(seen).toEqual([before.length + 1]);
    expect(await outboxOf(p.id)).toHaveLength(before.length);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusSbloccato)).toEqual([]);
    expect((await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, id)))[0]!.status).toBe('active');

    expect(await portOf(t).settleTicket({ code: ticket.code, outcome: 'lost' })).toMatchObject({ ok: true, replay: false });
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusSbloccato)).toEqual([
      expect.objectContaining({
        title: 'Bonus sbloccato',
        params: { BonusId: id, Amount: 1000 },
        dedupeKey: `bonus:convert:${id}`,
        source: 'bonus',
      }),
    ]);
    expect(await portOf(t).settleTicket({ code: ticket.code, outcome: 'lost' })).toMatchObject({ ok: true, replay: true });
    await retryDelivery(p.id);
    expect((await outboxOf(p.id)).filter((o) => o.dedupeKey === `bonus:convert:${id}`)).toHaveLength(1);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusSbloccato)).toHaveLength(1);
  });

  it('Bonus accreditato for a VIP Club points conversion: written with the grant, once; nothing when the conversion rolls back', async () => {
    const p = await createPlayer(t, { cash: 100_000 });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: p.headers, payload });
    expect((await post('/api/Account/VipPlayerApply', {})).json()).toMatchObject({ ResponseCode: 0 });
    t.clock.advance(1000);
    const ticket = sportTicket(p.id, 25_000); // 250 sport points: exactly one 5 € conversion
    expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
    expect(await portOf(t).settleTicket({ code: ticket.code, outcome: 'lost' })).toMatchObject({ ok: true });
    await runCompPointUpdate(t.deps, t.database, { force: true });
    const sub = (await t.app.inject({ url: '/api/Account/GetVIPProgram', headers: p.headers })).json().ResponseData.SubscriptionId;
    const offers = (await t.app.inject({ url: '/api/Account/GetListaRicariche', headers: p.headers })).json().ResponseData;
    const offer = offers.find((r: { name: string }) => r.name === 'Bonus Scommesse VIP 5 €');
    const before = (await outboxOf(p.id)).length;

    let failed: Awaited<ReturnType<typeof post>> | undefined;
    const seen = await withForcedRollback(p.id, async () => {
      failed = await post('/api/Account/VipRechargeRequest', { rechargeId: offer.Id, subscriptionId: sub });
    });
    expect(failed!.json().ResponseCode).not.toBe(0);
    expect(seen).toContain(before + 1);
    expect(await outboxOf(p.id)).toHaveLength(before);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([]);

    expect((await post('/api/Account/VipRechargeRequest', { rechargeId: offer.Id, subscriptionId: sub })).json()).toMatchObject({ ResponseCode: 0 });
    const [bonus] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id));
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toEqual([
      expect.objectContaining({ title: 'Bonus accreditato', dedupeKey: `bonus:grant:${bonus!.id}` }),
    ]);
    await retryDelivery(p.id);
    expect(await noticesOf(p.id, NOTIFICATION_TYPES.BonusAccreditato)).toHaveLength(1);
  });
});
