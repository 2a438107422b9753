import { useSyncExternalStore } from 'react';
import type { TClientSettingsDoc } from '@betsite/contract/client-settings';
import { read, write } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/session-store.ts';

const LOCAL_KEY = 'bs.clientSettings';
const listeners = new Set<() => void>();
let localDoc: TClientSettingsDoc = {};
loadLocal();

/**
 * A visitor's stored document is used only once the contract's schema accepts it. The schema (and
 * zod) is imported only when this browser has stored one, so a first visit does not download it;
 * changes made meanwhile win over the stored values.
 */
function loadLocal(): void {
  const raw = read(LOCAL_KEY);
  if (!raw) return;
  void import('@betsite/contract/client-settings')
    .then(({ ZClientSettings }) => {
      const r = ZClientSettings.safeParse(JSON.parse(raw));
      if (!r.success) return;
      localDoc = { ...r.data, ...localDoc };
      listeners.forEach((l) => l());
    })
    .catch(() => {
      /* unreadable or not loaded: the visitor starts from the defaults, as before */
    });
}

/**
 * The client-settings document: a logged-in player's lives in the session (saved to the server 10 s
 * after the last change); a visitor's is kept in this browser.
 */
export function currentSettings(): TClientSettingsDoc {
  const s = useSession.getState();
  return s.user ? ((s.clientSettings ?? {}) as TClientSettingsDoc) : localDoc;
}

export function updateSettings(patch: Partial<TClientSettingsDoc>): void {
  const s = useSession.getState();
  if (s.user) {
    useSession.setState({ clientSettings: { ...(s.clientSettings ?? {}), ...patch } });
  } else {
    localDoc = { ...localDoc, ...patch };
    write(LOCAL_KEY, JSON.stringify(localDoc));
    listeners.forEach((l) => l());
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const off = useSession.subscribe(l);
  return () => {
    listeners.delete(l);
    off();
  };
};

export function useClientSettings(): TClientSettingsDoc {
  return useSyncExternalStore(subscribe, currentSettings, currentSettings);
}
