import { and, eq, inArray, isNull } from 'drizzle-orm';
import { betSessions, playerNotes, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

/**
 * Revokes one live site session of that player; undefined when there is none (another player's,
 * already closed, or the id is not a player's: an operator's site sessions are not the back office's to close).
 */
export async function revokePlayerSession(tx: DbOrTx, userId: number, sessionId: string, at: Date): Promise<{ id: string; lastSeenAt: Date } | undefined> {
  const player = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'player')));
  const [row] = await tx
    .update(betSessions)
    .set({ revokedAt: at, revokeReason: 'operator' })
    .where(
      and(
        eq(betSessions.id, sessionId),
        eq(betSessions.userId, userId),
        inArray(betSessions.userId, player),
        eq(betSessions.scope, 'player'),
        isNull(betSessions.revokedAt),
      ),
    )
    .returning({ id: betSessions.id, lastSeenAt: betSessions.lastSeenAt });
  return row;
}

export async function insertPlayerNote(tx: DbOrTx, note: { userId: number; operatorId: number; body: string; createdAt: Date }): Promise<number> {
  const [row] = await tx.insert(playerNotes).values(note).returning({ id: playerNotes.id });
  return row!.id;
}
