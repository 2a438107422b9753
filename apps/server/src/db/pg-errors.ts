/**
 * PostgreSQL error codes the services react to, checked once here. Drizzle and the drivers wrap the
 * server's error in `cause` (sometimes twice), so each check walks the chain. The same codes come
 * from node-postgres and from PGlite.
 */
interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

function findPgError(err: unknown, codes: readonly string[]): PgErrorLike | null {
  for (let e: unknown = err; e; e = (e as PgErrorLike).cause) {
    const pg = e as PgErrorLike;
    if (pg.code && codes.includes(pg.code)) return pg;
  }
  return null;
}

/** Deadlock (40P01) or serialization failure (40001): the transaction may simply be run again. */
export const isRetryableConflict = (err: unknown): boolean => findPgError(err, ['40P01', '40001']) !== null;

/** A row refused by a CHECK constraint (23514), e.g. a balance that may not go negative. */
export const isCheckViolation = (err: unknown): boolean => findPgError(err, ['23514']) !== null;

/** The violated unique constraint (23505) by name (its message, or '' when neither is known), or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const pg = findPgError(err, ['23505']);
  return pg ? (pg.constraint ?? pg.message ?? '') : null;
}

/** A row lock taken with NOWAIT that another transaction holds (55P03). */
export const isLockNotAvailable = (err: unknown): boolean => findPgError(err, ['55P03']) !== null;
