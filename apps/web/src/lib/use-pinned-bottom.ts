import { useLayoutEffect, type RefObject } from 'react';

/** What each element pinned to the bottom of the screen covers from the bottom edge up, right now. */
const covers = new Map<Element, number>();
/** The same for the base layer (the sportsbook's slip bar): the floating messages sit above it. */
const baseCovers = new Map<Element, number>();
/** How to measure each floating element again: when the base changes they move without resizing. */
const floating = new Set<() => void>();

function setVar(name: string, px: number) {
  const root = document.documentElement.style;
  if (px > 0) root.setProperty(name, `${Math.ceil(px)}px`);
  else root.removeProperty(name);
}

function publish() {
  setVar('--pinned-bottom', Math.max(0, ...covers.values()));
  setVar('--pinned-base', Math.max(0, ...baseCovers.values()));
}

/**
 * For an element fixed to the bottom of the screen. While it is shown the page ends that much lower
 * (styles.css: body's padding-bottom is `--pinned-bottom`), so its last lines — the footer's licence
 * and concession texts on a phone — can be scrolled above it instead of staying under it; nothing
 * moves on screen when it arrives, the space is added after the footer. `base` (the slip's bar, always
 * there on a sportsbook page on a phone) also sets `--pinned-base`, above which the floating messages
 * (a server banner, the payment-method alert, popups, the update prompt) are placed so they never hide
 * it. An element the current layout does not fix to the screen (the slip beside the page at 1366 px)
 * counts for nothing.
 */
export function usePinnedBottom(ref: RefObject<HTMLElement | null>, { base = false }: { base?: boolean } = {}): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const mine = base ? baseCovers : covers;
      if (getComputedStyle(el).position !== 'fixed') {
        covers.delete(el);
        mine.delete(el);
      } else {
        // From its top to the bottom edge: a message floating 1 rem above the edge (or above the slip) covers that too.
        const cover = window.innerHeight - el.getBoundingClientRect().top;
        covers.set(el, cover);
        mine.set(el, cover);
      }
      publish();
      if (base) for (const again of floating) again();
    };
    if (!base) floating.add(measure);
    measure();
    // Its size (text wrapping, the slip opening) and the window's (a phone turned: the layout may unpin it).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      floating.delete(measure);
      covers.delete(el);
      baseCovers.delete(el);
      publish();
    };
  }, [ref, base]);
}
