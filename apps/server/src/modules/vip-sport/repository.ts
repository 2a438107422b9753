import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { gameTickets, vipElaborazioni, vipProfiles } from '../../db/schema/index.ts';

export type VipProfileRow = typeof vipProfiles.$inferSelect;
export type ElaborazioneRow = typeof vipElaborazioni.$inferSelect;
export type SportTicketRow = typeof gameTickets.$inferSelect;

/** Most tickets one history reads: a year of a heavy player, a bound on every answer. */
const TICKET_CAP = 5000;

export async function activeProfiles(db: Db): Promise<VipProfileRow[]> {
  return db.select().from(vipProfiles).where(eq(vipProfiles.active, true)).orderBy(asc(vipProfiles.id));
}

export async function findProfile(db: Db, id: number): Promise<VipProfileRow | undefined> {
  const [r] = await db.select().from(vipProfiles).where(eq(vipProfiles.id, id));
  return r;
}

/** The player's real-money sport tickets placed since `from`, oldest first. */
export async function sportTickets(db: Db, userId: number, from: Date): Promise<SportTicketRow[]> {
  return db
    .select()
    .from(gameTickets)
    .where(and(eq(gameTickets.userId, userId), eq(gameTickets.platform, 'sport'), eq(gameTickets.fun, false), gte(gameTickets.placedAt, from)))
    .orderBy(asc(gameTickets.placedAt), asc(gameTickets.id))
    .limit(TICKET_CAP);
}

export async function elaborazioni(db: Db, userId: number): Promise<ElaborazioneRow[]> {
  return db.select().from(vipElaborazioni).where(eq(vipElaborazioni.userId, userId)).orderBy(desc(vipElaborazioni.periodFrom));
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
