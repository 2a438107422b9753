const LOCK = 'bs.renew';
/** This tab's renewal under way (waiting for the lock, or holding it). */
let current: Promise<unknown> | null = null;

const locks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/**
 * Runs a token renewal while holding the browser-wide renewal lock (Web Locks): tabs of one
 * remembered session share its token, and a renewal replaces it, so two tabs renewing at once would
 * each present a token the other has just replaced, and one would be logged out. Inside the lock a
 * tab first takes the token the previous holder stored. Without Web Locks (old browsers) it just runs.
 * The task's own calls must not end the session on a 401 (endSessionOn401: false): that would wait
 * for this very renewal (renewalsSettled).
 */
export function renewOnce<T>(task: () => Promise<T>): Promise<T> {
  const l = locks();
  const run = (l ? l.request(LOCK, task) : task()) as Promise<T>;
  current = run;
  const done = () => {
    if (current === run) current = null;
  };
  run.then(done, done);
  return run;
}

/**
 * Resolves once no renewal is under way, in this tab or another: a call refused meanwhile (the
 * server had replaced the token, the renewing tab had not stored the new one yet) can then take the
 * new token and be sent again.
 */
export async function renewalsSettled(): Promise<void> {
  await current?.catch(() => undefined);
  await locks()?.request(LOCK, async () => undefined);
}
