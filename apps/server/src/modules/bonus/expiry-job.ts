import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { BonusService } from './service.ts';

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
export async function runBonusExpiry(deps: AppDeps, database: Pick<Database, 'kind' | 'lockConnection'>): Promise<number | null> {
  const lock = await database.lockConnection();
  try {
    if (database.kind === 'postgres') {
      const r = (await lock.query(`select pg_try_advisory_lock(${BONUS_EXPIRY_LOCK_KEY}) as locked`)) as { rows: { locked: boolean }[] };
      if (!r.rows[0]?.locked) return null;
    }
    try {
      const service = new BonusService(deps);
      const expired = await service.expireDue(null);
      await service.remindExpiring();
      return expired;
    } finally {
      await lock.query(`select pg_advisory_unlock(${BONUS_EXPIRY_LOCK_KEY})`).catch(() => undefined);
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Every process runs the timer; the advisory lock makes one of them do each pass. */
export function scheduleBonusExpiry(app: FastifyInstance, deps: AppDeps, database: Pick<Database, 'kind' | 'lockConnection'>): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = runBonusExpiry(deps, database)
        .then((n) => {
          if (n) app.log.info({ expired: n }, 'bonus scaduti');
        })
        .catch((err: unknown) => app.log.error({ err }, 'scadenza bonus non riuscita'))
        .finally(() => (running = null));
    }, INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
