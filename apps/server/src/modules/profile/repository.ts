import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { playerProfiles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof playerProfiles.$inferSelect;

export async function loadUserAndProfile(db: Db, userId: number): Promise<{ user: UserRow; profile: ProfileRow | null } | null> {
  const [row] = await db
    .select({ user: users, profile: playerProfiles })
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { user: row.user, profile: row.profile } : null;
}

/** Another account already uses this e-mail (case-insensitive) or mobile. */
export async function contactTakenByOther(db: Db, userId: number, c: { email?: string; cellulare?: string }): Promise<boolean> {
  if (c.email) {
    const [r] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${c.email.toLowerCase()}`, ne(users.id, userId)))
      .limit(1);
    if (r) return true;
  }
  if (c.cellulare) {
    const [r] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.cellulare, c.cellulare), ne(users.id, userId)))
      .limit(1);
    if (r) return true;
  }
  return false;
}

/** The consents document written at registration, read leniently (older rows may lack keys). */
export function readConsents(profile: ProfileRow | null): Record<string, unknown> {
  try {
    const v = JSON.parse(profile?.consents ?? '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Changes columns of the player's profile row (anagrafica, consents). */
export async function updateProfile(db: DbOrTx, userId: number, values: Partial<typeof playerProfiles.$inferInsert>): Promise<void> {
  await db.update(playerProfiles).set(values).where(eq(playerProfiles.userId, userId));
}
