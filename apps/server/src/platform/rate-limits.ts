import { and, gt, inArray, lt, sql } from 'drizzle-orm';
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
   * Spends one unit of every budget, or none: returns 0 when all had room (all are charged, so
   * rotating one key — a new device token, a new number — still spends the others: player,
   * address, day), otherwise the seconds until the tightest full one resets. A refused request
   * charges nothing, so a flood of refusals does not burn the real owner's budget; two requests
   * racing past the check are caught by the charge itself.
   */
  async spend(budgets: Budget[]): Promise<number> {
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(rateLimits)
      .where(
        and(
          inArray(
            rateLimits.key,
            budgets.map((b) => b.key),
          ),
          gt(rateLimits.resetAt, now),
        ),
      );
    const waitMs = (pairs: { max: number; count: number; resetInMs: number }[]) => Math.max(0, ...pairs.filter((p) => p.count > p.max).map((p) => p.resetInMs));
    const full = waitMs(
      budgets.map((b) => {
        const r = rows.find((x) => x.key === b.key);
        return { max: b.max, count: (r?.hits ?? 0) + 1, resetInMs: r ? r.resetAt.getTime() - now.getTime() : 0 };
      }),
    );
    if (full > 0) return Math.ceil(full / 1000);
    const charged: { max: number; count: number; resetInMs: number }[] = [];
    for (const b of budgets) charged.push({ max: b.max, ...(await this.hit(b.key, b.windowMs)) });
    const raced = waitMs(charged);
    return raced > 0 ? Math.ceil(raced / 1000) : 0;
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
