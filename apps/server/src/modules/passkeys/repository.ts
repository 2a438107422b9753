import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeyChallenges, passkeys, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'register' | 'login';

export async function saveChallenge(
  db: Db,
  c: { challenge: string; purpose: ChallengePurpose; userId: number | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Expired challenges go as new ones come: the table holds only the last couple of minutes.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(now.getTime() - 60_000)));
  await db.insert(passkeyChallenges).values(c);
}

/**
 * Spends a challenge: it must be of this purpose, unused and unexpired; one statement, so two
 * requests racing with the same challenge cannot both have it. Returns its owner (null: anyone).
 */
export async function consumeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, now: Date): Promise<{ userId: number | null } | null> {
  const [row] = await db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: passkeyChallenges.userId });
  return row ?? null;
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Adds a passkey under the player's row lock, so two additions at once cannot both pass the limit:
 * 'limit' when the player already has `max`, null when the credential is registered (to anyone).
 */
export async function insertPasskey(
  db: Db,
  p: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string; createdAt: Date },
  max: number,
): Promise<PasskeyRow | 'limit' | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, p.userId)).for('update');
    const [n] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, p.userId));
    if (Number(n?.n ?? 0) >= max) return 'limit' as const;
    const [row] = await tx.insert(passkeys).values(p).onConflictDoNothing().returning();
    return row ?? null;
  });
}

/**
 * Removes every passkey of the player (a password changed or recovered: a passkey added by someone
 * who had the account must not outlive it). Answers how many there were.
 */
export async function deleteAllPasskeys(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return rows.length;
}

/** Only the player's own passkey; false when there is none of theirs with that id. */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/**
 * Records a use: the new signature counter, only if it still is the one verified against (a clone
 * racing with the same counter loses). Authenticators that keep no counter (always 0) pass.
 */
export async function recordUse(db: Db, row: PasskeyRow, newCounter: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: at })
    .where(
      and(
        eq(passkeys.id, row.id),
        eq(passkeys.counter, row.counter),
        or(gt(sql`${newCounter}::bigint`, passkeys.counter), and(eq(passkeys.counter, 0), sql`${newCounter}::bigint = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
}
