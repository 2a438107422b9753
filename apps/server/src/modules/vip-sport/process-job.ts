import type { FastifyInstance } from 'fastify';
import { scheduleJob, withAdvisoryLock, type LockingDatabase } from '../../platform/scheduled-job.ts';
import type { VipSportService } from './service.ts';

/** Advisory lock key of the VIP Sport processing: one runner at a time across every process on the database. */
export const VIP_SPORT_LOCK_KEY = 7272051;
/** Document 3 §4, §9: 'VIP profiles processed every 12 hours'. */
const INTERVAL_MS = 12 * 3_600_000;

/**
 * One pass: every player's ended periods not processed yet (and still in their coupon window) are
 * processed, and earn their coupon when the criteria are met (`VipSportService.processEndedPeriods`).
 * Each period is written once (unique per profile, player and period) and its coupon granted under
 * the key `vip:elaborazione:<id>`, so a pass racing a player's page (which processes a period it
 * finds first) or another process changes nothing twice; the lock only saves several processes the
 * same work. Answers the periods processed, or null when another process holds the lock.
 */
export async function runVipSportProcessing(service: VipSportService, database: LockingDatabase): Promise<number | null> {
  return withAdvisoryLock(database, VIP_SPORT_LOCK_KEY, () => service.processEndedPeriods());
}

/**
 * Every process runs a pass at start and then every 12 hours; the advisory lock makes one of them
 * do each pass at a time. A pass with nothing to do costs one aggregate per page of players.
 */
export function scheduleVipSportProcessing(app: FastifyInstance, database: LockingDatabase, service: VipSportService): void {
  scheduleJob(app, {
    everyMs: INTERVAL_MS,
    // A fresh start processes at once: periods that ended while no process ran do not wait 12 hours.
    tickAtStart: true,
    run: () => runVipSportProcessing(service, database),
    report: (n) => {
      if (n) app.log.info({ periods: n }, 'periodi VIP Sport elaborati');
    },
    failureMessage: 'elaborazione periodi VIP Sport non riuscita',
  });
}
