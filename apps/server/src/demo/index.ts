import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedContent } from './content.ts';
import { seedPayments } from './payments.ts';
import { seedSite } from './site.ts';
import { seedUsers } from './users.ts';

/** Demo data, idempotent: safe on every start. Each area adds its own seed step here. */
/**
 * Several server processes may start at once on an empty PostgreSQL: a transaction-scoped advisory
 * lock lets one seed while the others wait, then find everything in place.
 */
export async function seedDemoDataOnce(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7272001)`);
    await seedDemoData(tx as unknown as Db, { gameHistory: true });
  });
}

/** `gameHistory`: demouser1's months of tickets (on at server start; API tests seed it only where they need it). */
export async function seedDemoData(db: Db, opts: { gameHistory?: boolean } = {}): Promise<void> {
  await seedSite(db);
  await seedUsers(db, opts.gameHistory ? (await import('./games.ts')).DEMO_HISTORY.map((h) => h.username) : []);
  await (await import('./recovery.ts')).seedRecovery(db);
  await seedPayments(db);
  await (await import('./withdrawals.ts')).seedWithdrawals(db);
  await (await import('./backoffice.ts')).seedBackoffice(db);
  await seedContent(db);
  await (await import('./registration.ts')).seedRegistration(db);
  await (await import('./profile.ts')).seedProfile(db);
  await (await import('./notifications.ts')).seedNotifications(db);
  if (opts.gameHistory) await (await import('./games.ts')).seedGameHistory(db);
  // demouser1's bonuses change its balance: like its game history, only on the demo server.
  if (opts.gameHistory) await (await import('./bonus.ts')).seedBonuses(db);
  await (await import('./ranking.ts')).seedRankingOffers(db);
  await (await import('./vip-sport.ts')).seedVipProfiles(db);
  // demouser1's ranking points come from its game history: the demo server only, too.
  if (opts.gameHistory) await (await import('./ranking.ts')).seedRankingPoints(db);
  if (opts.gameHistory) await (await import('./sport-fun.ts')).seedSportFun(db);
  await (await import('./server-messages.ts')).seedServerMessages(db);
  await (await import('./client-settings.ts')).seedClientSettings(db);
  // The e2e players' own history, favourites and ranking points (after demouser1's settings, copied).
  await (await import('./e2e-players.ts')).seedE2ePlayerState(db);
  // After the game history: demouser1's settled tickets become VIP Club points.
  await (await import('./vip-club.ts')).seedVipClub(db, opts);
}
