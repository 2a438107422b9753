import { saveClientSettings } from './api/session-calls.ts';
import { useSession } from '../../lib/session-store.ts';

/** Settings are saved to the server 10000 ms after the last change (document 1 §9). */
export const SETTINGS_SAVE_DEBOUNCE_MS = 10_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let pending: Record<string, unknown> | null = null;

async function save(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const doc = pending;
  pending = null;
  if (doc && useSession.getState().user) await saveClientSettings(doc).catch(() => undefined);
}

/** Saves at once what is waiting (before logout, so the last change is not lost). */
export const flushClientSettings = () => save();

/** Starts watching the session store; returns the function that stops it. */
export function startClientSettingsSync(): () => void {
  return useSession.subscribe((state, prev) => {
    // A login loads settings from the server: that is not a change to save.
    if (!state.user || state.clientSettings === prev.clientSettings || prev.user?.betsession !== state.user.betsession) return;
    pending = state.clientSettings ?? {};
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), SETTINGS_SAVE_DEBOUNCE_MS);
  });
}
