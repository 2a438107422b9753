import type { Clock } from './clock.ts';

/**
 * A small per-process cache for values whose source of truth is PostgreSQL. Entries live at most
 * `ttlMs`; `invalidate` (called on a NOTIFY from the database) drops an entry at once. A version
 * per key stops a load that started before an invalidation from storing its stale result.
 */
export class VersionedCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  private readonly versions = new Map<K, number>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  peek(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.clock.now().getTime() - e.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const version = this.versions.get(key) ?? 0;
    const value = await load();
    if ((this.versions.get(key) ?? 0) === version) this.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: this.clock.now().getTime() });
  }

  invalidate(key: K): void {
    this.entries.delete(key);
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
  }

  clear(): void {
    for (const k of this.entries.keys()) this.invalidate(k);
  }
}
