import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { cmsObjects, payoutGames, payoutMonthly, providerNews } from '../../db/schema/index.ts';

export type CmsRow = typeof cmsObjects.$inferSelect;
export type CmsInsert = typeof cmsObjects.$inferInsert;

/** What the public may see now: not hidden and inside its scheduled window, if it has one. */
export function isLive(row: Pick<CmsRow, 'hidden' | 'visibleFrom' | 'visibleTo'>, now: Date): boolean {
  return !row.hidden && (!row.visibleFrom || row.visibleFrom <= now) && (!row.visibleTo || row.visibleTo > now);
}

/** An area's objects: every one for operators (`now` null), only the live ones for the public. */
export async function areaRows(db: DbOrTx, layoutArea: string, now: Date | null): Promise<CmsRow[]> {
  const where =
    now === null
      ? eq(cmsObjects.layoutArea, layoutArea)
      : and(
          eq(cmsObjects.layoutArea, layoutArea),
          eq(cmsObjects.hidden, false),
          or(isNull(cmsObjects.visibleFrom), lte(cmsObjects.visibleFrom, now)),
          or(isNull(cmsObjects.visibleTo), gt(cmsObjects.visibleTo, now)),
        );
  return db.select().from(cmsObjects).where(where).orderBy(asc(cmsObjects.viewOrder), asc(cmsObjects.id));
}

export async function findObject(db: DbOrTx, id: number): Promise<CmsRow | undefined> {
  const [row] = await db.select().from(cmsObjects).where(eq(cmsObjects.id, id));
  return row;
}

export async function insertObject(db: DbOrTx, values: CmsInsert): Promise<CmsRow> {
  const [row] = await db.insert(cmsObjects).values(values).returning();
  return row!;
}

export async function updateObject(db: DbOrTx, id: number, patch: Partial<CmsInsert>): Promise<CmsRow | undefined> {
  const [row] = await db
    .update(cmsObjects)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(cmsObjects.id, id))
    .returning();
  return row;
}

/**
 * Serialises moves within one area's tree across every server process until the transaction ends
 * (parents are always of the same area). 7303 namespaces the key space for content moves.
 */
export async function lockTreeMoves(tx: DbOrTx, layoutArea: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7303, hashtext(${layoutArea}))`);
}

/** Siblings: same area and same parent (top level when parentId is null). */
export async function siblings(db: DbOrTx, layoutArea: string, parentId: number | null): Promise<CmsRow[]> {
  return db
    .select()
    .from(cmsObjects)
    .where(and(eq(cmsObjects.layoutArea, layoutArea), parentId === null ? isNull(cmsObjects.parentId) : eq(cmsObjects.parentId, parentId)));
}

export async function objectsByIds(db: DbOrTx, ids: number[]): Promise<CmsRow[]> {
  return db.select().from(cmsObjects).where(inArray(cmsObjects.id, ids));
}

export async function hasAnyObject(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: cmsObjects.id }).from(cmsObjects).limit(1);
  return Boolean(row);
}

export async function newsByCategory(db: Db, category: number | null, limit = 50) {
  const q = db.select().from(providerNews);
  const filtered = category ? q.where(eq(providerNews.category, category)) : q;
  return filtered.orderBy(desc(providerNews.publishDate)).limit(limit);
}

export async function payoutGameRows(db: Db) {
  return db.select().from(payoutGames).orderBy(asc(payoutGames.fornitore), asc(payoutGames.nomeGioco));
}

export async function payoutMonthlyRows(db: Db) {
  return db
    .select()
    .from(payoutMonthly)
    .orderBy(asc(payoutMonthly.descrizionePiattaforma), desc(payoutMonthly.anno), desc(payoutMonthly.mese), asc(payoutMonthly.famiglia));
}

/** Every layout area with its number of objects (the back office's area picker). */
export async function areas(db: Db): Promise<{ LayoutArea: string; Objects: number }[]> {
  const rows = await db.select({ area: cmsObjects.layoutArea, n: count() }).from(cmsObjects).groupBy(cmsObjects.layoutArea).orderBy(cmsObjects.layoutArea);
  return rows.map((r) => ({ LayoutArea: r.area, Objects: Number(r.n) }));
}
