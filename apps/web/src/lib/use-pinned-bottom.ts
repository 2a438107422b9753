import { useLayoutEffect, type RefObject } from 'react';

/** The heights of the elements pinned to the bottom of the screen right now (they overlap: the tallest counts). */
const pinned = new Map<Element, number>();

function reserve() {
  const height = Math.max(0, ...pinned.values());
  const root = document.documentElement.style;
  if (height > 0) root.setProperty('--pinned-bottom', `${Math.ceil(height)}px`);
  else root.removeProperty('--pinned-bottom');
}

/**
 * For an element fixed to the bottom of the screen (a server banner, the payment-method alert):
 * while it is shown the page ends that much lower (styles.css: body's padding-bottom), so its last
 * lines — the footer's licence and concession texts on a phone — can be scrolled above it instead of
 * staying under it. Nothing moves on screen when it arrives: the space is added after the footer.
 */
export function usePinnedBottom(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // Its offset from the bottom edge (the alert floats 1 rem above it) is part of what it covers.
      const rect = el.getBoundingClientRect();
      pinned.set(el, rect.height + Math.max(0, window.innerHeight - rect.bottom));
      reserve();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      pinned.delete(el);
      reserve();
    };
  }, [ref]);
}
