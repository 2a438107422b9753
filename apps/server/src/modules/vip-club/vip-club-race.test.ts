import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compPointBalances, vipClubSubscriptions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test-support.ts';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';
import { runCompPointUpdate } from './points-job.ts';

const t = useTestApp();

async function settledTicket(userId: number, stake: number) {
  t.clock.advance(1000);
  const ticket = sportTicket(userId, stake);
  expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
  expect(await portOf(t).settleTicket({ code: ticket.code, outcome: 'lost', payout: 0 })).toMatchObject({ ok: true });
}

// Tagged postgres-race: PGlite has one connection, so a conversion and the points update cannot overlap there.
describe('a points conversion and the points update at once, on PostgreSQL', { tags: ['postgres-race'] }, () => {
  // Why it holds: the update's movement insert checks its foreign key to the member's row (a key-share
  // lock) before it touches a balance, so it queues behind a conversion holding that row; and a
  // conversion arriving while an update holds the key-share lock is refused at once (NOWAIT).
  it('the update that raises a level waits for a conversion holding the member, instead of deadlocking with it', async () => {
    const p = await createPlayer(t, { cash: 100_000 });
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/VipPlayerApply', headers: p.headers, payload: {} })).json().ResponseCode).toBe(0);
    await settledTicket(p.id, 1_000);
    await runCompPointUpdate(t.deps, t.database, { force: true });
    const [sub] = await t.deps.db.select().from(vipClubSubscriptions).where(eq(vipClubSubscriptions.userId, p.id));
    expect(sub!.levelId).toBe(1);
    // 600 points more: the next update raises the member to Silver (500).
    await settledTicket(p.id, 60_000);

    // A conversion's transaction, as convertPoints runs it: the member's row first, then its balances.
    let release!: () => void;
    let held!: () => void;
    const memberHeld = new Promise<void>((r) => (held = r));
    const conversion = t.deps.db.transaction(async (tx) => {
      await tx.select({ id: vipClubSubscriptions.id }).from(vipClubSubscriptions).where(eq(vipClubSubscriptions.id, sub!.id)).for('update');
      held();
      await new Promise<void>((r) => (release = r));
      await tx
        .update(compPointBalances)
        .set({ points: sql`${compPointBalances.points} - 1` })
        .where(eq(compPointBalances.subscriptionId, sub!.id));
    });
    await memberHeld;
    // The update starts while the conversion holds the member, and goes on until it waits for a lock.
    const update = runCompPointUpdate(t.deps, t.database, { force: true });
    const waiting = async () =>
      Number(
        (
          (await t.deps.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(1);
    release();
    await expect(conversion).resolves.toBeUndefined();
    expect(await update).toBeGreaterThanOrEqual(1);
    const [after] = await t.deps.db.select().from(vipClubSubscriptions).where(eq(vipClubSubscriptions.id, sub!.id));
    expect(after!.levelId).toBe(2);
  });
});
