/**
 * `read` at most once every `ms`; callers in between share its answer. A read that fails is not
 * kept, so the next caller tries again.
 */
export function reusedRead<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
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
