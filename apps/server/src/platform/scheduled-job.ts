import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** What a job needs of the database: a connection of its own to hold a session-level advisory lock. */
export type LockingDatabase = Pick<Database, 'kind' | 'lockConnection'>;

/**
 * Runs `work` while holding the PostgreSQL advisory lock `key`, so one process at a time does it
 * across every process on the database; answers null, without running it, when another process
 * holds the lock. The lock lives on a connection of its own (a pooled one could be handed to other
 * work while locked) and goes with it. PGlite has one process: there, `work` always runs.
 */
export async function withAdvisoryLock<T>(database: LockingDatabase, key: number, work: () => Promise<T>): Promise<T | null> {
  const lock = await database.lockConnection();
  try {
    if (database.kind === 'postgres') {
      const r = (await lock.query(`select pg_try_advisory_lock(${key}) as locked`)) as { rows: { locked: boolean }[] };
      if (!r.rows[0]?.locked) return null;
    }
    try {
      return await work();
    } finally {
      await lock.query(`select pg_advisory_unlock(${key})`).catch(() => undefined);
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

export interface ScheduledJob<T> {
  /** Milliseconds between two ticks of this process's timer. */
  everyMs: number;
  /** Also tick as soon as the app is ready (a pass overdue at start-up does not wait a whole interval). */
  tickAtStart?: boolean;
  /** One pass; it takes its own lock and due checks (see withAdvisoryLock). */
  run: () => Promise<T>;
  /** Logs what a pass did. */
  report: (result: T) => void;
  /** The log message of a pass that failed. */
  failureMessage: string;
}

/**
 * Every process runs the timer from the app's start to its close; a tick while the previous pass
 * still runs is skipped, and closing the app waits for the pass under way. The timer does not keep
 * the process alive.
 */
export function scheduleJob<T>(app: FastifyInstance, job: ScheduledJob<T>): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((result) => job.report(result))
      .catch((err: unknown) => app.log.error({ err }, job.failureMessage))
      .finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.everyMs);
    timer.unref();
    if (job.tickAtStart) tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
