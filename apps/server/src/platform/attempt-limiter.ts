import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

/** What `attempt` decided: a refusal while `lockedFor` > 0, else go ahead (and maybe slow the answer). */
export interface AttemptGate {
  /** Seconds left on the lock that refuses this attempt; 0 lets it through. */
  lockedFor: number;
  /** How long to delay this answer if the guess turns out wrong (progressive delay). */
  delayMs: number;
  /** This attempt was the last one the username allows: the lock has started (meaningful when the guess fails). */
  userLockStarted: boolean;
  /** Which key refused the attempt (the address is counted first), or null when it goes ahead. */
  refusedBy: 'ip' | 'user' | null;
}

export interface AttemptLimits {
  maxFailuresUser: number;
  maxFailuresIp: number;
  lockSeconds: number;
  slowdownAfter: number;
  slowdownMs: number;
}

/**
 * Brute-force protection for anything guessed by trial — logins, two-factor codes, recovery
 * answers, migration credentials — kept in the database so every server process shares it; each
 * use has its own limits (`AttemptLimits`) and key prefix.
 * Failures are counted per username and per address within a window; past a few failures each
 * answer is slowed (progressive delay), past the maximum the key is locked — checked before the
 * password, so a correct password does not bypass it. An address lock is hard (it is the
 * attacker's own address, now that only trusted proxies may name it); a username lock is not a
 * dead end for the real player: the caller lets a request with a valid bot-check token through and
 * mails an unlock link when the lock starts (see `state` and `recordFailure`).
 *
 * Two ways to use it. `attempt` (then `succeeded` when the guess was right) counts the attempt
 * before the guess is checked, in one statement per key, so concurrent requests cannot all pass a
 * check that none of them has counted yet: at most the maximum number of guesses is ever checked in
 * a window, however many arrive at once. MigrateUser, the player login (LoginUser2FA), the
 * back-office login, the recovery answers and the signed-in proofs of the password use it.
 * `state`/`lockedFor` then `recordFailure` check first and count afterwards: requests in flight
 * together all pass the check. Only the passkey sign-in still uses it, where nothing is guessed (a
 * signature is checked) and the count only slows a flood of bad assertions.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly s: AttemptLimits,
  ) {}

  static userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
  static ipKey = (ip: string) => `ip:${ip}`;

  /** Seconds until the lock ends, or 0 when no key is locked. */
  async lockedFor(keys: string[]): Promise<number> {
    const rows = await this.db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
    const now = this.clock.now().getTime();
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Seconds left on the username lock and on the address lock (0 = not locked), in one read. */
  async state(userKey: string, ipKey: string): Promise<{ user: number; ip: number }> {
    const rows = await this.db
      .select()
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, [userKey, ipKey]));
    const now = this.clock.now().getTime();
    const left = (key: string) => {
      const until = rows.find((r) => r.key === key)?.lockedUntil?.getTime() ?? 0;
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    };
    return { user: left(userKey), ip: left(ipKey) };
  }

  /** Records a failure on each key; returns how long to delay this answer in ms. */
  async recordFailure(userKey: string, ipKey: string): Promise<number> {
    return (await this.recordFailureDetail(userKey, ipKey)).delayMs;
  }

  /** recordFailure, also saying whether this failure started a lock on the username. */
  async recordFailureDetail(userKey: string, ipKey: string): Promise<{ delayMs: number; userLockStarted: boolean }> {
    let userLockStarted = false;
    const now = this.clock.now();
    const windowStartLimit = new Date(now.getTime() - this.s.lockSeconds * 1000);
    let userFailures = 0;
    for (const [key, max] of [
      [userKey, this.s.maxFailuresUser],
      [ipKey, this.s.maxFailuresIp],
    ] as const) {
      const [row] = await this.db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          // A window older than the lock period starts again from one failure.
          set: {
            failures: sql`case when ${loginThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
            windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
          },
        })
        .returning({ failures: loginThrottle.failures });
      const failures = row?.failures ?? 1;
      if (key === userKey) userFailures = failures;
      if (failures >= max) {
        if (key === userKey) userLockStarted = true;
        await this.db
          .update(loginThrottle)
          .set({ lockedUntil: new Date(now.getTime() + this.s.lockSeconds * 1000), failures: 0, windowStart: now })
          .where(eq(loginThrottle.key, key));
      }
    }
    return { delayMs: Math.min(3000, Math.max(0, userFailures - this.s.slowdownAfter) * this.s.slowdownMs), userLockStarted };
  }

  /**
   * Counts one attempt on the address, then on the username (a refused address does not count
   * against the username), each with one upsert that returns the new count, and refuses it
   * (`lockedFor` > 0) when the key is locked or the count passes its maximum. The attempt that
   * reaches the maximum goes ahead and starts the lock; a key already locked keeps its end. A window
   * older than the lock period, or an ended lock, starts again from one. The caller then checks the
   * guess and calls `succeeded` when it was right.
   */
  async attempt(userKey: string, ipKey: string): Promise<AttemptGate> {
    const now = this.clock.now();
    const ip = await this.count(ipKey, this.s.maxFailuresIp, now);
    if (ip.failures > this.s.maxFailuresIp) return { lockedFor: this.secondsLeft(ip.lockedUntil, now), delayMs: 0, userLockStarted: false, refusedBy: 'ip' };
    const user = await this.count(userKey, this.s.maxFailuresUser, now);
    if (user.failures > this.s.maxFailuresUser)
      return { lockedFor: this.secondsLeft(user.lockedUntil, now), delayMs: 0, userLockStarted: false, refusedBy: 'user' };
    return {
      lockedFor: 0,
      delayMs: Math.min(3000, Math.max(0, user.failures - this.s.slowdownAfter) * this.s.slowdownMs),
      userLockStarted: user.failures === this.s.maxFailuresUser,
      refusedBy: null,
    };
  }

  /**
   * The guess counted by `attempt` was right: the username starts again from nothing, and the
   * address gets this attempt back (a right answer is not a failure), its lock lifted if this
   * attempt is what started it.
   */
  async succeeded(userKey: string, ipKey: string): Promise<void> {
    await this.reset(userKey);
    await this.giveBack(ipKey, this.s.maxFailuresIp);
  }

  /**
   * The guess counted by `attempt` was right but the caller's answer is not the end of it (a login
   * that now asks for its second factor or a device code): the attempt is given back on both keys,
   * the username's earlier failures stay. Use `succeeded` once the whole proof has been given.
   */
  async refund(userKey: string, ipKey: string): Promise<void> {
    await this.giveBack(userKey, this.s.maxFailuresUser);
    await this.giveBack(ipKey, this.s.maxFailuresIp);
  }

  /**
   * One attempt back on `key`; the lock is lifted only when the count is exactly the maximum (the
   * attempt that started it is the last one counted), never a lock counted past it or one set by
   * `recordFailure` (which restarts its count from nothing).
   */
  private async giveBack(key: string, max: number): Promise<void> {
    await this.db
      .update(loginThrottle)
      .set({
        failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
        lockedUntil: sql`case when ${loginThrottle.failures} = ${max} then null else ${loginThrottle.lockedUntil} end`,
      })
      .where(eq(loginThrottle.key, key));
  }

  /** One atomic count on `key` (see `attempt`): the new count and the lock's end. */
  private async count(key: string, max: number, now: Date): Promise<{ failures: number; lockedUntil: Date | null }> {
    const t = loginThrottle;
    const at = sql`${now.toISOString()}::timestamptz`;
    const lockEnd = new Date(now.getTime() + this.s.lockSeconds * 1000);
    const windowLimit = new Date(now.getTime() - this.s.lockSeconds * 1000).toISOString();
    const locked = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} > ${at})`;
    const fresh = sql`(${t.windowStart} < ${windowLimit}::timestamptz or ${t.lockedUntil} is not null)`;
    // While locked the count stays past the maximum (whoever locked the key), so the attempt is refused.
    const next = sql`case when ${locked} then greatest(${t.failures}, ${max}) + 1 when ${fresh} then 1 else ${t.failures} + 1 end`;
    const [row] = await this.db
      .insert(t)
      .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockEnd : null })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: next,
          windowStart: sql`case when not ${locked} and ${fresh} then ${at} else ${t.windowStart} end`,
          lockedUntil: sql`case when ${locked} then ${t.lockedUntil} when (${next}) >= ${max} then ${lockEnd.toISOString()}::timestamptz else null end`,
        },
      })
      .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
    return { failures: row?.failures ?? 1, lockedUntil: row?.lockedUntil ?? null };
  }

  private secondsLeft(until: Date | null, now: Date): number {
    return Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }

  /** A plain counter (e.g. wrong two-factor codes); returns the new count. */
  async increment(key: string): Promise<number> {
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: this.clock.now() })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { failures: sql`${loginThrottle.failures} + 1` } })
      .returning({ failures: loginThrottle.failures });
    return row?.failures ?? 1;
  }
}
