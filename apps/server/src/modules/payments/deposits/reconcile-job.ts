import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { scheduleJob, type LockingDatabase } from '../../../platform/scheduled-job.ts';
import { DepositReconciler } from './reconcile.ts';
import type { DepositService } from './service.ts';

/** Builds the reconciler from the settings (docs/operations.md). */
export function depositReconciler(deps: AppDeps, database: LockingDatabase, deposits: DepositService): DepositReconciler {
  const c = deps.config;
  return new DepositReconciler(deps, database, deposits, {
    openAfterMs: c.DEPOSIT_RECONCILE_AFTER_SECONDS * 1000,
    expireAfterMs: c.DEPOSIT_EXPIRE_AFTER_SECONDS * 1000,
  });
}

/**
 * Every process runs the timer (scheduleJob); the advisory lock makes one of them do each pass.
 * Stopped (and a pass in progress awaited) when the app closes, before the database is closed.
 */
export function scheduleDepositReconciliation(app: FastifyInstance, deps: AppDeps, database: LockingDatabase, deposits: DepositService): void {
  const seconds = deps.config.DEPOSIT_RECONCILE_INTERVAL_SECONDS;
  if (seconds <= 0) return;
  const job = depositReconciler(deps, database, deposits);
  scheduleJob(app, {
    everyMs: seconds * 1000,
    run: () => job.runOnce(),
    report: (r) => {
      if (r?.errors) app.log.error({ reconcile: r }, 'riconciliazione ricariche: fornitori senza risposta');
      else if (r && r.looked > 0) app.log.info({ reconcile: r }, 'riconciliazione ricariche');
    },
    failureMessage: 'riconciliazione ricariche non riuscita',
  });
}
