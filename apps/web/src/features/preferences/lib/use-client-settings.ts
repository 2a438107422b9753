import { useSyncExternalStore } from 'react';
import { ZClientSettings, type TClientSettingsDoc } from '@betsite/contract/client-settings';
import { read, write } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/session-store.ts';

const LOCAL_KEY = 'bs.clientSettings';
const listeners = new Set<() => void>();
let localDoc: TClientSettingsDoc = parseLocal();

function parseLocal(): TClientSettingsDoc {
  try {
    const r = ZClientSettings.safeParse(JSON.parse(read(LOCAL_KEY) ?? '{}'));
    return r.success ? r.data : {};
  } catch {
    return {};
  }
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
