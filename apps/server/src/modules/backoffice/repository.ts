import { and, eq, isNull } from 'drizzle-orm';
import { betSessions, playerNotes } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

/** Revokes one live player session of that player; undefined when there is none (another player's, already closed). */
export async function revokePlayerSession(tx: DbOrTx, userId: number, sessionId: string, at: Date): Promise<{ id: string; lastSeenAt: Date } | undefined> {
  const [row] = await tx
    .update(betSessions)
    .set({ revokedAt: at, revokeReason: 'operator' })
    .where(and(eq(betSessions.id, sessionId), eq(betSessions.userId, userId), eq(betSessions.scope, 'player'), isNull(betSessions.revokedAt)))
    .returning({ id: betSessions.id, lastSeenAt: betSessions.lastSeenAt });
  return row;
}

export async function insertPlayerNote(tx: DbOrTx, note: { userId: number; operatorId: number; body: string; createdAt: Date }): Promise<number> {
  const [row] = await tx.insert(playerNotes).values(note).returning({ id: playerNotes.id });
  return row!.id;
}
