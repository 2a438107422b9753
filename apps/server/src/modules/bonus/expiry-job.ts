import type { FastifyInstance } from 'fastify';
import { scheduleJob, withAdvisoryLock, type LockingDatabase } from '../../platform/scheduled-job.ts';
import type { BonusService } from './service.ts';

/** Advisory lock key of the expiry pass: one runner at a time across every process on the database. */
export const BONUS_EXPIRY_LOCK_KEY = 7272012;
/** How often a pass looks for bonuses past their deadline (lists also expire a player's own first). */
const INTERVAL_MS = 60_000;

/**
 * One pass: every active bonus past its deadline is expired and its money returned to the bonus
 * pool; bonuses close to their deadline get their one 'Bonus in scadenza' reminder. Closing a bonus is a conditional UPDATE plus a keyed transfer, so a pass racing a player's
 * list (which expires that player's bonuses too) still moves the money once; the lock only saves
 * several processes from doing the same work.
 */
export async function runBonusExpiry(service: BonusService, database: LockingDatabase): Promise<number | null> {
  return withAdvisoryLock(database, BONUS_EXPIRY_LOCK_KEY, async () => {
    const expired = await service.expireDue(null);
    await service.remindExpiring();
    return expired;
  });
}

/** Every process runs the timer; the advisory lock makes one of them do each pass. */
export function scheduleBonusExpiry(app: FastifyInstance, database: LockingDatabase, service: BonusService): void {
  scheduleJob(app, {
    everyMs: INTERVAL_MS,
    run: () => runBonusExpiry(service, database),
    report: (n) => {
      if (n) app.log.info({ expired: n }, 'bonus scaduti');
    },
    failureMessage: 'scadenza bonus non riuscita',
  });
}
