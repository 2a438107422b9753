import { and, asc, desc, eq, gte, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bonusCampaigns,
  gameTickets,
  playerBonuses,
  rankingConversions,
  rankingExecutions,
  rankingMovements,
  rankingOffers,
  rankingUniqueCodes,
  rankingWallets,
  users,
} from '../../db/schema/index.ts';
import type { CampaignRow } from '../bonus/repository.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export type OfferRow = typeof rankingOffers.$inferSelect;
export type MovementRow = typeof rankingMovements.$inferSelect;
export type MovementInsert = typeof rankingMovements.$inferInsert;

/** Most movements one answer carries: far beyond a real player's statement, a bound on every answer. */
const LIST_CAP = 1000;

/** The player's wallet row, created empty on first use. */
export async function ensureWallet(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(rankingWallets).values({ userId }).onConflictDoNothing();
}

/**
 * Locks the player's wallet for the rest of the transaction. NOWAIT: a second conversion, purchase
 * or redeem of the same player while one is under way fails at once (55P03) instead of queueing.
 */
export async function lockWallet(tx: DbOrTx, userId: number) {
  const [w] = await tx.select().from(rankingWallets).where(eq(rankingWallets.userId, userId)).for('update', { noWait: true });
  return w ?? { userId, saldo: 0, disponibile: 0 };
}

export async function wallet(db: DbOrTx, userId: number) {
  const [w] = await db.select().from(rankingWallets).where(eq(rankingWallets.userId, userId));
  return w ?? { userId, saldo: 0, disponibile: 0 };
}

/**
 * Adds a movement once (its key decides) and moves the wallet's sums by it in the same
 * transaction. Answers false when the key was already applied.
 */
export async function addMovement(tx: DbOrTx, m: MovementInsert): Promise<boolean> {
  const [row] = await tx.insert(rankingMovements).values(m).onConflictDoNothing().returning({ id: rankingMovements.id });
  if (!row) return false;
  await ensureWallet(tx, m.userId);
  await tx
    .update(rankingWallets)
    .set({
      saldo: sql`${rankingWallets.saldo} + ${m.points}`,
      ...(m.convertible ? { disponibile: sql`${rankingWallets.disponibile} + ${m.points}` } : {}),
    })
    .where(eq(rankingWallets.userId, m.userId));
  return true;
}

export async function movements(db: Db, userId: number): Promise<MovementRow[]> {
  return db
    .select()
    .from(rankingMovements)
    .where(eq(rankingMovements.userId, userId))
    .orderBy(desc(rankingMovements.insDate), desc(rankingMovements.id))
    .limit(LIST_CAP);
}

/**
 * The points all the player's accruals brought (TotalePuntiDaMovimentazione), summed in the
 * database: the movements list stops at LIST_CAP rows, the total does not.
 */
export async function accruedPoints(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${rankingMovements.points}), 0)::bigint` })
    .from(rankingMovements)
    .where(and(eq(rankingMovements.userId, userId), eq(rankingMovements.causale, 'accrual')));
  return Number(row?.points ?? 0);
}

/** Valid (convertible, earned) points per game platform: the page's summary table. */
export async function totalsByPlatform(db: Db, userId: number): Promise<{ platform: string | null; points: number }[]> {
  const rows = await db
    .select({ platform: rankingMovements.platform, points: sql<number>`sum(${rankingMovements.points})::int` })
    .from(rankingMovements)
    .where(and(eq(rankingMovements.userId, userId), eq(rankingMovements.convertible, true), gt(rankingMovements.points, 0)))
    .groupBy(rankingMovements.platform);
  return rows.map((r) => ({ platform: r.platform, points: Number(r.points) }));
}

/** The offers whose own date is ahead, each with the campaign it grants from (the caller judges whether that campaign is live). */
export async function offers(db: Db, now: Date): Promise<{ offer: OfferRow; campaign: CampaignRow }[]> {
  return db
    .select({ offer: rankingOffers, campaign: bonusCampaigns })
    .from(rankingOffers)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, rankingOffers.campaignId))
    .where(gt(rankingOffers.dateTo, now))
    .orderBy(asc(rankingOffers.pointsToConvert), asc(rankingOffers.id));
}

export async function findOffer(db: DbOrTx, id: number): Promise<OfferRow | undefined> {
  const [r] = await db.select().from(rankingOffers).where(eq(rankingOffers.id, id));
  return r;
}

/** How many times the player converted each offer since `from` (the monthly maximum). */
export async function conversionsSince(db: DbOrTx, userId: number, from: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ offerId: rankingConversions.offerId, n: sql<number>`count(*)::int` })
    .from(rankingConversions)
    .where(and(eq(rankingConversions.userId, userId), gte(rankingConversions.createdAt, from)))
    .groupBy(rankingConversions.offerId);
  return new Map(rows.map((r) => [r.offerId, Number(r.n)]));
}

/** The player's coupons bought with points, with their bonus (if granted) and unique code (if any). */
export async function coupons(db: Db, userId: number) {
  return db
    .select({ c: rankingConversions, offer: rankingOffers, bonus: playerBonuses, unique: rankingUniqueCodes })
    .from(rankingConversions)
    .innerJoin(rankingOffers, eq(rankingOffers.id, rankingConversions.offerId))
    .leftJoin(playerBonuses, eq(playerBonuses.id, rankingConversions.bonusId))
    .leftJoin(rankingUniqueCodes, eq(rankingUniqueCodes.code, rankingConversions.code))
    .where(eq(rankingConversions.userId, userId))
    .orderBy(desc(rankingConversions.createdAt), desc(rankingConversions.id))
    .limit(LIST_CAP);
}

/**
 * Redeems a unique code once: the conditional UPDATE only matches a live code nobody redeemed,
 * issued to nobody in particular or to this player. Another player's code answers like a missing one.
 */
/** A conversion of points (the row the bonus or unique code hangs on). */
export async function insertConversion(tx: DbOrTx, row: typeof rankingConversions.$inferInsert): Promise<{ id: number } | undefined> {
  const [conv] = await tx.insert(rankingConversions).values(row).returning({ id: rankingConversions.id });
  return conv;
}

export async function insertUniqueCode(tx: DbOrTx, row: typeof rankingUniqueCodes.$inferInsert): Promise<void> {
  await tx.insert(rankingUniqueCodes).values(row);
}

/** Records the bonus a conversion granted, found by the conversion's id or by its code. */
export async function setConversionBonus(tx: DbOrTx, by: { id: number } | { code: string }, bonusId: number): Promise<void> {
  const where = 'id' in by ? eq(rankingConversions.id, by.id) : eq(rankingConversions.code, by.code);
  await tx.update(rankingConversions).set({ bonusId }).where(where);
}

export async function claimCode(tx: DbOrTx, code: string, userId: number, now: Date) {
  const [row] = await tx
    .update(rankingUniqueCodes)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(
      and(
        eq(rankingUniqueCodes.code, code),
        isNull(rankingUniqueCodes.redeemedBy),
        gt(rankingUniqueCodes.validTo, now),
        or(isNull(rankingUniqueCodes.ownerId), eq(rankingUniqueCodes.ownerId, userId)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function lastExecution(db: DbOrTx) {
  const [r] = await db.select().from(rankingExecutions).orderBy(desc(rankingExecutions.executedAt), desc(rankingExecutions.id)).limit(1);
  return r ?? null;
}

/**
 * Settled tickets not yet counted, settled after `since` (the update cycle looks a day further
 * back than its last run, so a ticket reported late is still counted; the movement key keeps each
 * ticket counted once).
 */
export async function uncountedTickets(db: DbOrTx, since: Date, until: Date, afterId: number, limit: number) {
  return db
    .select({
      id: gameTickets.id,
      code: gameTickets.code,
      userId: gameTickets.userId,
      platform: gameTickets.platform,
      stake: gameTickets.stake,
      fun: gameTickets.fun,
      outcome: gameTickets.outcome,
      settledAt: gameTickets.settledAt,
      giocoDescr: gameTickets.giocoDescr,
    })
    .from(gameTickets)
    .leftJoin(rankingMovements, eq(rankingMovements.key, sql`'ticket:' || ${gameTickets.code}`))
    .where(
      and(
        isNull(rankingMovements.id),
        gt(gameTickets.id, afterId),
        sql`${gameTickets.outcome} is not null and ${gameTickets.outcome} not in ('refunded', 'void')`,
        gt(gameTickets.settledAt, since),
        sql`${gameTickets.settledAt} <= ${until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(gameTickets.id))
    .limit(limit);
}

/** When the player's account was opened (an offer's GiorniDaRegistrazione), or null for no such player. */
export async function registeredAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}
