import { and, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codiceFiscaleKey, legacyAccounts, playerProfiles, users } from '../../db/schema/index.ts';

export type LegacyRow = typeof legacyAccounts.$inferSelect;

/** The legacy accounts a fiscal code and invitation code unlock (the invitation is not case-sensitive). */
export async function legacyRows(db: Db, codiceFiscale: string, invitation: string): Promise<LegacyRow[]> {
  return db
    .select()
    .from(legacyAccounts)
    .where(and(eq(legacyAccounts.codiceFiscale, codiceFiscale), sql`upper(${legacyAccounts.invitation}) = ${invitation.toUpperCase()}`))
    .orderBy(legacyAccounts.id);
}

export { usernameTaken } from '../users/repository.ts';

/** Whether a player already holds the code or one of its omocodia variants (the same person). */
export async function fiscalCodeInUse(db: Db, codiceFiscale: string): Promise<boolean> {
  const [p] = await db
    .select({ id: playerProfiles.userId })
    .from(playerProfiles)
    .where(eq(codiceFiscaleKey(playerProfiles.codiceFiscale), codiceFiscaleKey(codiceFiscale)))
    .limit(1);
  return Boolean(p);
}

export interface NewAccount {
  user: Omit<typeof users.$inferInsert, 'id'>;
  profile: Omit<typeof playerProfiles.$inferInsert, 'userId'>;
}

/**
 * Claims the legacy rows and creates the single account in one transaction. The claim is a
 * conditional update, so of two concurrent migrations only one finds the rows still unclaimed.
 * Returns null when another migration got there first (the transaction is rolled back).
 */
export async function migrate(db: Db, legacyIds: number[], account: NewAccount, now: Date): Promise<{ id: number } | null> {
  try {
    return await claimAndCreate(db, legacyIds, account, now);
  } catch (err) {
    if (err instanceof TransactionRollbackError) return null;
    throw err;
  }
}

function claimAndCreate(db: Db, legacyIds: number[], account: NewAccount, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(legacyAccounts)
      .set({ migratedAt: now })
      .where(and(inArray(legacyAccounts.id, legacyIds), isNull(legacyAccounts.migratedAt)))
      .returning({ id: legacyAccounts.id });
    if (claimed.length !== legacyIds.length) {
      tx.rollback();
    }
    const [user] = await tx.insert(users).values(account.user).returning({ id: users.id });
    if (!user) tx.rollback();
    await tx.insert(playerProfiles).values({ ...account.profile, userId: user!.id });
    await tx.update(legacyAccounts).set({ migratedUserId: user!.id }).where(inArray(legacyAccounts.id, legacyIds));
    return { id: user!.id };
  });
}
