import { and, eq, like, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { gameTickets } from '../../../db/schema/index.ts';
import { scheduleJob } from '../../../platform/scheduled-job.ts';
import type { GamePlatformPort, TicketDetail } from '../port.ts';
import { settleRound, SLOT_GIOCO } from './round-service.ts';

/** A round still open this long after its stake was interrupted (the answer never came back): it is finished for the player. */
export const ROUND_RECOVERY_AFTER_MS = 60_000;
const EVERY_MS = 60_000;
/** Rounds finished per pass; the next pass takes the rest. */
const BATCH = 200;

/**
 * Slot rounds whose stake was taken but whose result was never paid (the process stopped, or the
 * settlement failed, between the two transfers) are paid their stored result. Until now only a replay
 * of the same key finished them, and the browser keeps the key in memory only: after a reload a
 * winning round stayed open and unpaid. The reels were decided before the stake, so the result is
 * the one the round always had; the port settles a ticket once, so every process may run this and
 * a replay racing it changes nothing twice.
 */
export async function finishInterruptedRounds(db: Db, port: Pick<GamePlatformPort, 'settleTicket'>, now: Date): Promise<number> {
  const open = await db
    .select()
    .from(gameTickets)
    .where(
      and(
        eq(gameTickets.platform, 'casino'),
        eq(gameTickets.gioco, SLOT_GIOCO),
        eq(gameTickets.status, 1),
        like(gameTickets.code, 'CS%'),
        lt(gameTickets.placedAt, new Date(now.getTime() - ROUND_RECOVERY_AFTER_MS)),
      ),
    )
    .orderBy(gameTickets.id)
    .limit(BATCH);
  let finished = 0;
  for (const t of open) {
    if (!(t.detail as TicketDetail | null)?.slot || !(t.detail as TicketDetail).casino) continue;
    const done = await settleRound(port, t, now);
    if (done.ok && !done.replay) finished += 1;
  }
  return finished;
}

/** Every minute in each process (no lock needed: settling is idempotent per ticket). */
export function scheduleRoundRecovery(app: FastifyInstance, db: Db, port: Pick<GamePlatformPort, 'settleTicket'>, clock: { now(): Date }): void {
  scheduleJob(app, {
    everyMs: EVERY_MS,
    run: () => finishInterruptedRounds(db, port, clock.now()),
    report: (n) => {
      if (n) app.log.warn({ rounds: n }, 'giocate slot interrotte completate');
    },
    failureMessage: 'completamento giocate slot interrotte non riuscito',
  });
}
