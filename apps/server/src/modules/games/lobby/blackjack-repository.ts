import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blackjackHands, gameTickets } from '../../../db/schema/index.ts';

export type HandRow = typeof blackjackHands.$inferSelect;
type NewHand = typeof blackjackHands.$inferInsert;

export async function handByCode(db: Db, code: string): Promise<HandRow | undefined> {
  const [row] = await db.select().from(blackjackHands).where(eq(blackjackHands.code, code));
  return row;
}

/** A new hand; undefined when its code exists or the player already holds the slot (a hand not yet settled: the partial unique index). */
export async function insertHand(db: Db, hand: NewHand): Promise<HandRow | undefined> {
  const [row] = await db.insert(blackjackHands).values(hand).onConflictDoNothing().returning();
  return row;
}

/** The table's ticket game (giocoField 102): a slot round staked under the same key has another. */
export const TABLE_GIOCO = 102;

/** Whether the table's own ticket exists for this code: what makes a hand staked (a slot round's ticket does not). */
const staked = (code: string | typeof blackjackHands.code) =>
  sql`exists (select 1 from ${gameTickets} where ${gameTickets.code} = ${code} and ${gameTickets.gioco} = ${TABLE_GIOCO})`;

/**
 * A hand whose stake the port refused: it never existed for the player. Only while the table has no
 * ticket of its code: a slot round of the same key that took the code first leaves the hand unstaked.
 */
export async function dropUnstaked(db: Db, code: string): Promise<void> {
  await db.delete(blackjackHands).where(and(eq(blackjackHands.code, code), sql`not ${staked(code)}`));
}

/** An unstaked hand older than `before` (a deal interrupted between the hand and its stake): it stops blocking the player. */
export async function dropStaleUnstaked(db: Db, userId: number, before: Date): Promise<void> {
  await db.delete(blackjackHands).where(and(eq(blackjackHands.userId, userId), lt(blackjackHands.createdAt, before), sql`not ${staked(blackjackHands.code)}`));
}

/**
 * One action applied: only when the hand is still in play at the step the client saw, so a retried or
 * raced action changes nothing (undefined).
 */
export async function applyStep(db: Db, code: string, step: number, next: Partial<HandRow>): Promise<HandRow | undefined> {
  const [row] = await db
    .update(blackjackHands)
    .set(next)
    .where(and(eq(blackjackHands.code, code), eq(blackjackHands.step, step), eq(blackjackHands.status, 'open')))
    .returning();
  return row;
}

/** The hand's ticket is settled: the player's slot is free for the next deal. */
export async function release(db: Db, code: string): Promise<void> {
  await db
    .update(blackjackHands)
    .set({ active: false })
    .where(and(eq(blackjackHands.code, code), eq(blackjackHands.active, true)));
}

/**
 * The player's staked hands that still need the player or the port: in play, decided with the ticket
 * still open, or settled but still holding the slot (a release interrupted after the settlement).
 */
export async function unfinishedHands(db: Db, userId: number): Promise<HandRow[]> {
  return db
    .select({ h: blackjackHands })
    .from(blackjackHands)
    .innerJoin(gameTickets, and(eq(gameTickets.code, blackjackHands.code), eq(gameTickets.gioco, TABLE_GIOCO)))
    .where(and(eq(blackjackHands.userId, userId), sql`(${blackjackHands.status} = 'open' or ${gameTickets.status} = 1 or ${blackjackHands.active})`))
    .then((rows) => rows.map((r) => r.h));
}
