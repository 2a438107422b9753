import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { defaultPlatforms } from '@betsite/domain/bonus';
import type { Db } from '../../db/client.ts';
import { bonusCampaigns, deposits, ledgerAccounts, playerBonuses } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type CampaignInsert = typeof bonusCampaigns.$inferInsert;

/** The ledger account of a bonus's money (docs/ledger.md "Bonuses"): one per granted bonus. */
export const accountKindOf = (type: string): 'player_real_bonus' | 'player_fun_bonus' | null =>
  type === 'bonus' ? 'player_real_bonus' : type === 'funbonus' ? 'player_fun_bonus' : null;

/** Most bonuses a player's list shows: far beyond any real player, a bound on every answer. */
const LIST_CAP = 1000;

export async function insertCampaign(db: DbOrTx, row: CampaignInsert): Promise<CampaignRow | null> {
  const [r] = await db.insert(bonusCampaigns).values(row).onConflictDoNothing().returning();
  return r ?? null;
}

export async function listCampaigns(db: Db): Promise<CampaignRow[]> {
  return db.select().from(bonusCampaigns).orderBy(desc(bonusCampaigns.id)).limit(LIST_CAP);
}

export async function findCampaign(db: DbOrTx, id: number): Promise<CampaignRow | undefined> {
  const [r] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return r;
}

export async function findCampaignByCode(db: DbOrTx, code: string): Promise<CampaignRow | undefined> {
  const [r] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.code, code));
  return r;
}

/** Ends a campaign now (once: an ended campaign keeps its first end time). */
/** Ends a campaign now; `ended` says whether this call ended it (false: it had ended already). */
export async function endCampaign(db: DbOrTx, id: number, now: Date): Promise<{ row: CampaignRow | undefined; ended: boolean }> {
  const changed = await db
    .update(bonusCampaigns)
    .set({ endedAt: now })
    .where(and(eq(bonusCampaigns.id, id), isNull(bonusCampaigns.endedAt)))
    .returning({ id: bonusCampaigns.id });
  return { row: await findCampaign(db, id), ended: changed.length > 0 };
}

/** Campaigns of a trigger that were live at `at`. */
export async function liveCampaigns(db: DbOrTx, trigger: string, at: Date): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.trigger, trigger),
        lte(bonusCampaigns.startsAt, at),
        sql`${bonusCampaigns.endsAt} > ${at.toISOString()}::timestamptz`,
        or(isNull(bonusCampaigns.endedAt), sql`${bonusCampaigns.endedAt} > ${at.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(bonusCampaigns.id));
}

export const isLive = (c: CampaignRow, at: Date): boolean => c.startsAt <= at && c.endsAt > at && (c.endedAt === null || c.endedAt > at);

/**
 * A player's credited deposits in the order the money arrived (the first one is the first deposit),
 * each with `creditedAt` and `reversed`: what the provider has taken back (a refund or chargeback).
 * By the credit, not the opening: a payment opened earlier and paid later is not the first deposit,
 * and a campaign counts as live when the money came.
 */
export async function creditedDeposits(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: deposits.id,
      amount: deposits.amount,
      reversed: deposits.reversedAmount,
      promo: deposits.promo,
      creditedAt: sql<Date>`coalesce(${deposits.settledAt}, ${deposits.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'success')))
    .orderBy(sql`coalesce(${deposits.settledAt}, ${deposits.createdAt})`, asc(deposits.id))
    .limit(LIST_CAP);
  return rows;
}

/** Whether the player has been granted a first-deposit bonus (of any campaign): a player gets one. */
export async function hasFirstDepositBonus(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.userId, userId), eq(bonusCampaigns.trigger, 'first_deposit')))
    .limit(1);
  return row !== undefined;
}

export interface BonusWithCampaign {
  bonus: PlayerBonusRow;
  campaign: CampaignRow;
  /** The ledger balance of the bonus's own account (0 for entitlements and closed bonuses). */
  residual: number;
}

/** A player's bonuses with their campaign and their account's balance, newest deadline first. */
export async function playerBonusList(db: Db, userId: number, types: string[], statuses: string[] | 'closed'): Promise<BonusWithCampaign[]> {
  const statusWhere = statuses === 'closed' ? sql`${playerBonuses.status} <> 'active'` : inArray(playerBonuses.status, statuses);
  const rows = await db
    .select({ bonus: playerBonuses, campaign: bonusCampaigns, residual: sql<number>`coalesce(${ledgerAccounts.balance}, 0)::bigint` })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.userId, playerBonuses.userId),
        sql`${ledgerAccounts.ref} = ${playerBonuses.id}::text`,
        sql`${ledgerAccounts.kind} = case ${playerBonuses.type} when 'bonus' then 'player_real_bonus' when 'funbonus' then 'player_fun_bonus' end`,
      ),
    )
    .where(and(eq(playerBonuses.userId, userId), inArray(playerBonuses.type, types), statusWhere))
    .orderBy(desc(playerBonuses.deadline), desc(playerBonuses.id))
    .limit(LIST_CAP);
  return rows.map((r) => ({ ...r, residual: Number(r.residual) }));
}

/** The player's bonuses granted by campaigns that have a code (the coupons of the promotions list). */
export async function playerCouponBonuses(db: Db, userId: number): Promise<PlayerBonusRow[]> {
  return db
    .select({ b: playerBonuses })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.userId, userId), isNotNull(bonusCampaigns.code)))
    .limit(LIST_CAP)
    .then((rows) => rows.map((r) => r.b));
}

/** Listed promo-code campaigns, plus those the player redeemed, overlapping [from, to]. */
export async function promotionCampaigns(db: Db, redeemedIds: number[], from: Date | null, to: Date | null): Promise<CampaignRow[]> {
  const visible = or(
    and(eq(bonusCampaigns.listed, true), eq(bonusCampaigns.trigger, 'promo_code')),
    redeemedIds.length ? inArray(bonusCampaigns.id, redeemedIds) : sql`false`,
  );
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        visible,
        from
          ? sql`coalesce(least(${bonusCampaigns.endedAt}, ${bonusCampaigns.endsAt}), ${bonusCampaigns.endsAt}) >= ${from.toISOString()}::timestamptz`
          : undefined,
        to ? sql`${bonusCampaigns.startsAt} <= ${to.toISOString()}::timestamptz` : undefined,
      ),
    )
    .orderBy(desc(bonusCampaigns.endsAt), desc(bonusCampaigns.id))
    .limit(LIST_CAP);
}

export async function findPlayerBonus(db: DbOrTx, id: number): Promise<PlayerBonusRow | undefined> {
  const [r] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  return r;
}

/** Active bonuses past their deadline (oldest first), for the expiry job and before a player's lists. */
export async function dueBonusIds(db: Db, now: Date, userId: number | null, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.deadline, now), userId === null ? undefined : eq(playerBonuses.userId, userId)))
    .orderBy(asc(playerBonuses.deadline))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A granted Fun Bonus a sport ticket may be staked from, with its account's balance. */
export interface UsableFunBonus {
  id: number;
  name: string;
  family: number;
  balance: number;
  deadline: Date;
}

/**
 * The player's Fun Bonus Sport usable now (docs/sportsbook.md "Fun Bonus Sport"): active fun bonuses
 * for the sport platform (the campaign's platforms, or the family's), within their deadline, with
 * money left in their own account; the nearest deadline first.
 */
export async function usableSportFunBonuses(db: DbOrTx, userId: number, now: Date): Promise<UsableFunBonus[]> {
  const rows = await db
    .select({
      b: playerBonuses,
      name: bonusCampaigns.name,
      platforms: bonusCampaigns.platforms,
      balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)::bigint`,
    })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.userId, playerBonuses.userId), eq(ledgerAccounts.kind, 'player_fun_bonus'), sql`${ledgerAccounts.ref} = ${playerBonuses.id}::text`),
    )
    .where(
      and(
        eq(playerBonuses.userId, userId),
        eq(playerBonuses.status, 'active'),
        eq(playerBonuses.type, 'funbonus'),
        sql`${playerBonuses.deadline} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(playerBonuses.deadline), asc(playerBonuses.id))
    .limit(LIST_CAP);
  return rows
    .filter((r) => (r.platforms.length ? r.platforms : defaultPlatforms(r.b.family)).includes('sport'))
    .map((r) => ({ id: r.b.id, name: r.name, family: r.b.family, balance: Number(r.balance), deadline: r.b.deadline }))
    .filter((r) => r.balance > 0);
}
