import { useSession } from '../../lib/session-store.ts';
import type * as SessionCalls from './api/player-session-calls.ts';

type Calls = typeof SessionCalls;
/**
 * The call that saves, loaded with the first change to save rather than with every page's first
 * load (this sync starts on every page; the call client it needs is ≈ 1.4 KB gzip). Loaded by the
 * time the page is left: the save sent on the way out cannot wait for a script.
 */
let calls: Calls | null = null;
const loadCalls = async (): Promise<Calls> => (calls ??= await import('./api/player-session-calls.ts'));

/** Settings are saved to the server 10000 ms after the last change (document 1 §9). */
export const SETTINGS_SAVE_DEBOUNCE_MS = 10_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let pending: Record<string, unknown> | null = null;

async function save(keepalive = false): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const doc = pending;
  pending = null;
  if (!doc || !useSession.getState().user) return;
  const { saveClientSettings } = calls ?? (await loadCalls());
  await saveClientSettings(doc, keepalive).catch(() => undefined);
}

/** Saves at once what is waiting (before logout, so the last change is not lost). */
export const flushClientSettings = () => save();

/** A page left (reload, another address typed, tab closed) within the 10 s: what waits is sent on the way out. */
const onPageHide = () => {
  if (pending) void save(true);
};

/** Starts watching the session store; returns the function that stops it. */
export function startClientSettingsSync(): () => void {
  addEventListener('pagehide', onPageHide);
  const stop = useSession.subscribe((state, prev) => {
    // A login loads settings from the server: that is not a change to save.
    if (!state.user || state.clientSettings === prev.clientSettings || prev.user?.betsession !== state.user.betsession) return;
    // Only the fields that changed travel (the server merges them), so two tabs never undo each other.
    const next = state.clientSettings ?? {};
    const before = prev.clientSettings ?? {};
    for (const k of Object.keys(next)) if (next[k] !== before[k] && k !== 'LastUpdateTimeStamp') (pending ??= {})[k] = next[k];
    if (!pending) return;
    void loadCalls();
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), SETTINGS_SAVE_DEBOUNCE_MS);
  });
  return () => {
    removeEventListener('pagehide', onPageHide);
    stop();
  };
}
