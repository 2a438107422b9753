import { describe, expect, it } from 'vitest';
import { TestClock } from './clock.ts';
import { VersionedCache } from './versioned-cache.ts';

/** A load the test finishes by hand, to interleave invalidations with it. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('VersionedCache', () => {
  it('keeps a value for its time to live on the injected clock, then loads again', async () => {
    const clock = new TestClock(new Date('2026-11-23T10:00:00Z'));
    const cache = new VersionedCache<string, number>(clock, 5_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(4_999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(2);
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('merges concurrent loads of one key into a single query', async () => {
    const cache = new VersionedCache<string, string>(new TestClock(), 60_000);
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const all = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    gate.resolve('v');
    expect(await all).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('never stores a value read before an invalidation, and the waiting caller reads again', async () => {
    const cache = new VersionedCache<string, string>(new TestClock(), 60_000);
    const first = deferred<string>();
    let source = 'old';
    let calls = 0;
    const load = () => (++calls === 1 ? first.promise : Promise.resolve(source));
    const waiting = cache.get('k', load);
    source = 'new';
    cache.invalidate('k');
    first.resolve('old');
    expect(await waiting).toBe('new');
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load)).toBe('new');
  });

  it('caches null as an answer ("no session") rather than loading it again', async () => {
    const cache = new VersionedCache<string, string | null>(new TestClock(), 60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.get('gone', load)).toBeNull();
    expect(await cache.get('gone', load)).toBeNull();
    expect(loads).toBe(1);
  });

  it('holds at most maxEntries keys, whatever the number of distinct keys asked for', async () => {
    const cache = new VersionedCache<number, number>(new TestClock(), 60_000, 100);
    for (let i = 0; i < 1_000; i++) await cache.get(i, async () => i);
    expect(cache.size).toBe(100);
    expect(cache.peek(999)).toBe(999);
    expect(cache.peek(0)).toBeUndefined();
  });

  it('passes a failed load on to the caller and keeps nothing', async () => {
    const cache = new VersionedCache<string, number>(new TestClock(), 60_000);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });
});
