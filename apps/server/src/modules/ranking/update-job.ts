import type { FastifyInstance } from 'fastify';
import { ticketPoints } from '@betsite/domain/ranking';
import type { AppDeps } from '../../deps.ts';
import { scheduleJob, withAdvisoryLock, type LockingDatabase } from '../../platform/scheduled-job.ts';
import { rankingExecutions } from '../../db/schema/index.ts';
import { addMovement, lastExecution, uncountedTickets } from './repository.ts';

/** Advisory lock key of the ranking update: one runner at a time across every process on the database. */
export const RANKING_UPDATE_LOCK_KEY = 7272041;
/** How often each process looks whether an update is due (the cycle itself is RANKING_UPDATE_INTERVAL_SECONDS). */
const TICK_MS = 60_000;
const BATCH = 500;
/** A ticket reported late (settled "in the past") is still counted if it is at most this much older than the last run. */
const LOOK_BACK_MS = 86_400_000;

const PLATFORM_NAME: Record<string, string> = {
  sport: 'Scommesse Sportive',
  casino: 'Casino',
  cash: 'Giochi Cash',
  gv: 'Gratta e Vinci',
  ippica: 'Ippica',
  virtual: 'Virtual',
};

/**
 * Counts the points of every settled ticket not yet counted (docs/ledger.md "Ranking points") and
 * records the run: its time is the page's 'ultimo aggiornamento'. Each ticket's movement has the
 * key `ticket:<code>` and moves the wallet in the same transaction, so two runs (or a run racing a
 * run of another process without the lock, on PGlite) count a ticket once.
 */
export async function countTicketPoints(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const last = await lastExecution(deps.db);
  const since = last ? new Date(last.countedUntil.getTime() - LOOK_BACK_MS) : new Date(0);
  let added = 0;
  let after = 0;
  for (;;) {
    const tickets = await uncountedTickets(deps.db, since, now, after, BATCH);
    if (tickets.length === 0) break;
    after = tickets[tickets.length - 1]!.id;
    for (const t of tickets) {
      const { points, convertible } = ticketPoints(t);
      if (points <= 0) continue;
      const inserted = await deps.db.transaction((tx) =>
        addMovement(tx, {
          userId: t.userId,
          key: `ticket:${t.code}`,
          causale: 'accrual',
          points,
          convertible,
          description: `${t.giocoDescr || PLATFORM_NAME[t.platform] || t.platform} · giocata ${t.code}${t.fun ? ' (Fun Bonus)' : ''}`,
          platform: t.platform,
          insDate: t.settledAt ?? now,
        }),
      );
      if (inserted) added += 1;
    }
  }
  return added;
}

/** One update: count the tickets and record the run. Answers null when another process holds the lock or it is not due. */
export async function runRankingUpdate(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  database: LockingDatabase,
  opts: { force?: boolean } = {},
): Promise<number | null> {
  return withAdvisoryLock(database, RANKING_UPDATE_LOCK_KEY, async () => {
    const now = deps.clock.now();
    const last = await lastExecution(deps.db);
    // Checked under the lock: a process that waited behind another's run finds it done.
    if (!opts.force && last && now.getTime() - last.executedAt.getTime() < deps.config.RANKING_UPDATE_INTERVAL_SECONDS * 1000) return null;
    const added = await countTicketPoints(deps);
    await deps.db.insert(rankingExecutions).values({ executedAt: now, countedUntil: now, movements: added });
    return added;
  });
}

/** Every process ticks; the lock and the due check make one of them run each ~12-hour update. */
export function scheduleRankingUpdate(app: FastifyInstance, deps: AppDeps, database: LockingDatabase): void {
  if (deps.config.RANKING_UPDATE_INTERVAL_SECONDS === 0) return;
  scheduleJob(app, {
    everyMs: TICK_MS,
    run: () => runRankingUpdate(deps, database),
    report: (n) => {
      if (n !== null) app.log.info({ movements: n }, 'punti ranking aggiornati');
    },
    failureMessage: 'aggiornamento punti ranking non riuscito',
  });
}
