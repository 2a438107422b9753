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
/**
 * The session (betsession) whose changes `pending` holds. A session can end without the flush of
 * a logout (a refused token, the idle watcher, the start-up check) and another player sign in on
 * this tab within the 10 s: the changes of the first must never be saved into the second's account.
 */
let owner: string | null = null;

const currentSession = () => useSession.getState().user?.betsession ?? null;

/** Forgets what waits: its session is over, and nobody else may receive it. */
function drop(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  pending = null;
  owner = null;
}

async function save(keepalive = false): Promise<void> {
  const doc = pending;
  const of = owner;
  drop();
  if (!doc || of === null || currentSession() !== of) return;
  const { saveClientSettings } = calls ?? (await loadCalls());
  // Asked again after the script's load: the session may have changed meanwhile.
  if (currentSession() !== of) return;
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
    // The session ended (clear()) or another began: what the last one left unsaved is dropped.
    if (owner !== null && (state.user?.betsession ?? null) !== owner) drop();
    // A login loads settings from the server: that is not a change to save.
    if (!state.user || state.clientSettings === prev.clientSettings || prev.user?.betsession !== state.user.betsession) return;
    // Only the fields that changed travel (the server merges them), so two tabs never undo each other.
    const next = state.clientSettings ?? {};
    const before = prev.clientSettings ?? {};
    for (const k of Object.keys(next)) if (next[k] !== before[k] && k !== 'LastUpdateTimeStamp') (pending ??= {})[k] = next[k];
    if (!pending) return;
    owner = state.user.betsession;
    void loadCalls();
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), SETTINGS_SAVE_DEBOUNCE_MS);
  });
  return () => {
    removeEventListener('pagehide', onPageHide);
    stop();
  };
}
