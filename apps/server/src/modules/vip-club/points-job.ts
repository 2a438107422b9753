import type { FastifyInstance } from 'fastify';
import { compPointRuns } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { scheduleJob, withAdvisoryLock, type LockingDatabase } from '../../platform/scheduled-job.ts';
import { accrueSettledTickets } from './points-ledger.ts';
import { lastRun } from './repository.ts';

/** How often each process asks whether a pass is due (the pass itself comes every VIP_POINTS_INTERVAL_HOURS). */
const CHECK_MS = 60_000;

/** Advisory lock key of the comp-point update: one runner at a time across every process on the database. */
export const COMP_POINTS_LOCK_KEY = 7272031;

/**
 * One pass of the points update (document 3 §9: about every 12 hours): every settled ticket of a
 * member not yet counted becomes its points movement. Each ticket's movement is keyed, so a pass
 * racing another changes nothing twice; the lock only saves several processes the same work.
 * A pass is due `VIP_POINTS_INTERVAL_HOURS` after the last one (read under the lock, so two
 * processes never both run the same pass); `force` runs it anyway. Answers the tickets counted,
 * or null when another process holds the lock or no pass is due.
 */
export async function runCompPointUpdate(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  database: LockingDatabase,
  opts: { force?: boolean } = {},
): Promise<number | null> {
  return withAdvisoryLock(database, COMP_POINTS_LOCK_KEY, async () => {
    const now = deps.clock.now();
    const last = await lastRun(deps.db);
    if (!opts.force && last && now.getTime() - last.getTime() < deps.config.VIP_POINTS_INTERVAL_HOURS * 3_600_000) return null;
    const tickets = await accrueSettledTickets(deps.db, now);
    await deps.db.insert(compPointRuns).values({ executedAt: now, tickets });
    return tickets;
  });
}

/** Every process checks each minute whether a pass is due; the advisory lock makes one of them do it. */
export function scheduleCompPointUpdate(app: FastifyInstance, deps: AppDeps, database: LockingDatabase): void {
  scheduleJob(app, {
    everyMs: CHECK_MS,
    // A fresh start checks at once: a pass overdue (or never run) does not wait another minute.
    tickAtStart: true,
    run: () => runCompPointUpdate(deps, database),
    report: (n) => {
      if (n) app.log.info({ tickets: n }, 'punti VIP aggiornati');
    },
    failureMessage: 'aggiornamento punti VIP non riuscito',
  });
}
