import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window starts again. */
  resetInMs: number;
}

export interface Budget {
  key: string;
  max: number;
  windowMs: number;
}

/** How often (in hits) one process sweeps windows that ended more than a day ago. */
const SWEEP_EVERY = 500;

/**
 * Fixed-window counters in PostgreSQL, so every server process shares one budget per key (a
 * per-process memory store would multiply every limit by the number of processes). One atomic
 * upsert per hit: a window that has ended starts again at 1.
 */
export class RateLimits {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const resetIso = new Date(now.getTime() + windowMs).toISOString();
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: new Date(resetIso) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then ${resetIso}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 86_400_000)));
    }
    return { count: row?.hits ?? 1, resetInMs: Math.max(0, (row?.resetAt.getTime() ?? now.getTime()) - now.getTime()) };
  }

  /**
   * Counts one hit on every budget; returns 0 when all are within their maximum, otherwise the
   * seconds until the tightest exceeded one resets. Every budget is charged, so rotating one of the
   * keys (a new device token, a new number) still spends the others (player, address, day).
   */
  async spend(budgets: Budget[]): Promise<number> {
    let retryMs = 0;
    for (const b of budgets) {
      const h = await this.hit(b.key, b.windowMs);
      if (h.count > b.max) retryMs = Math.max(retryMs, h.resetInMs);
    }
    return retryMs > 0 ? Math.ceil(retryMs / 1000) : 0;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The store interface of @fastify/rate-limit backed by RateLimits: each route's budget is its own
 * key space (method and URL), so one busy call does not spend another's budget.
 */
export function rateLimitStore(limits: RateLimits) {
  return class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number): void {
      limits.hit(`rl:${this.prefix}${key}`, timeWindow).then(
        (h) => callback(null, { current: h.count, ttl: h.resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object) {
      const r = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(r.method) ? r.method.join(',') : (r.method ?? '');
      return new PostgresRateLimitStore(routeOptions, `${method} ${r.url ?? ''}|`);
    }
  };
}
