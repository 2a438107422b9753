import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { codiceFiscaleKey, depositLimits, playerProfiles, preRegistrations, registrationAttempts, users } from '../../db/schema/index.ts';

export type AttemptRow = typeof registrationAttempts.$inferSelect;

/** Account states that forbid opening a new account with the same fiscal code (blocked, self-excluded). */
const BARRED_STATES = [6, 7, 8, 9, 70, 80];

export async function attemptsFromIpSince(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrationAttempts)
    .where(and(eq(registrationAttempts.ip, ip), gt(registrationAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Which of the unique data is already someone's: fiscal code, e-mail, mobile. The fiscal code is the
 * person's, whichever omocodia variant of it was typed or stored; barred when any account of theirs is.
 */
export async function duplicates(
  db: Db,
  p: { codiceFiscale: string; email: string; mobile: string },
): Promise<{ cf: boolean; email: boolean; mobile: boolean; barred: boolean }> {
  const holders = await db
    .select({ statoConto: users.statoConto, esclusione: users.esclusione })
    .from(playerProfiles)
    .innerJoin(users, eq(users.id, playerProfiles.userId))
    .where(eq(codiceFiscaleKey(playerProfiles.codiceFiscale), codiceFiscaleKey(p.codiceFiscale)));
  return {
    cf: holders.length > 0,
    barred: holders.some((h) => BARRED_STATES.includes(h.statoConto) || h.esclusione !== null),
    ...(await contactsTaken(db, p)),
  };
}

/** Whether an account already has this e-mail (any case) or this mobile: one query. */
export async function contactsTaken(db: Db, p: { email: string; mobile: string }): Promise<{ email: boolean; mobile: boolean }> {
  const contacts = await db
    .select({ email: users.email, cellulare: users.cellulare })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${p.email.toLowerCase()}`, eq(users.cellulare, p.mobile)));
  return {
    email: contacts.some((c) => c.email.toLowerCase() === p.email.toLowerCase()),
    mobile: contacts.some((c) => c.cellulare === p.mobile),
  };
}

export { usernameTaken } from '../users/repository.ts';

export async function contractTaken(db: Db, numConto: string): Promise<boolean> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.contratto, numConto));
  const [a] = await db.select({ n: registrationAttempts.numConto }).from(registrationAttempts).where(eq(registrationAttempts.numConto, numConto));
  return Boolean(u || a);
}

export async function hasPreRegistration(db: Db, email: string, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: preRegistrations.id })
    .from(preRegistrations)
    .where(or(sql`lower(${preRegistrations.email}) = ${email.toLowerCase()}`, eq(preRegistrations.cellulare, mobile)))
    .limit(1);
  return Boolean(row);
}

/**
 * The attempt `numConto` if it is still open, younger than `since`, has the same data and both its
 * OTPs verified: the one VerifyRegister may carry over (-200) for the client that holds it.
 */
export async function verifiedAttempt(
  db: Db,
  p: { numConto: string; codiceFiscale: string; email: string; mobile: string },
  since: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationAttempts)
    .where(
      and(
        eq(registrationAttempts.numConto, p.numConto),
        eq(registrationAttempts.codiceFiscale, p.codiceFiscale),
        sql`lower(${registrationAttempts.email}) = ${p.email.toLowerCase()}`,
        eq(registrationAttempts.mobile, p.mobile),
        isNotNull(registrationAttempts.mobileVerifiedAt),
        isNotNull(registrationAttempts.emailVerifiedAt),
        isNull(registrationAttempts.completedAt),
        gt(registrationAttempts.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAttempt(db: DbOrTx, row: typeof registrationAttempts.$inferInsert): Promise<void> {
  await db.insert(registrationAttempts).values(row);
}

export async function findAttempt(db: Db, numConto: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(registrationAttempts).where(eq(registrationAttempts.numConto, numConto));
  return row;
}

export async function markVerified(db: Db, numConto: string, type: 1 | 2, at: Date): Promise<void> {
  await db
    .update(registrationAttempts)
    .set(type === 1 ? { mobileVerifiedAt: at } : { emailVerifiedAt: at })
    .where(eq(registrationAttempts.numConto, numConto));
}

/** A random id in 1..2^53-1 (the legacy reply carries a number): unguessable, unlike the row's serial key. */
const randomPublicId = () => Number(randomBytes(8).readBigUInt64BE() >> 11n) || 1;

export async function insertPreRegistration(db: Db, p: { nome: string; cognome: string; email: string; cellulare: string }): Promise<number> {
  const [row] = await db
    .insert(preRegistrations)
    .values({ ...p, publicId: randomPublicId() })
    .returning({ publicId: preRegistrations.publicId });
  return row!.publicId;
}

export async function findPreRegistration(db: Db, publicId: number) {
  const [row] = await db.select().from(preRegistrations).where(eq(preRegistrations.publicId, publicId));
  return row;
}

/**
 * Closes an attempt only if still open (the registration's first write: a concurrent submission of
 * the same attempt waits on this row, then finds it used). False when it was already closed.
 */
export async function closeAttempt(tx: DbOrTx, numConto: string, at: Date): Promise<boolean> {
  const closed = await tx
    .update(registrationAttempts)
    .set({ completedAt: at })
    .where(and(eq(registrationAttempts.numConto, numConto), isNull(registrationAttempts.completedAt)))
    .returning({ n: registrationAttempts.numConto });
  return closed.length === 1;
}

/** Inserts the player and their profile (run it inside the registration's transaction); the new user's id. */
/**
 * The player, their profile and the weekly deposit limit chosen in the wizard (euro), stored as the
 * limit it is: the limits' history (a trigger on `deposit_limits`) starts at registration, so a later
 * change shows what it changed from.
 */
export async function createPlayer(tx: DbOrTx, user: typeof users.$inferInsert, profile: Omit<typeof playerProfiles.$inferInsert, 'userId'>): Promise<number> {
  const [u] = await tx.insert(users).values(user).returning({ id: users.id });
  await tx.insert(playerProfiles).values({ ...profile, userId: u!.id });
  if (profile.depositoMassimo > 0) {
    const at = user.createdAt ?? new Date();
    await tx
      .insert(depositLimits)
      .values({ userId: u!.id, periodo: 'WW', importo: profile.depositoMassimo * 100, numVoltePeriodo: 1, createdAt: at, updatedAt: at });
  }
  return u!.id;
}
