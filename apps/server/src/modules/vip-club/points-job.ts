import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { compPointRuns } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
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
  database: Pick<Database, 'kind' | 'lockConnection'>,
  opts: { force?: boolean } = {},
): Promise<number | null> {
  const lock = await database.lockConnection();
  try {
    if (database.kind === 'postgres') {
      const r = (await lock.query(`select pg_try_advisory_lock(${COMP_POINTS_LOCK_KEY}) as locked`)) as { rows: { locked: boolean }[] };
      if (!r.rows[0]?.locked) return null;
    }
    try {
      const now = deps.clock.now();
      const last = await lastRun(deps.db);
      if (!opts.force && last && now.getTime() - last.getTime() < deps.config.VIP_POINTS_INTERVAL_HOURS * 3_600_000) return null;
      const tickets = await accrueSettledTickets(deps.db, now);
      await deps.db.insert(compPointRuns).values({ executedAt: now, tickets });
      return tickets;
    } finally {
      await lock.query(`select pg_advisory_unlock(${COMP_POINTS_LOCK_KEY})`).catch(() => undefined);
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Every process checks each minute whether a pass is due; the advisory lock makes one of them do it. */
export function scheduleCompPointUpdate(app: FastifyInstance, deps: AppDeps, database: Pick<Database, 'kind' | 'lockConnection'>): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runCompPointUpdate(deps, database)
      .then((n) => {
        if (n) app.log.info({ tickets: n }, 'punti VIP aggiornati');
      })
      .catch((err: unknown) => app.log.error({ err }, 'aggiornamento punti VIP non riuscito'))
      .finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, CHECK_MS);
    timer.unref();
    // A fresh start checks at once: a pass overdue (or never run) does not wait another minute.
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
