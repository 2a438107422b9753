import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { gameTickets, vipElaborazioni, vipProfiles } from '../../db/schema/index.ts';

export type VipProfileRow = typeof vipProfiles.$inferSelect;
export type ElaborazioneRow = typeof vipElaborazioni.$inferSelect;
export type SportTicketRow = typeof gameTickets.$inferSelect;

/** A period: `from` included, `to` excluded. */
export interface Span {
  from: Date;
  to: Date;
}

/** Most open tickets one answer lists (GetVIPDetailOpen has no pages): far beyond a real period. */
const OPEN_LIST_CAP = 1000;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The player's real-money sport tickets placed in a span: every VIP Sport read goes through the
 * index on (user_id, fun, placed_at, id) with both ends of the range, so a read is as large as the
 * span's tickets and never more.
 */
const inSpan = (userId: number, s: Span): SQL =>
  and(
    eq(gameTickets.userId, userId),
    eq(gameTickets.fun, false),
    gte(gameTickets.placedAt, s.from),
    lt(gameTickets.placedAt, s.to),
    eq(gameTickets.platform, 'sport'),
  )!;

export async function activeProfiles(db: Db): Promise<VipProfileRow[]> {
  return db.select().from(vipProfiles).where(eq(vipProfiles.active, true)).orderBy(asc(vipProfiles.id));
}

export async function findProfile(db: Db, id: number): Promise<VipProfileRow | undefined> {
  const [r] = await db.select().from(vipProfiles).where(eq(vipProfiles.id, id));
  return r;
}

/**
 * For each span, how many real sport tickets the player placed in it and how many still wait for
 * their result: one statement, aggregated per span in SQL (a year of weekly and monthly periods is
 * about 70 spans), each span an index range.
 */
export async function periodCounts(db: DbOrTx, userId: number, spans: Span[]): Promise<{ tickets: number; open: number }[]> {
  if (spans.length === 0) return [];
  const buckets = sql.join(
    spans.map((s, i) => sql`(${i}::int, ${ts(s.from)}, ${ts(s.to)})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select b.i, count(*)::int as tickets, count(*) filter (where t.outcome is null)::int as open
    from (values ${buckets}) as b(i, dal, al)
    join ${gameTickets} t on t.user_id = ${userId} and t.fun = false and t.placed_at >= b.dal and t.placed_at < b.al and t.platform = 'sport'
    group by b.i`);
  const rows = new Map(rowsOf<{ i: number; tickets: number; open: number }>(result).map((r) => [Number(r.i), r]));
  return spans.map((_, i) => ({ tickets: Number(rows.get(i)?.tickets ?? 0), open: Number(rows.get(i)?.open ?? 0) }));
}

/**
 * One page of the player's real sport tickets placed in a span, oldest first, after `after` (keyset
 * on placed_at, id): a period's figures read every ticket of it, page after page, with no cap.
 */
export async function periodTicketsAfter(
  db: DbOrTx,
  userId: number,
  span: Span,
  after: { placedAt: Date; id: number } | null,
  limit: number,
): Promise<SportTicketRow[]> {
  const keyset = after ? or(gt(gameTickets.placedAt, after.placedAt), and(eq(gameTickets.placedAt, after.placedAt), gt(gameTickets.id, after.id))) : undefined;
  return db
    .select()
    .from(gameTickets)
    .where(and(inSpan(userId, span), keyset))
    .orderBy(asc(gameTickets.placedAt), asc(gameTickets.id))
    .limit(limit);
}

/** A page of the player's real sport tickets of a span, newest first (GetVIPDetail's Skip and Take). */
export async function periodTicketsPage(db: DbOrTx, userId: number, span: Span, skip: number, take: number): Promise<SportTicketRow[]> {
  return db.select().from(gameTickets).where(inSpan(userId, span)).orderBy(desc(gameTickets.placedAt), desc(gameTickets.id)).offset(skip).limit(take);
}

/** The player's tickets of a span still waiting for their result, oldest first. */
export async function openTickets(db: DbOrTx, userId: number, span: Span): Promise<SportTicketRow[]> {
  return db
    .select()
    .from(gameTickets)
    .where(and(inSpan(userId, span), isNull(gameTickets.outcome)))
    .orderBy(asc(gameTickets.placedAt), asc(gameTickets.id))
    .limit(OPEN_LIST_CAP);
}

/**
 * The (period, player) pairs the 12-hour job has to process, a page after the pair `after` (keyset
 * on user, period index): a player with real sport tickets in one of `periods` (ended ones), none of
 * them still open, whose period of that profile is not processed yet. One statement per page,
 * aggregated per period in SQL.
 */
export async function unprocessedPeriods(
  db: Db,
  periods: (Span & { profileId: number })[],
  after: { userId: number; i: number },
  limit: number,
): Promise<{ i: number; userId: number }[]> {
  if (periods.length === 0) return [];
  const buckets = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.profileId}::int, ${ts(p.from)}, ${ts(p.to)})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.i, c.user_id from (
      select b.i, t.user_id
      from (values ${buckets}) as b(i, profile_id, dal, al)
      join ${gameTickets} t on t.fun = false and t.placed_at >= b.dal and t.placed_at < b.al and t.platform = 'sport'
      where t.user_id >= ${after.userId}
        and not exists (
          select 1 from ${vipElaborazioni} e where e.profile_id = b.profile_id and e.user_id = t.user_id and e.period_from = b.dal
        )
      group by b.i, t.user_id
      having count(*) filter (where t.outcome is null) = 0
    ) c
    where (c.user_id, c.i) > (${after.userId}::int, ${after.i}::int)
    order by c.user_id, c.i
    limit ${limit}`);
  return rowsOf<{ i: number; user_id: number }>(result).map((r) => ({ i: Number(r.i), userId: Number(r.user_id) }));
}

export async function elaborazioni(db: Db, userId: number): Promise<ElaborazioneRow[]> {
  return db.select().from(vipElaborazioni).where(eq(vipElaborazioni.userId, userId)).orderBy(desc(vipElaborazioni.periodFrom));
}

/** The processed row of one period of a profile for the player, if any. */
export async function findElaborazione(db: Db, userId: number, profileId: number, periodFrom: Date): Promise<ElaborazioneRow | undefined> {
  const [r] = await db
    .select()
    .from(vipElaborazioni)
    .where(and(eq(vipElaborazioni.userId, userId), eq(vipElaborazioni.profileId, profileId), eq(vipElaborazioni.periodFrom, periodFrom)));
  return r;
}

/** A processed period, only if it is the player's own (another player's id finds nothing). */
export async function ownElaborazione(db: Db, userId: number, id: number): Promise<ElaborazioneRow | undefined> {
  const [r] = await db
    .select()
    .from(vipElaborazioni)
    .where(and(eq(vipElaborazioni.id, id), eq(vipElaborazioni.userId, userId)));
  return r;
}

/** The coupon of a processed period that earned one: `VIP<elaborazione id>`. */
export const couponCode = (e: Pick<ElaborazioneRow, 'id' | 'bonusId'>) => (e.bonusId ? `VIP${e.id}` : null);

/** The row of one processed period; undefined when another request processed it first (unique period). */
export async function insertElaborazione(db: DbOrTx, row: typeof vipElaborazioni.$inferInsert): Promise<ElaborazioneRow | undefined> {
  const [inserted] = await db.insert(vipElaborazioni).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function setElaborazioneBonus(db: DbOrTx, id: number, bonusId: number): Promise<ElaborazioneRow | undefined> {
  const [row] = await db.update(vipElaborazioni).set({ bonusId }).where(eq(vipElaborazioni.id, id)).returning();
  return row;
}
