import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { scheduleJob } from '../../platform/scheduled-job.ts';
import type { GamePlatformPort } from '../games/port.ts';
import { sportFeedOf } from './event-rows.ts';
import { settleFinished } from './settle.ts';

/** How often the feed's results settle the open tickets. */
const SETTLE_MS = 60_000;

/**
 * The feed's results settle the open tickets. Idempotent through the port (a ticket settles once),
 * so every process may run it: no advisory lock. Nothing to do without a sport feed.
 */
export function scheduleSportSettlement(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  port: Pick<GamePlatformPort, 'settleTicket'>,
): void {
  const feed = sportFeedOf(deps);
  if (!feed) return;
  scheduleJob(app, {
    everyMs: SETTLE_MS,
    run: () => settleFinished(deps.db, feed, port, deps.clock.now()),
    report: (n) => {
      if (n) app.log.info({ settled: n }, 'sport settlement');
    },
    failureMessage: 'sport settlement',
  });
}
