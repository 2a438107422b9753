import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The one place that reads and writes the `users` row for the other modules (session, registration,
 * confirmation, profile, documents, PEP, payments): a change to how a player is found or marked is
 * made here once. Transactions pass their `tx` as `db`.
 */
export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** Usernames are unique case-insensitively (the legacy site accepted any case at login). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return u;
}

/** Whether a username is taken, case-insensitively (registration and migration check it first). */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return Boolean(await findUserByUsername(db, username));
}

export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
}

/** A new login: the last one becomes the previous one (the player's 'Ultimo accesso'). */
export async function recordLogin(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: at })
    .where(eq(users.id, userId));
}

/** True when the player exists (and now has the terms accepted). */
export async function acceptTerms(db: Db, userId: number): Promise<boolean> {
  const rows = await db.update(users).set({ termsAccepted: true }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

export async function markEmailConfirmed(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ emailConfirmed: true, lastEmailVerificationAt: at }).where(eq(users.id, userId));
}

export async function markMobileConfirmed(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ mobileConfirmed: true, lastMobileVerificationAt: at }).where(eq(users.id, userId));
}

/** A new password; `mustChange` forces the change at the next login (recovery sends a temporary one). */
export async function setPassword(db: DbOrTx, userId: number, passwordHash: string, mustChange: boolean): Promise<void> {
  await db.update(users).set({ passwordHash, cambioPassword: mustChange, temporaryPasswordUntil: null }).where(eq(users.id, userId));
}

/** A new e-mail address, confirmed by the code the player just typed. */
export async function changeEmail(db: DbOrTx, userId: number, email: string, at: Date): Promise<void> {
  await db.update(users).set({ email, emailConfirmed: true, lastEmailVerificationAt: at }).where(eq(users.id, userId));
}

/** A new mobile number, confirmed by the code the player just typed. */
export async function changeMobile(db: DbOrTx, userId: number, cellulare: string, at: Date): Promise<void> {
  await db.update(users).set({ cellulare, mobileConfirmed: true, lastMobileVerificationAt: at }).where(eq(users.id, userId));
}

/** Two-factor set-up: a secret waiting for its first code, switched on with it, or everything off. */
export async function setPendingTwoFactorSecret(db: DbOrTx, userId: number, secret: string): Promise<void> {
  await db.update(users).set({ twoFactorPendingSecret: secret }).where(eq(users.id, userId));
}
export async function enableTwoFactor(db: DbOrTx, userId: number, secret: string): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: true, twoFactorSecret: secret, twoFactorPendingSecret: null }).where(eq(users.id, userId));
}
export async function disableTwoFactor(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null }).where(eq(users.id, userId));
}

/**
 * Both identity-document sides approved: a provisional account becomes validated (1 → 2); one the
 * back office holds blocked keeps its block, and the state its unblock gives back becomes validated.
 * Each change is conditional on the state as the database has it when the statement runs, not as it
 * was read before: a block, a self-exclusion or an exclusion committed meanwhile is never overwritten
 * with an open state.
 */
export async function validateProvisional(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ statoConto: 2 })
    .where(and(eq(users.id, userId), eq(users.statoConto, 1)));
  await db
    .update(users)
    .set({ blockedFromState: 2 })
    .where(and(eq(users.id, userId), eq(users.statoConto, 6), eq(users.blockedFromState, 1)));
}

/** The PEP questionnaire was filled in: the status check stops asking for it. */
export async function clearPepRequest(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ richiedePep: false }).where(eq(users.id, userId));
}
