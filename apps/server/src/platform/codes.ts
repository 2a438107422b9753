import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

/** Security codes last 3 minutes (document 1 §9). */
export const CODE_TTL_MS = 3 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const hash = (purpose: string, subject: string, code: string) => createHash('sha256').update(`${purpose}\u0000${subject}\u0000${code}`).digest('hex');

export function randomDigits(n = 6): string {
  return Array.from({ length: n }, () => randomInt(0, 10)).join('');
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface CodeRequest {
  purpose: string;
  subject: string;
  userId?: number | null;
  channel: string;
  ttlMs?: number;
  /** The secret itself when it is not a 6-digit code (a print token); hashed like a code. */
  secret?: string;
}

/** In the caller's transaction: the new code replaces the unused ones of the same purpose and subject. */
export async function insertCode(tx: Tx, now: Date, p: CodeRequest): Promise<string> {
  const code = p.secret ?? randomDigits(6);
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.purpose, p.purpose), eq(oneTimeCodes.subject, p.subject), isNull(oneTimeCodes.usedAt)));
  await tx.insert(oneTimeCodes).values({
    purpose: p.purpose,
    subject: p.subject,
    userId: p.userId ?? null,
    channel: p.channel,
    codeHash: hash(p.purpose, p.subject, code),
    expiresAt: new Date(now.getTime() + (p.ttlMs ?? CODE_TTL_MS)),
  });
  return code;
}

/** Whether a code of this purpose and subject, sent by this channel, can still be used (unused, unexpired, tries left). */
export async function hasLiveCode(tx: Tx, now: Date, p: Pick<CodeRequest, 'purpose' | 'subject' | 'channel'>): Promise<boolean> {
  const [row] = await tx
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, p.purpose),
        eq(oneTimeCodes.subject, p.subject),
        eq(oneTimeCodes.channel, p.channel),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Issues a fresh single-use code; earlier unused codes for the same purpose and subject stop working. */
export async function issueCode(db: Db, clock: Clock, p: CodeRequest): Promise<string> {
  const now = clock.now();
  return db.transaction((tx) => insertCode(tx, now, p));
}

/**
 * Consumes a code exactly once: true only for the live, unused code, within its tries.
 *
 * The try is reserved before the comparison, in one conditional update of the newest live code
 * (`attempts < 5`): requests that arrive together each take a try of their own, so a burst from many
 * addresses gets five guesses at a code, not one each. A matching code then spends it with a second
 * conditional update, which is what makes it single-use under concurrent requests.
 */
export async function consumeCode(
  db: Db,
  clock: Clock,
  p: { purpose: string; subject: string; code: string },
): Promise<{ ok: boolean; userId: number | null }> {
  const now = clock.now();
  const newestLive = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, p.purpose), eq(oneTimeCodes.subject, p.subject), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, newestLive), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, userId: oneTimeCodes.userId });
  if (!row) return { ok: false, userId: null };
  if (!sameHash(row.codeHash, hash(p.purpose, p.subject, p.code.trim()))) return { ok: false, userId: null };
  return spend(db, now, row);
}

/**
 * Consumes a long random secret (a print token) exactly once, found by its hash: a wrong guess
 * touches no row, so nobody can wear out the owner's token by guessing at it (its 192 bits need no
 * count of tries).
 */
export async function consumeSecret(
  db: Db,
  clock: Clock,
  p: { purpose: string; subject: string; secret: string },
): Promise<{ ok: boolean; userId: number | null }> {
  const now = clock.now();
  const [row] = await db
    .select({ id: oneTimeCodes.id, userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, p.purpose),
        eq(oneTimeCodes.subject, p.subject),
        eq(oneTimeCodes.codeHash, hash(p.purpose, p.subject, p.secret)),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return { ok: false, userId: null };
  return spend(db, now, row);
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Marks the code used; only the first of concurrent requests gets true. */
async function spend(db: Db, now: Date, row: { id: number; userId: number | null }): Promise<{ ok: boolean; userId: number | null }> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return { ok: used.length === 1, userId: row.userId };
}
