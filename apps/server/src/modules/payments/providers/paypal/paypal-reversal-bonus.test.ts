import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';
import { ledgerAccounts, notifications, playerBonuses } from '../../../../db/schema/index.ts';
import { dbLabel, type TestApp } from '../../../../test-support.ts';
import { createCampaign } from '../../../bonus/test-helpers.ts';
import { reverseDeposit } from '../../deposits/reversal.ts';
import { createPlayer, type Player } from '../../withdrawals/test-helpers.ts';
import { usePaypalTestApp } from './test-app.ts';
import { paypalMoney } from './test-helpers.ts';

/** Its own app: the first-deposit campaign here must not reach another file's players. */
const { paypal, app } = usePaypalTestApp();
let t: TestApp;
beforeAll(async () => {
  t = app();
  await createCampaign(t, { trigger: 'first_deposit', amount: 5_000, percent: 100, family: 1, name: 'Benvenuto Sport', wagerTimes: 5 });
});

const { webhook, paidDeposit, depositRow } = paypalMoney(app, paypal);
const check = async (p: Player) => (await t.app.inject({ url: '/api/BetPlay/V3_CheckBonusPrimaRicarica', headers: p.headers })).json().ResponseData;
const bonusOf = async (p: Player) => (await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id)))[0];
const bonusMoney = async (bonusId: number, userId: number) => {
  const [acc] = await t.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'player_real_bonus'), eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.ref, String(bonusId))));
  return Number(acc?.balance ?? 0);
};
const forfeitNotices = (userId: number) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.typeId, NOTIFICATION_TYPES.BonusAnnullato)));

describe(`a reversed deposit keeps no bonus (${dbLabel()})`, () => {
  it('a refund of part of the first deposit cancels its active bonus once: its money back to the pool, the player told in words', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId } = await paidDeposit(p, 5_000);
    expect(await check(p)).toBe(true);
    const bonus = (await bonusOf(p))!;
    expect(bonus).toMatchObject({ status: 'active', amount: 5_000 });
    expect(await bonusMoney(bonus.id, p.id)).toBe(5_000);

    const refund = paypal.refund(orderId, 1_000);
    for (let i = 0; i < 3; i++) expect((await webhook(refund)).statusCode).toBe(200);
    expect(await bonusOf(p)).toMatchObject({ status: 'cancelled' });
    expect(await bonusMoney(bonus.id, p.id)).toBe(0);
    const notices = await forfeitNotices(p.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Bonus annullato',
      body: 'Benvenuto Sport è stato annullato: la ricarica che lo aveva generato è stata stornata dal fornitore di pagamento.',
    });
    // Nor is it granted again by the next check, on this deposit or a later one.
    await paidDeposit(p, 2_000);
    expect(await check(p)).toBe(true);
    expect(await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id))).toHaveLength(1);
  });

  it('a reversal applied before a crash is finished by the notification PayPal sends again: the bonus is cancelled then', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await paidDeposit(p, 5_000);
    expect(await check(p)).toBe(true);
    const refund = paypal.refund(orderId);
    // The reversal committed, and the process stopped before the bonus step.
    await reverseDeposit(t.deps.db, transactionId, 5_000, t.clock.now());
    expect((await depositRow(transactionId)).reversedAmount).toBe(5_000);
    expect(await bonusOf(p)).toMatchObject({ status: 'active' });
    expect((await webhook(refund)).statusCode).toBe(200);
    expect(await bonusOf(p)).toMatchObject({ status: 'cancelled' });
    expect(await forfeitNotices(p.id)).toHaveLength(1);
  });

  it('a deposit reversed in part before the check earns no bonus (the outcome does not depend on which came first)', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId } = await paidDeposit(p, 5_000);
    expect((await webhook(paypal.refund(orderId, 500))).statusCode).toBe(200);
    expect(await check(p)).toBe(false);
    expect(await bonusOf(p)).toBeUndefined();
  });
});
