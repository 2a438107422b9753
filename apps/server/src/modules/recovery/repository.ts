import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OutboxTx } from '../../platform/outbox.ts';
import { setPassword } from '../users/repository.ts';
import { betSessions, playerProfiles, recoveryChallenges, users } from '../../db/schema/index.ts';

export interface RecoverableUser {
  id: number;
  username: string;
  nome: string;
  email: string;
  questionId: number;
  answerHash: string;
}

/**
 * A player with a secret question (a profile): only those can recover credentials — never an
 * operator's account, whose password is the back office's business, even one given a profile.
 */
const recoverableUsers = (db: Db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      nome: users.nome,
      email: users.email,
      questionId: playerProfiles.securityQuestionId,
      answerHash: playerProfiles.securityAnswerHash,
    })
    .from(users)
    .innerJoin(playerProfiles, and(eq(playerProfiles.userId, users.id), eq(users.role, 'player')));

/** The account an e-mail recovers. Several accounts may share an address; the newest one is the one the player is asked about. */
export async function findRecoverableUser(db: Db, email: string): Promise<RecoverableUser | undefined> {
  const [row] = await recoverableUsers(db)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(users.id))
    .limit(1);
  return row;
}

export async function findUserForChallenge(db: Db, userId: number): Promise<RecoverableUser | undefined> {
  const [row] = await recoverableUsers(db).where(eq(users.id, userId));
  return row;
}

/**
 * Opens a new challenge for the asking browser (`askerHash`); an earlier open one of the same
 * browser for the same e-mail stops working. Another browser's questions are not touched: asking
 * cannot take the owner's question away.
 */
export async function openChallenge(
  db: Db,
  p: { emailKey: string; askerHash: string; questionId: number; userId: number | null; passedBotCheck: boolean; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(recoveryChallenges)
      .set({ usedAt: p.now })
      .where(and(eq(recoveryChallenges.emailKey, p.emailKey), eq(recoveryChallenges.askerHash, p.askerHash), isNull(recoveryChallenges.usedAt)));
    await tx.insert(recoveryChallenges).values({
      emailKey: p.emailKey,
      askerHash: p.askerHash,
      questionId: p.questionId,
      userId: p.userId,
      passedBotCheck: p.passedBotCheck,
      expiresAt: p.expiresAt,
      createdAt: p.now,
    });
  });
}

/**
 * Takes the asking browser's live challenge exactly once (the conditional update wins against a
 * concurrent answer). An answer from anywhere else finds none: it can neither use the owner's
 * question nor a bot check the owner passed.
 */
export async function consumeChallenge(
  db: Db,
  emailKey: string,
  askerHash: string,
  now: Date,
): Promise<{ questionId: number; userId: number | null; passedBotCheck: boolean } | null> {
  const [open] = await db
    .select({ id: recoveryChallenges.id })
    .from(recoveryChallenges)
    .where(
      and(
        eq(recoveryChallenges.emailKey, emailKey),
        eq(recoveryChallenges.askerHash, askerHash),
        isNull(recoveryChallenges.usedAt),
        gt(recoveryChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(recoveryChallenges.id))
    .limit(1);
  if (!open) return null;
  const [used] = await db
    .update(recoveryChallenges)
    .set({ usedAt: now })
    .where(and(eq(recoveryChallenges.id, open.id), isNull(recoveryChallenges.usedAt)))
    .returning({ questionId: recoveryChallenges.questionId, userId: recoveryChallenges.userId, passedBotCheck: recoveryChallenges.passedBotCheck });
  return used ?? null;
}

/** How long a mailed temporary password opens the account (the mail says so). */
export const TEMPORARY_PASSWORD_HOURS = 24;

/**
 * Replaces the password with a temporary one; `andThen` runs in the same transaction (the mail that
 * carries it is recorded there: a password nobody was told about never replaces the old one).
 */
export async function setTemporaryPassword(db: Db, userId: number, passwordHash: string, now: Date, andThen: (tx: OutboxTx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash, true);
    await tx
      .update(users)
      .set({ temporaryPasswordUntil: new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000) })
      .where(eq(users.id, userId));
    await tx
      .update(betSessions)
      .set({ revokedAt: now, revokeReason: 'password-recovery' })
      .where(and(eq(betSessions.userId, userId), isNull(betSessions.revokedAt)));
    await andThen(tx);
  });
}
