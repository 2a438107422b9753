import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bonusCampaigns, vipClubPromos, vipClubRecharges } from '../db/schema/index.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { enrol } from '../modules/vip-club/repository.ts';
import { accrueSettledTickets, postMovements } from '../modules/vip-club/points-ledger.ts';

const DAY = 86_400_000;

/** The conversions on offer: each grants a real bonus (a `vip_points` campaign: never redeemable by code or by an operator). */
const RECHARGES = [
  { name: 'Bonus Scommesse VIP 5 €', family: 1, amount: 500, wagerTimes: 1, cost: [{ platformTypeId: 1, points: 250 }] },
  { name: 'Bonus Scommesse VIP 20 €', family: 1, amount: 2000, wagerTimes: 1, cost: [{ platformTypeId: 1, points: 900 }] },
  { name: 'Bonus Casino VIP 10 €', family: 4, amount: 1000, wagerTimes: 1, cost: [{ platformTypeId: 2, points: 400 }] },
  { name: 'Bonus Lotterie VIP 5 €', family: 4, amount: 500, wagerTimes: 1, cost: [{ platformTypeId: 3, points: 300 }] },
  {
    name: 'Bonus Multigioco VIP 15 €',
    family: 4,
    amount: 1500,
    wagerTimes: 1,
    cost: [
      { platformTypeId: 1, points: 300 },
      { platformTypeId: 2, points: 300 },
    ],
  },
];

const PROMOS = [
  { minLevelId: 1, title: 'Quota maggiorata del weekend', description: 'Ogni weekend una quota maggiorata riservata ai membri del VIP Club.', days: 30 },
  { minLevelId: 2, title: 'Torneo Slot VIP Silver', description: 'Un torneo slot con montepremi riservato ai membri Silver e superiori.', days: 20 },
  { minLevelId: 3, title: 'Serata evento Gold', description: 'Un invito a un evento sportivo per i membri Gold e Platinum.', days: 45 },
];

async function catalogue(db: Db, now: Date): Promise<void> {
  for (const r of RECHARGES) {
    let [campaign] = await db
      .select()
      .from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.name, r.name), eq(bonusCampaigns.trigger, 'vip_points')));
    campaign ??= (
      await db
        .insert(bonusCampaigns)
        .values({
          name: r.name,
          description: 'Bonus ottenuto convertendo i punti del VIP Club: da giocare una volta entro 30 giorni.',
          trigger: 'vip_points',
          family: r.family,
          amount: r.amount,
          wagerTimes: r.wagerTimes,
          validDays: 30,
          startsAt: new Date(now.getTime() - 365 * DAY),
          endsAt: new Date(now.getTime() + 5 * 365 * DAY),
        })
        .returning()
    )[0]!;
    const [found] = await db.select({ id: vipClubRecharges.id }).from(vipClubRecharges).where(eq(vipClubRecharges.campaignId, campaign.id));
    if (!found) await db.insert(vipClubRecharges).values({ name: r.name, campaignId: campaign.id, amount: r.amount, cost: r.cost });
  }
  for (const p of PROMOS) {
    const [found] = await db.select({ id: vipClubPromos.id }).from(vipClubPromos).where(eq(vipClubPromos.title, p.title));
    if (!found) await db.insert(vipClubPromos).values({ ...p, startsAt: new Date(now.getTime() - DAY), endsAt: new Date(now.getTime() + p.days * DAY) });
  }
}

/** A welcome credit of points, once (the key decides): the demo members can convert from the first visit. */
async function welcomePoints(db: Db, username: string, credits: { platformTypeId: number; points: number }[], appliedAt: Date, now: Date) {
  const user = await findUserByUsername(db, username);
  if (!user) return;
  const sub = await enrol(db, user.id, appliedAt);
  await db.transaction((tx) =>
    postMovements(
      tx,
      credits.map((c) => ({
        key: `seed:welcome:${sub.id}:${c.platformTypeId}`,
        subscriptionId: sub.id,
        userId: user.id,
        platformTypeId: c.platformTypeId,
        causal: 'Punti di benvenuto VIP',
        notes: 'Accredito promozionale',
        points: c.points,
        referenceDate: appliedAt,
      })),
      now,
    ),
  );
}

/**
 * VIP Club (README "Demo accounts"): the conversions on offer and the members' promotions;
 * demouser1 and demovip1 enrolled with welcome points (demouser1 can afford the 5 € sport
 * conversion, `CanApply`); demo2fa01 and demovipnew1 are not enrolled (-1110). On the demo server
 * demouser1's settled history also becomes points through the same update the job runs.
 */
export async function seedVipClub(db: Db, opts: { gameHistory?: boolean } = {}, now = new Date()): Promise<void> {
  await catalogue(db, now);
  await welcomePoints(
    db,
    'demouser1',
    [
      { platformTypeId: 1, points: 300 },
      { platformTypeId: 2, points: 120 },
    ],
    new Date(now.getTime() - 400 * DAY),
    now,
  );
  await welcomePoints(
    db,
    'demovip1',
    [
      { platformTypeId: 1, points: 600 },
      { platformTypeId: 2, points: 450 },
    ],
    new Date(now.getTime() - 30 * DAY),
    now,
  );
  if (opts.gameHistory) await accrueSettledTickets(db, now);
}
