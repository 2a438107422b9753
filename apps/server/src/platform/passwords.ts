import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// argon2id (algorithm 2) with OWASP's recommended m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each argon2id run holds 19 MiB and keeps one core busy. libuv would run four at once: 76 MiB,
 * the server's memory peak under the login benchmark (docs/performance.md), and every core taken
 * from the event loop and PostgreSQL. One core is left to the rest (one run at a time on two
 * cores, at most four); further logins wait their turn.
 */
const argon2Slots = pLimit(Math.max(1, Math.min(4, availableParallelism() - 1)));

export const hashPassword = (password: string) => argon2Slots(() => hash(password, OPTIONS));

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** Verified against when the username does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}
