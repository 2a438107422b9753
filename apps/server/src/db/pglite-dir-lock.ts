import { lock } from 'proper-lockfile';

/** How long a start waits for the process before it to let go of the directory (a SIGTERM drains first). */
export const PGLITE_LOCK_WAIT_MS = 20_000;
/** A lock not refreshed for this long was left by a process that died (kill -9, power cut): it is taken over. */
const STALE_MS = 10_000;

/** Another process of the site holds the PGlite directory. */
export class DatabaseInUseError extends Error {
  constructor(dir: string) {
    super(
      `La cartella del database ${dir} è usata da un altro processo del sito: PGlite ne ammette uno solo. ` +
        `Fermalo prima di avviarne un altro, oppure usa PostgreSQL (DATABASE_URL) per più processi.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * Holds the PGlite directory for this process, as PostgreSQL's postmaster.pid does for its data
 * directory. Each PGlite keeps its own pages in memory and writes them back on its own, so two
 * processes on one directory overwrite each other's writes (a credited deposit gone, a corrupted
 * table) without an error. A lock directory beside it (`<dir>.lock`, proper-lockfile: created
 * atomically, refreshed while held) decides who runs. A start waits up to `waitMs` for a process
 * that is shutting down, then refuses. Returns the release.
 */
export async function lockPgliteDir(dir: string, waitMs = PGLITE_LOCK_WAIT_MS): Promise<() => Promise<void>> {
  try {
    return await lock(dir, {
      stale: STALE_MS,
      retries: { retries: Math.floor(waitMs / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      // The refresh failed or another process took the lock over: writing on would be the very harm
      // the lock prevents, so the process stops (the supervisor restarts it, and it waits its turn).
      onCompromised: (err) => {
        throw new Error(`Blocco della cartella del database ${dir} perso (${err.message}): il processo si ferma.`);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseInUseError(dir);
    throw err;
  }
}
