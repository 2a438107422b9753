import { and, eq, sql } from 'drizzle-orm';
import { betSessions, gameTickets, playLimitChanges, playLimits } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export type PlayLimitRow = typeof playLimits.$inferSelect;
export type PlayLimitChangeRow = typeof playLimitChanges.$inferSelect;
/** Stored kinds: 'spend' (cents of net loss) and 'time' (minutes logged in). */
export type PlayLimitKind = 'spend' | 'time';

export async function playLimitsOf(db: DbOrTx, userId: number): Promise<PlayLimitRow[]> {
  return db.select().from(playLimits).where(eq(playLimits.userId, userId));
}

export async function hasPlayLimits(db: DbOrTx, userId: number): Promise<boolean> {
  const [r] = await db
    .select({ one: sql<number>`1` })
    .from(playLimits)
    .where(eq(playLimits.userId, userId))
    .limit(1);
  return Boolean(r);
}

export async function upsertPlayLimit(db: DbOrTx, row: typeof playLimits.$inferInsert & { updatedAt: Date }): Promise<void> {
  await db
    .insert(playLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [playLimits.userId, playLimits.kind, playLimits.periodo],
      set: { importo: row.importo, pendingImporto: row.pendingImporto ?? null, pendingFrom: row.pendingFrom ?? null, updatedAt: row.updatedAt },
    });
}

/** The append-only history (written by the trigger of migration 0021), newest first. */
export async function playLimitHistory(db: DbOrTx, userId: number): Promise<PlayLimitChangeRow[]> {
  return db
    .select()
    .from(playLimitChanges)
    .where(eq(playLimitChanges.userId, userId))
    .orderBy(sql`${playLimitChanges.id} desc`);
}

/**
 * Net loss since `from` as the game platform port records it: cash stakes of tickets sold since
 * then minus what cash tickets settled since then paid back (winnings, refunds, cash-outs). Fun
 * bonus tickets are not the player's money and do not count. May be negative (a player ahead).
 */
export async function netLossSince(db: DbOrTx, userId: number, fromDate: Date): Promise<number> {
  const from = sql`${fromDate.toISOString()}::timestamptz`;
  const [r] = await db
    .select({
      staked: sql<string>`coalesce(sum(case when ${gameTickets.placedAt} >= ${from} then ${gameTickets.stake} else 0 end), 0)`,
      paid: sql<string>`coalesce(sum(case when ${gameTickets.settledAt} >= ${from} then ${gameTickets.payout} else 0 end), 0)`,
    })
    .from(gameTickets)
    .where(and(eq(gameTickets.userId, userId), eq(gameTickets.fun, false), sql`(${gameTickets.placedAt} >= ${from} or ${gameTickets.settledAt} >= ${from})`));
  return Number(r?.staked ?? 0) - Number(r?.paid ?? 0);
}

/**
 * Whole minutes logged in between `from` and `to` (docs/decisions.md, "time of play"): each player
 * session counts from its login to its last activity (`last_seen_at`, touched every 30 s), or to
 * the logout when the player logged out; an idle-revoked session ends at its last activity.
 */
export async function minutesLoggedIn(db: DbOrTx, userId: number, fromDate: Date, toDate: Date): Promise<number> {
  const from = sql`${fromDate.toISOString()}::timestamptz`;
  const to = sql`${toDate.toISOString()}::timestamptz`;
  const end = sql`case when ${betSessions.revokeReason} = 'logout' then greatest(${betSessions.revokedAt}, ${betSessions.lastSeenAt}) else ${betSessions.lastSeenAt} end`;
  const [r] = await db
    .select({
      seconds: sql<string>`coalesce(sum(greatest(0, extract(epoch from (least(${end}, ${to}) - greatest(${betSessions.createdAt}, ${from}))))), 0)`,
    })
    .from(betSessions)
    .where(and(eq(betSessions.userId, userId), eq(betSessions.scope, 'player'), sql`${betSessions.createdAt} < ${to}`));
  return Math.floor(Number(r?.seconds ?? 0) / 60);
}
