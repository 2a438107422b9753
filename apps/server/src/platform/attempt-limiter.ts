import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

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
