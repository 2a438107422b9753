import type { Db } from '../db/client.ts';
import { bonusCampaigns, vipProfiles } from '../db/schema/index.ts';

const DAY = 86_400_000;

/**
 * The demo VIP Sport profiles (README "Demo accounts"): a weekly and a monthly one. A processed
 * period meeting the criteria earns a 10 € Free Bet coupon (an entitlement: no money moves, so
 * demouser1's balance stays what the README says). demouser1's periods come from its demo tickets.
 */
export async function seedVipProfiles(db: Db, now = new Date()): Promise<void> {
  const [found] = await db.select({ id: vipProfiles.id }).from(vipProfiles).limit(1);
  if (found) return;
  const [coupon] = await db
    .insert(bonusCampaigns)
    .values({
      name: 'Coupon VIP Sport',
      description: 'Una Free Bet da 10 € per chi ha raggiunto gli obiettivi del periodo VIP Sport.',
      code: null,
      trigger: 'vip',
      family: 7,
      amount: 1000,
      wagerTimes: 1,
      validDays: 14,
      startsAt: new Date(now.getTime() - 400 * DAY),
      endsAt: new Date(now.getTime() + 3650 * DAY),
    })
    .returning({ id: bonusCampaigns.id });
  await db.insert(vipProfiles).values([
    {
      name: 'VIP Sport Settimanale',
      linkUrl: '/pages/promozioni',
      period: 2,
      prematch: true,
      live: true,
      includiSistemi: false,
      percLostMin: 25,
      amountMin: 1_500,
      numBetMin: 2,
      amountBetMin: 100,
      amountBetMax: 50_000,
      oddMin: 150,
      numEventsMin: 1,
      campaignId: coupon!.id,
    },
    {
      name: 'VIP Sport Mensile',
      linkUrl: '/pages/promozioni',
      period: 3,
      prematch: true,
      live: false,
      includiSistemi: true,
      percLostMin: 30,
      amountMin: 10_000,
      numBetMin: 10,
      amountBetMin: 100,
      amountBetMax: 0,
      oddMin: 130,
      numEventsMin: 2,
      campaignId: coupon!.id,
    },
  ]);
}
