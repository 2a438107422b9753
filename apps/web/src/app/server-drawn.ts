import { hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * Whether the server drew this page (apps/server/src/platform/server-drawn-pages.ts). If so, the data
 * it drew the page with goes into the app's query cache, so the app's first render draws the same.
 */
export function takeServerDrawnPage(client: QueryClient): boolean {
  const data = document.getElementById('server-drawn-data');
  if (!data || !document.getElementById('root')?.hasAttribute('data-server-drawn')) return false;
  data.remove();
  try {
    hydrate(client, JSON.parse(data.textContent ?? ''));
    return true;
  } catch {
    return false;
  }
}

const INPUTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `start` at the visitor's first input (a press, a key, a touch, a focus), inside that event's
 * dispatch, before the element gets it: a server-drawn page is readable and its links work before
 * the app starts, and the app draws over the same markup when it is first needed, in time for the
 * click, the key or the typing that follows (docs/decisions.md, "Speed, session 14"). Listening
 * starts at once; `ready()` says when `start` can run, and runs it if an input came meanwhile.
 */
export function startOnFirstInput(): { ready(start: () => void): void } {
  let used = false;
  let pending: (() => void) | undefined;
  const onInput = () => {
    for (const type of INPUTS) removeEventListener(type, onInput, true);
    used = true;
    pending?.();
  };
  for (const type of INPUTS) addEventListener(type, onInput, { capture: true, passive: true });
  return {
    ready(start) {
      if (used) start();
      else pending = start;
    },
  };
}
