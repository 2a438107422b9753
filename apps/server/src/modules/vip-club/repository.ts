import { and, asc, desc, eq, gt, lte, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bonusCampaigns,
  compPointBalances,
  compPointMovements,
  compPointRules,
  compPointRuns,
  vipClubLevels,
  vipClubPromos,
  vipClubRecharges,
  vipClubSubscriptions,
} from '../../db/schema/index.ts';

export type SubscriptionRow = typeof vipClubSubscriptions.$inferSelect;
export type LevelRow = typeof vipClubLevels.$inferSelect;

/**
 * A card request is kept in the member's own history, `comp_point_movements`, as a row of 0 points
 * on no platform (`platform_type_id` 0) under the key `card:<subscription>:<level>`: the unique key
 * lets each card be requested once, ever, whatever was requested in between. The statement leaves
 * these rows out. The subscription keeps the last card requested (GetVIPProgram's CardRequestedId).
 */
const CARD_KEY_PREFIX = 'card:';
const CARD_CAUSAL = 'Richiesta card';
const NO_PLATFORM = 0;

export async function findSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(vipClubSubscriptions).where(eq(vipClubSubscriptions.userId, userId));
  return row;
}

/** Creates the enrolment once (the unique user index decides); answers the row either way. */
export async function enrol(db: Db, userId: number, now: Date): Promise<SubscriptionRow> {
  const [lowest] = await db.select().from(vipClubLevels).orderBy(asc(vipClubLevels.minPoints)).limit(1);
  await db
    .insert(vipClubSubscriptions)
    .values({ userId, appliedAt: now, levelId: lowest?.id ?? 1, levelSince: now })
    .onConflictDoNothing();
  return (await findSubscription(db, userId))!;
}

export const levels = (db: Db): Promise<LevelRow[]> => db.select().from(vipClubLevels).orderBy(asc(vipClubLevels.minPoints));

/** Every platform type with the subscription's points on it (0 where nothing accrued yet). */
export async function pointsByPlatform(db: Db, subscriptionId: number) {
  return db
    .select({
      id: compPointRules.id,
      name: compPointRules.name,
      points: sql<number>`coalesce(${compPointBalances.points}, 0)::int`,
      accrued: sql<number>`coalesce(${compPointBalances.accrued}, 0)::int`,
    })
    .from(compPointRules)
    .leftJoin(compPointBalances, and(eq(compPointBalances.platformTypeId, compPointRules.id), eq(compPointBalances.subscriptionId, subscriptionId)))
    .orderBy(asc(compPointRules.id));
}

/**
 * One page of the points statement, newest first, with the running balance after each movement
 * (over the platform asked for, or over every platform).
 */
export async function statement(db: Db, subscriptionId: number, platformTypeId: number | null, skip: number, take: number) {
  const where = and(
    eq(compPointMovements.subscriptionId, subscriptionId),
    platformTypeId ? eq(compPointMovements.platformTypeId, platformTypeId) : undefined,
    // A card request's record moves no points and belongs to no platform: not a statement row.
    notLike(compPointMovements.key, `${CARD_KEY_PREFIX}%`),
  );
  const inner = db
    .select({
      id: compPointMovements.id,
      referenceDate: compPointMovements.referenceDate,
      causal: compPointMovements.causal,
      notes: compPointMovements.notes,
      platform: compPointRules.name,
      casinoGameName: compPointMovements.casinoGameName,
      amount: compPointMovements.amount,
      amountPerPoint: compPointMovements.amountPerPoint,
      points: compPointMovements.points,
      running: sql<number>`(sum(${compPointMovements.points}) over (order by ${compPointMovements.referenceDate}, ${compPointMovements.id}))::int`.as(
        'running',
      ),
    })
    .from(compPointMovements)
    .innerJoin(compPointRules, eq(compPointRules.id, compPointMovements.platformTypeId))
    .where(where)
    .as('m');
  const rows = await db.select().from(inner).orderBy(desc(inner.referenceDate), desc(inner.id)).offset(skip).limit(take);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(compPointMovements)
    .where(where);
  return { rows, total: n };
}

export async function recharges(db: Db) {
  return db
    .select({ r: vipClubRecharges, campaign: bonusCampaigns })
    .from(vipClubRecharges)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, vipClubRecharges.campaignId))
    .where(eq(vipClubRecharges.active, true))
    .orderBy(asc(vipClubRecharges.amount), asc(vipClubRecharges.id));
}

export const ruleNames = async (db: Db): Promise<Map<number, string>> => new Map((await db.select().from(compPointRules)).map((r) => [r.id, r.name]));

/** Live promotions for a level and the levels below it. */
export async function promos(db: Db, levelMinPoints: number, now: Date) {
  return db
    .select({ p: vipClubPromos, level: vipClubLevels.name })
    .from(vipClubPromos)
    .innerJoin(vipClubLevels, eq(vipClubLevels.id, vipClubPromos.minLevelId))
    .where(and(lte(vipClubLevels.minPoints, levelMinPoints), lte(vipClubPromos.startsAt, now), gt(vipClubPromos.endsAt, now)))
    .orderBy(asc(vipClubPromos.endsAt));
}

export async function lastRun(db: Db): Promise<Date | null> {
  const [r] = await db.select({ at: compPointRuns.executedAt }).from(compPointRuns).orderBy(desc(compPointRuns.executedAt)).limit(1);
  return r?.at ?? null;
}

/**
 * Records the request of a level's card, once per card and member: under the member's row lock, so
 * requests of one member are taken one at a time. Answers false when that card was requested before
 * (also before this history was kept: the card the subscription row names).
 */
export async function requestCard(db: Db, sub: { id: number; userId: number }, card: { id: number; cardName: string }, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ cardRequestedId: vipClubSubscriptions.cardRequestedId })
      .from(vipClubSubscriptions)
      .where(eq(vipClubSubscriptions.id, sub.id))
      .for('update');
    if (!row || row.cardRequestedId === card.id) return false;
    const [added] = await tx
      .insert(compPointMovements)
      .values({
        key: `${CARD_KEY_PREFIX}${sub.id}:${card.id}`,
        subscriptionId: sub.id,
        userId: sub.userId,
        platformTypeId: NO_PLATFORM,
        causal: CARD_CAUSAL,
        notes: card.cardName,
        points: 0,
        referenceDate: now,
      })
      .onConflictDoNothing()
      .returning({ id: compPointMovements.id });
    if (!added) return false;
    await tx.update(vipClubSubscriptions).set({ cardRequestedId: card.id, cardRequestedAt: now }).where(eq(vipClubSubscriptions.id, sub.id));
    return true;
  });
}
