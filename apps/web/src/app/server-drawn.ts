import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { TServerMessage } from '@betsite/contract/server-messages';

/** What a server-drawn page brings in its `server-drawn-data` script (apps/web/src/entry-server.tsx). */
export interface ServerDrawnData {
  /** The queries the page was drawn with. */
  queries: DehydratedState;
  /**
   * The server messages of the page's reader, all pages' (the app keeps them for its navigation):
   * the visitors' (trigger 1), or the players' (trigger 2) on a page drawn for a player.
   */
  messages: { trigger: number; list: TServerMessage[] };
  /** The username of the player the page was drawn for (the draw cookie's), null for a visitor's page. */
  drawnFor: string | null;
  /** Drawn for a player whose account status fails a check: the app starts at once, to show 'Stato conto'. */
  statusWarning: boolean;
}

/**
 * Whether the server drew this page (apps/server/src/platform/server-drawn-pages.ts). If so, the data
 * it drew the page with goes into the app's query cache, so the app's first render draws the same,
 * and the page's data is returned.
 */
export function takeServerDrawnPage(client: QueryClient): ServerDrawnData | null {
  const script = document.getElementById('server-drawn-data');
  // Taken out whether used or not: a page drawn for a player that this tab does not show (index.html)
  // leaves no data of that player behind in the document.
  script?.remove();
  if (!script || !document.getElementById('root')?.hasAttribute('data-server-drawn')) return null;
  // In a frame, the page is the back office's preview: its CMS calls carry the preview cookie (which
  // the page's own request does not), so the app fetches the draft itself and draws at once.
  if (window.self !== window.top) return null;
  try {
    const data = JSON.parse(script.textContent ?? '') as ServerDrawnData;
    hydrate(client, data.queries);
    return data;
  } catch {
    return null;
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
export function startOnFirstInput(): { ready(start: () => void, options?: { latestInMs?: number }): void } {
  let used = false;
  let pending: (() => void) | undefined;
  const onInput = () => {
    for (const type of INPUTS) removeEventListener(type, onInput, true);
    used = true;
    pending?.();
  };
  for (const type of INPUTS) addEventListener(type, onInput, { capture: true, passive: true });
  return {
    ready(start, { latestInMs } = {}) {
      let ran = false;
      const run = () => {
        if (ran) return;
        ran = true;
        keepingWhatWasTyped(start);
      };
      if (used) return run();
      pending = run;
      // A page that has work of its own to do by then (a player's: the notifications' next look)
      // starts without an input at the latest when it is due.
      if (latestInMs !== undefined)
        setTimeout(() => {
          if (ran) return;
          for (const type of INPUTS) removeEventListener(type, onInput, true);
          run();
        }, latestInMs);
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field found again after the draw: by id, else by its form's name. */
function fieldKey(el: Field): string | null {
  return el.id ? `#${CSS.escape(el.id)}` : el.name ? `[name="${CSS.escape(el.name)}"]` : null;
}

/** Sets a field's value the way typing does, so the app's own handlers see it (React and Preact listen to input and change). */
function typeInto(el: Field, value: string, checked: boolean | null): void {
  if (checked !== null && el instanceof HTMLInputElement) {
    if (el.checked !== checked) el.click();
    return;
  }
  if (el.value === value) return;
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Runs the app's first draw over the server's markup without losing what the visitor did before it:
 * the app's first render sets every field to its own starting value, so what was typed (or ticked)
 * is put back afterwards, through the app's handlers, and the focused field keeps the focus.
 */
function keepingWhatWasTyped(start: () => void): void {
  const fields = [...document.querySelectorAll<Field>('#root input, #root textarea, #root select')];
  const typed = fields.flatMap((el): { key: string; value: string; checked: boolean | null }[] => {
    const key = fieldKey(el);
    if (!key) return [];
    const box = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
    if (box) return el.checked !== el.defaultChecked ? [{ key, value: el.value, checked: el.checked }] : [];
    const initial = el instanceof HTMLSelectElement ? null : el.defaultValue;
    return el.value !== initial ? [{ key, value: el.value, checked: null }] : [];
  });
  const active = document.activeElement;
  const focusedKey = active instanceof HTMLElement && active.id ? `#${CSS.escape(active.id)}` : null;
  start();
  for (const { key, value, checked } of typed) {
    const el = document.querySelector<Field>(`#root ${key}`);
    if (el) typeInto(el, value, checked);
  }
  if (focusedKey && document.activeElement !== active) document.querySelector<HTMLElement>(`#root ${focusedKey}`)?.focus();
}
