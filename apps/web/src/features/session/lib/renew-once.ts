/**
 * Runs a token renewal while holding the browser-wide renewal lock (Web Locks): tabs of one
 * remembered session share its token, and a renewal replaces it, so two tabs renewing at once would
 * each present a token the other has just replaced, and one would be logged out. Inside the lock a
 * tab first takes the token the previous holder stored. Without Web Locks (old browsers) it just runs.
 */
export function renewOnce<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('bs.renew', task) as Promise<T>) : task();
}
