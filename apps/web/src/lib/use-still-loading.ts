import { useDeferredValue } from 'react';

/**
 * True while a page waits for its data, and for one more (cheap) render after the data has come:
 * the page itself then renders from the deferred value, as a transition that React renders in
 * slices, instead of inside the store update that brought the data (TanStack Query answers through
 * `useSyncExternalStore`, which React renders synchronously: on a form page, one long task). On the
 * first render nothing is deferred, so a page whose data is already there (hydrated) renders at once.
 */
export function useStillLoading(pending: boolean): boolean {
  const shownPending = useDeferredValue(pending);
  return pending || shownPending;
}
