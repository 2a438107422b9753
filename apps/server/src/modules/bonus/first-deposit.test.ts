import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deposits, playerBonuses } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { createCampaign } from './test-helpers.ts';

/** Its own database: which first-deposit campaign is live depends on no other file's campaigns. */
const t = useTestApp();
const check = async (p: Player) => (await t.app.inject({ url: '/api/BetPlay/V3_CheckBonusPrimaRicarica', headers: p.headers })).json().ResponseData;
const bonuses = (userId: number) => t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, userId));
const deposit = (p: Player, id: string, amount: number, at: { createdAt: Date; settledAt: Date }, reversedAmount = 0) =>
  t.deps.db.insert(deposits).values({
    transactionId: `tx${p.id}${id}`,
    userId: p.id,
    methodName: 'Ricarica_Paypal',
    provider: 'paypal',
    amount,
    reversedAmount,
    status: 'success',
    ...at,
  });

describe(`the first-deposit bonus (${dbLabel()})`, () => {
  it('is not earned by a deposit the provider has taken back, in full or in part', async () => {
    await createCampaign(t, { trigger: 'first_deposit', amount: 10_000, percent: 100, family: 1, name: 'Benvenuto' });
    const at = { createdAt: t.clock.now(), settledAt: t.clock.now() };
    const refunded = await createPlayer(t);
    await deposit(refunded, 'a', 10_000, at, 10_000);
    expect(await check(refunded)).toBe(false);
    expect(await bonuses(refunded.id)).toEqual([]);
    const partly = await createPlayer(t);
    await deposit(partly, 'a', 10_000, at, 4_000);
    expect(await check(partly)).toBe(false);
    expect(await bonuses(partly.id)).toEqual([]);
    // The first deposit's reversal is not undone by a second deposit: that one is not the first.
    await deposit(partly, 'b', 10_000, { createdAt: new Date(at.createdAt.getTime() + 60_000), settledAt: new Date(at.settledAt.getTime() + 60_000) });
    expect(await check(partly)).toBe(false);
    expect(await bonuses(partly.id)).toEqual([]);
    // A deposit kept whole earns it, and the grant names the deposit (its reversal cancels the bonus).
    const kept = await createPlayer(t);
    await deposit(kept, 'a', 10_000, at);
    expect(await check(kept)).toBe(true);
    const [row] = await bonuses(kept.id);
    const [dep] = await t.deps.db.select().from(deposits).where(eq(deposits.userId, kept.id));
    expect(row).toMatchObject({ amount: 10_000, depositId: dep!.id });
  });

  it('is judged when the money came, not when the payment was opened, and is granted once: a payment opened under an ended campaign and paid later earns nothing more', async () => {
    const t0 = t.clock.now().getTime();
    const min = 60_000;
    const ended = await createCampaign(t, {
      trigger: 'first_deposit',
      amount: 5_000,
      percent: 100,
      family: 1,
      name: 'Benvenuto di ieri',
      startsAt: new Date(t0 - 60 * min).toISOString(),
      endsAt: new Date(t0 + 10 * min).toISOString(),
    });
    await createCampaign(t, {
      trigger: 'first_deposit',
      amount: 5_000,
      percent: 100,
      family: 1,
      name: 'Benvenuto di oggi',
      startsAt: new Date(t0 + 10 * min).toISOString(),
    });
    const p = await createPlayer(t);
    // Opened while the first campaign was live, paid after it ended; another deposit paid before it.
    await deposit(p, 'late', 5_000, { createdAt: new Date(t0), settledAt: new Date(t0 + 30 * min) });
    await deposit(p, 'paid', 5_000, { createdAt: new Date(t0 + 20 * min), settledAt: new Date(t0 + 20 * min) });
    expect(await check(p)).toBe(true);
    expect(await check(p)).toBe(true);
    const rows = await bonuses(p.id);
    expect(rows).toHaveLength(1);
    // The campaign live when the first money came (20 minutes on: the other one had ended), not the ended one.
    expect(rows[0]!.campaignId).not.toBe(ended.id);
  });
});
