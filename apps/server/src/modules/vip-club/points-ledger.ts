import { and, asc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import { earnsPoints, levelFor, pointsFor } from '@betsite/domain/comp-points';
import type { Db } from '../../db/client.ts';
import {
  compPointBalances,
  compPointMovements,
  compPointRules,
  gameTickets,
  vipClubLevels,
  vipClubRechargeRequests,
  vipClubSubscriptions,
} from '../../db/schema/index.ts';
import { grantBonus } from '../bonus/bonus-ledger.ts';
import { notifyBonusGranted } from '../bonus/bonus-notifications.ts';
import { deliverAfterCommit } from '../wallet/money-outbox.ts';
import type { CampaignRow, PlayerBonusRow } from '../bonus/repository.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

/**
 * Every change of a comp-point balance (docs/ledger.md "Comp points"). A balance changes only in
 * the transaction that inserts its keyed movement, and only by what that insert actually added:
 * an accrual or a conversion happens once however often it is attempted.
 */

export const ACCRUAL_CAUSAL = 'Punti da giocata';
export const CONVERSION_CAUSAL = 'Conversione punti in bonus';
const EARNING_OUTCOMES = ['won', 'lost', 'cashout'];

interface MovementInput {
  key: string;
  subscriptionId: number;
  userId: number;
  platformTypeId: number;
  causal: string;
  notes?: string;
  casinoGameName?: string | null;
  amount?: number;
  amountPerPoint?: number;
  points: number;
  referenceDate: Date;
}

/**
 * Inserts movements once each (the key decides) and adds what was inserted to the balances;
 * positive points also count towards the level. Answers how many movements were new.
 */
export async function postMovements(tx: DbOrTx, rows: MovementInput[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await tx
    .insert(compPointMovements)
    .values(
      rows.map((r) => ({ ...r, notes: r.notes ?? '', casinoGameName: r.casinoGameName ?? null, amount: r.amount ?? 0, amountPerPoint: r.amountPerPoint ?? 0 })),
    )
    .onConflictDoNothing()
    .returning({ subscriptionId: compPointMovements.subscriptionId, platformTypeId: compPointMovements.platformTypeId, points: compPointMovements.points });
  const sums = new Map<string, { subscriptionId: number; platformTypeId: number; points: number; accrued: number }>();
  for (const a of added) {
    const k = `${a.subscriptionId}:${a.platformTypeId}`;
    const s = sums.get(k) ?? { subscriptionId: a.subscriptionId, platformTypeId: a.platformTypeId, points: 0, accrued: 0 };
    s.points += a.points;
    s.accrued += Math.max(0, a.points);
    sums.set(k, s);
  }
  // In key order, so concurrent passes lock balance rows in the same order.
  for (const s of [...sums.values()].sort((a, b) => a.subscriptionId - b.subscriptionId || a.platformTypeId - b.platformTypeId)) {
    await tx
      .insert(compPointBalances)
      .values(s)
      .onConflictDoUpdate({
        target: [compPointBalances.subscriptionId, compPointBalances.platformTypeId],
        set: { points: sql`${compPointBalances.points} + ${s.points}`, accrued: sql`${compPointBalances.accrued} + ${s.accrued}` },
      });
  }
  for (const id of new Set([...sums.values()].filter((s) => s.accrued > 0).map((s) => s.subscriptionId))) await raiseLevel(tx, id, now);
  return added.length;
}

/** Moves a subscription up to the level its accrued points reach (levels never go down). */
async function raiseLevel(tx: DbOrTx, subscriptionId: number, now: Date): Promise<void> {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: sql<number>`coalesce(sum(${compPointBalances.accrued}), 0)::int` })
    .from(compPointBalances)
    .where(eq(compPointBalances.subscriptionId, subscriptionId));
  const reached = levelFor(total, await tx.select().from(vipClubLevels));
  await tx
    .update(vipClubSubscriptions)
    .set({ levelId: reached.id, levelSince: now })
    .where(and(eq(vipClubSubscriptions.id, subscriptionId), sql`${vipClubSubscriptions.levelId} < ${reached.id}`));
}

/**
 * The points update: every settled real-money ticket of an active member, settled since the
 * enrolment and not yet counted, becomes one movement (`ticket:<code>`) — in batches, each batch
 * one transaction. Answers the number of tickets counted.
 */
export async function accrueSettledTickets(db: Db, now: Date, batch = 500): Promise<number> {
  const rules = await db.select().from(compPointRules);
  const ruleOf = new Map(rules.flatMap((r) => r.platforms.map((p) => [p, r] as const)));
  if (ruleOf.size === 0) return 0;
  let counted = 0;
  for (;;) {
    const due = await db
      .select({ t: gameTickets, subscriptionId: vipClubSubscriptions.id })
      .from(gameTickets)
      .innerJoin(vipClubSubscriptions, and(eq(vipClubSubscriptions.userId, gameTickets.userId), eq(vipClubSubscriptions.status, 'active')))
      .where(
        and(
          eq(gameTickets.fun, false),
          inArray(gameTickets.outcome, EARNING_OUTCOMES),
          inArray(gameTickets.platform, [...ruleOf.keys()]),
          gte(gameTickets.settledAt, vipClubSubscriptions.appliedAt),
          lte(gameTickets.settledAt, now),
          notExists(
            db
              .select({ one: sql`1` })
              .from(compPointMovements)
              .where(eq(compPointMovements.key, sql`'ticket:' || ${gameTickets.code}`)),
          ),
        ),
      )
      .orderBy(asc(gameTickets.settledAt), asc(gameTickets.id))
      .limit(batch);
    const rows: MovementInput[] = [];
    for (const { t, subscriptionId } of due) {
      const rule = ruleOf.get(t.platform);
      if (!rule || !earnsPoints(t)) continue;
      rows.push({
        key: `ticket:${t.code}`,
        subscriptionId,
        userId: t.userId,
        platformTypeId: rule.id,
        causal: ACCRUAL_CAUSAL,
        notes: t.code,
        casinoGameName: t.platform === 'casino' || t.platform === 'cash' ? t.giocoDescr : null,
        amount: t.stake,
        amountPerPoint: rule.amountPerPoint,
        points: pointsFor(t.stake, rule.amountPerPoint),
        referenceDate: t.settledAt!,
      });
    }
    counted += await db.transaction((tx) => postMovements(tx, rows, now));
    if (due.length < batch) return counted;
  }
}

/** Thrown inside the conversion's transaction to roll everything back. */
export class NotEnoughPoints extends Error {}

export interface ConversionInput {
  userId: number;
  subscriptionId: number;
  rechargeId: number;
  rechargeName: string;
  amount: number;
  cost: { platformTypeId: number; points: number }[];
  campaign: CampaignRow;
  now: Date;
}

/**
 * A points-to-bonus conversion, all in one transaction: the subscription row is locked without
 * waiting (a second conversion of the same player while one runs is refused, not queued), each
 * platform's points are taken by a conditional UPDATE (never below zero), and the bonus is granted
 * from the bonus pool with the request's own key. Nothing is spent unless the bonus is granted.
 * Its 'Bonus accreditato' waits in the money outbox and is delivered after commit.
 */
export async function convertPoints(db: Db, c: ConversionInput): Promise<{ requestId: number; bonus: PlayerBonusRow }> {
  const out = await db.transaction(async (tx) => {
    const [sub] = await tx
      .select({ id: vipClubSubscriptions.id })
      .from(vipClubSubscriptions)
      .where(and(eq(vipClubSubscriptions.id, c.subscriptionId), eq(vipClubSubscriptions.userId, c.userId), eq(vipClubSubscriptions.status, 'active')))
      .for('update', { noWait: true });
    if (!sub) throw new NotEnoughPoints();
    for (const cost of [...c.cost].sort((a, b) => a.platformTypeId - b.platformTypeId)) {
      const [taken] = await tx
        .update(compPointBalances)
        .set({ points: sql`${compPointBalances.points} - ${cost.points}` })
        .where(
          and(
            eq(compPointBalances.subscriptionId, c.subscriptionId),
            eq(compPointBalances.platformTypeId, cost.platformTypeId),
            gte(compPointBalances.points, cost.points),
          ),
        )
        .returning({ points: compPointBalances.points });
      if (!taken) throw new NotEnoughPoints();
    }
    const [req] = await tx
      .insert(vipClubRechargeRequests)
      .values({ userId: c.userId, subscriptionId: c.subscriptionId, rechargeId: c.rechargeId, createdAt: c.now })
      .returning({ id: vipClubRechargeRequests.id });
    const bonus = await grantBonus(tx, { userId: c.userId, campaign: c.campaign, grantKey: `vip:recharge:${req!.id}`, amount: c.amount, now: c.now });
    if (!bonus) throw new Error('conversion bonus not granted');
    await tx.update(vipClubRechargeRequests).set({ bonusId: bonus.id }).where(eq(vipClubRechargeRequests.id, req!.id));
    // The spend is recorded as movements (already taken above, so the keys are inserted directly).
    await tx.insert(compPointMovements).values(
      c.cost.map((cost) => ({
        key: `conversion:${req!.id}:${cost.platformTypeId}`,
        subscriptionId: c.subscriptionId,
        userId: c.userId,
        platformTypeId: cost.platformTypeId,
        causal: CONVERSION_CAUSAL,
        notes: c.rechargeName,
        points: -cost.points,
        referenceDate: c.now,
      })),
    );
    await notifyBonusGranted(tx, bonus, c.campaign.name);
    return { requestId: req!.id, bonus };
  });
  await deliverAfterCommit(db);
  return out;
}
