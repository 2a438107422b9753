import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.ts';

/** lru-cache stores no null/undefined; a box lets "no session" be a cached answer too. */
interface Box<V> {
  value: V;
}
type Loader<V> = () => Promise<V>;

/**
 * A small per-process cache for values whose source of truth is PostgreSQL, on `lru-cache`:
 * entries live at most `ttlMs` by the injected clock, at most `maxEntries` are kept (least
 * recently used go first), and concurrent loads of one key share a single query.
 *
 * `invalidate` (called on a NOTIFY from the database) drops an entry at once and aborts a load
 * still in flight, so a result read before the change is never stored; a caller that was waiting
 * on that load reads again instead of receiving it.
 */
export class VersionedCache<K extends NonNullable<unknown>, V> {
  private readonly lru: LRUCache<K, Box<V>, Loader<V>>;

  constructor(clock: Clock, ttlMs: number, maxEntries = 50_000) {
    this.lru = new LRUCache<K, Box<V>, Loader<V>>({
      max: maxEntries,
      ttl: ttlMs,
      perf: { now: () => clock.now().getTime() },
      // Read the clock on every check: a cached 'now' would let a test's moved clock go unseen.
      ttlResolution: 0,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
  }

  peek(key: K): V | undefined {
    return this.lru.get(key)?.value;
  }

  async get(key: K, load: Loader<V>): Promise<V> {
    const status: LRUCache.Status<K, Box<V>, Loader<V>> = {};
    try {
      const box = await this.lru.fetch(key, { context: load, status });
      if (box) return box.value;
    } catch (err) {
      if (!status.fetchAborted) throw err;
    }
    // Invalidated while loading: what was read may predate the change, so read once more, uncached.
    return load();
  }

  set(key: K, value: V): void {
    this.lru.set(key, { value });
  }

  invalidate(key: K): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
