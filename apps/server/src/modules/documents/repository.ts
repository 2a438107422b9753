import { and, count, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerDocuments, playerProfiles, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { DOCUMENT_STATE } from '@betsite/domain/document-deadline';

export type DocumentRow = typeof playerDocuments.$inferSelect;
export type DocumentInsert = typeof playerDocuments.$inferInsert;

/** Every upload of the player, newest first. */
export function listForUser(db: DbOrTx, userId: number): Promise<DocumentRow[]> {
  return db.select().from(playerDocuments).where(eq(playerDocuments.userId, userId)).orderBy(desc(playerDocuments.id));
}

/** The newest upload of each side. */
export function latestPerSide(rows: DocumentRow[]): DocumentRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.side) ? false : (seen.add(r.side), true)));
}

export async function findById(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(playerDocuments).where(eq(playerDocuments.id, id));
  return row;
}

/**
 * The documents in state `stato` for the back office, at most 200: the pending ones oldest first
 * (the queue of the 72-hour deadline), the decided ones newest first (the latest decisions, which
 * would otherwise fall out of the window once 200 had been taken).
 */
export function listByState(db: Db, stato: number) {
  return db
    .select({ doc: playerDocuments, username: users.username, contratto: users.contratto, nome: users.nome, cognome: users.cognome })
    .from(playerDocuments)
    .innerJoin(users, eq(users.id, playerDocuments.userId))
    .where(eq(playerDocuments.stato, stato))
    .orderBy(stato === DOCUMENT_STATE.PENDING ? playerDocuments.id : desc(playerDocuments.id))
    .limit(200);
}

/** How many files the player has uploaded after `since`, whatever became of them (superseded ones too). */
export async function countUploadsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.userId, userId), gt(playerDocuments.uploadedAt, since)));
  return row?.n ?? 0;
}

/**
 * Marks the player's uploads of `sides` still awaiting review as superseded (EXPIRED, with the
 * reason): a newer upload of the side replaces them in the operators' queue. The rows stay, as the
 * record of what was sent (and for the daily count); their files are removed by the caller.
 */
export async function supersedePending(db: DbOrTx, userId: number, sides: string[], reason: string): Promise<{ id: number; storageKey: string }[]> {
  if (sides.length === 0) return [];
  return db
    .update(playerDocuments)
    .set({ stato: DOCUMENT_STATE.EXPIRED, reason })
    .where(and(eq(playerDocuments.userId, userId), inArray(playerDocuments.side, sides), eq(playerDocuments.stato, DOCUMENT_STATE.PENDING)))
    .returning({ id: playerDocuments.id, storageKey: playerDocuments.storageKey });
}

/** Of `keys`, those a document other than `exceptIds` still points at (the demo rows share their files). */
export async function keysStillUsed(db: DbOrTx, keys: string[], exceptIds: number[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: playerDocuments.storageKey })
    .from(playerDocuments)
    .where(and(inArray(playerDocuments.storageKey, keys), exceptIds.length ? notInArray(playerDocuments.id, exceptIds) : undefined));
  return new Set(rows.map((r) => r.key));
}

/** The player whose document `id` awaits review, or undefined (unknown, or already decided). */
export async function pendingOwner(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: playerDocuments.userId })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.stato, DOCUMENT_STATE.PENDING)));
  return row?.userId;
}

/** Review only a document still awaiting it: the conditional update makes double reviews harmless. */
export async function review(db: DbOrTx, id: number, p: { stato: number; reason: string | null; by: number; at: Date }): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(playerDocuments)
    .set({ stato: p.stato, reason: p.reason, reviewedBy: p.by, reviewedAt: p.at })
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.stato, DOCUMENT_STATE.PENDING)))
    .returning();
  return row;
}

/** The summary state of the player's documents on the profile (`stato_documenti`), or null without a profile. */
export async function documentsSummary(db: Db, userId: number): Promise<number | null> {
  const rows = await db.select({ s: playerProfiles.statoDocumenti }).from(playerProfiles).where(eq(playerProfiles.userId, userId));
  return rows[0]?.s ?? null;
}

export async function insertUploads(db: DbOrTx, rows: DocumentInsert[]): Promise<void> {
  await db.insert(playerDocuments).values(rows);
}

export async function setDocumentsSummary(db: DbOrTx, userId: number, stato: number): Promise<void> {
  await db.update(playerProfiles).set({ statoDocumenti: stato }).where(eq(playerProfiles.userId, userId));
}
