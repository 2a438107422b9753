import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { scheduleJob, withAdvisoryLock, type LockingDatabase } from '../../../platform/scheduled-job.ts';
import type { PayoutDispatcher } from './payouts.ts';
import * as repo from './repository.ts';

/** Advisory lock key of the payout reconciliation: one runner at a time across every process. */
export const PAYOUT_RECONCILE_LOCK_KEY = 7272013;
const BATCH = 200;

export interface PayoutReconcileReport {
  looked: number;
  paid: number;
  failed: number;
  open: number;
}

/**
 * One pass: every payout still 'sending' or 'sent' that entered 'sending' more than `afterMs` ago
 * (its own request has ended, or died) is asked about at its provider — by its reference once the
 * provider gave one, otherwise by our id with the same idempotency key — and settled (posted) or its
 * hold returned (declined), exactly once: the same conditional settlement as the provider's first
 * answer, so a pass racing that answer, a webhook or another pass still moves the money once.
 * A provider that cannot answer leaves the payout open, with its error, for the next pass and the
 * operators' list of stuck payouts.
 */
export async function reconcilePayouts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  dispatcher: PayoutDispatcher,
  afterMs: number,
): Promise<PayoutReconcileReport> {
  const open = await repo.openPayouts(deps.db, new Date(deps.clock.now().getTime() - afterMs), BATCH);
  const report: PayoutReconcileReport = { looked: open.length, paid: 0, failed: 0, open: 0 };
  for (const row of open) {
    const r = await dispatcher.dispatch(row, row.payoutDestination, 'check');
    report[r.state]++;
  }
  return report;
}

/** Every process runs the timer; the advisory lock makes one of them do each pass (docs/operations.md). */
export function schedulePayoutReconciliation(app: FastifyInstance, deps: AppDeps, database: LockingDatabase, dispatcher: PayoutDispatcher): void {
  const seconds = deps.config.PAYOUT_RECONCILE_INTERVAL_SECONDS;
  if (seconds <= 0) return;
  scheduleJob(app, {
    everyMs: seconds * 1000,
    tickAtStart: true,
    run: () =>
      withAdvisoryLock(database, PAYOUT_RECONCILE_LOCK_KEY, () => reconcilePayouts(deps, dispatcher, deps.config.PAYOUT_RECONCILE_AFTER_SECONDS * 1000)),
    report: (r) => {
      if (r && r.looked > 0) app.log.info({ payouts: r }, 'riconciliazione pagamenti dei prelievi');
    },
    failureMessage: 'riconciliazione pagamenti dei prelievi non riuscita',
  });
}
