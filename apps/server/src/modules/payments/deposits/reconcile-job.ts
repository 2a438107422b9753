import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app.ts';
import type { Database } from '../../../db/client.ts';
import { DepositReconciler } from './reconcile.ts';
import { DepositService } from './service.ts';

/** Builds the reconciler from the settings (docs/operations.md). */
export function depositReconciler(deps: AppDeps, database: Pick<Database, 'kind' | 'lockConnection'>): DepositReconciler {
  const c = deps.config;
  return new DepositReconciler(deps, database, new DepositService(deps), {
    openAfterMs: c.DEPOSIT_RECONCILE_AFTER_SECONDS * 1000,
    expireAfterMs: c.DEPOSIT_EXPIRE_AFTER_SECONDS * 1000,
  });
}

/**
 * Every process runs the timer; the advisory lock makes one of them do each pass. Stopped (and a
 * pass in progress awaited) when the app closes, before the database is closed.
 */
export function scheduleDepositReconciliation(app: FastifyInstance, deps: AppDeps, database: Pick<Database, 'kind' | 'lockConnection'>): void {
  const seconds = deps.config.DEPOSIT_RECONCILE_INTERVAL_SECONDS;
  if (seconds <= 0) return;
  const job = depositReconciler(deps, database);
  app.addHook('onReady', async () => job.start(seconds * 1000, app.log));
  app.addHook('onClose', async () => job.stop());
}
