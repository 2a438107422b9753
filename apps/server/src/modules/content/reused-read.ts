import type { Clock } from '../../platform/clock.ts';

/**
 * `read` at most once every `ms` of `clock` (the injected clock); callers in between share its answer. A read that fails is not
 * kept, so the next caller tries again.
 */
export function reusedRead<T>(ms: number, clock: Clock, read: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = clock.now().getTime();
    if (!cached || now - cached.at > ms) {
      const value = read();
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
