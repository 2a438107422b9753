import { isRetryableConflict } from './pg-errors.ts';

/** How many times a transaction PostgreSQL aborted is run in all (the first run and the retries). */
export const TX_ATTEMPTS = 3;

/**
 * Runs `work` again when PostgreSQL aborted it with a deadlock (40P01) or a serialization failure
 * (40001): the transaction was rolled back whole, so running it again is safe for any `work` that
 * is one transaction (or one statement) and decides everything inside it. Any other error, or the
 * same conflict on the last attempt, is thrown. The server's one retry loop (docs/architecture.md).
 */
export async function withTxRetry<T>(work: (attempt: number) => Promise<T>, attempts: number = TX_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (err) {
      if (attempt >= attempts || !isRetryableConflict(err)) throw err;
    }
  }
}
