import { useSyncExternalStore } from 'react';

/** The layout switches to mobile below 768 px (the stylesheet's breakpoint). */
export const MOBILE_QUERY = '(max-width: 767px)';

/** True while the media query matches; re-renders when it starts or stops matching. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The one mobile-layout hook of the app. */
export const useIsMobile = () => useMedia(MOBILE_QUERY);

/** Whether the mobile layout applies right now (for code outside render: scrolling, timers). */
export const isMobileNow = () => typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;

/** Whether the player asked the system for less motion (no smooth scrolling, no autoplay). */
export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
