import { create } from 'zustand';
import { readJson, write } from '../../lib/storage.ts';
import { useSession } from '../../lib/session-store.ts';

/** Client setting (document 1 §3) listing what the player chose to hide for ever. */
export const HIDDEN_SETTING = 'UserPermanentlyHiddenElements';
/** The same list kept in the browser, so visitors' choices last too and survive a logout. */
const LOCAL_KEY = 'bs.hiddenElements';

/** The browser's list, as state: hiding re-renders whoever shows the element. */
const useLocalHidden = create<{ keys: string[] }>(() => ({ keys: [] }));
// Read after the store is made: its initial (empty) state is what the server rendered and React hydrates.
if (typeof window !== 'undefined') useLocalHidden.setState({ keys: readJson<string[]>(LOCAL_KEY) ?? [] });

/**
 * In the client settings an element is `{ Type, Id }` (the contract's shape, which the server
 * checks); the page names it `Type:Id` (e.g. 'migration-notice:MIGRA-1', 'login-info:3').
 */
export type HiddenElement = { Type: string; Id: string | number; Description?: string | null };
const toElement = (key: string): HiddenElement => {
  const at = key.indexOf(':');
  return at < 0 ? { Type: key, Id: '' } : { Type: key.slice(0, at), Id: key.slice(at + 1) };
};
const toKey = (e: unknown): string | null => {
  if (typeof e === 'string') return e;
  if (typeof e !== 'object' || e === null) return null;
  const { Type, Id } = e as Partial<HiddenElement>;
  if (typeof Type !== 'string' || (typeof Id !== 'string' && typeof Id !== 'number')) return null;
  return Id === '' ? Type : `${Type}:${Id}`;
};
const fromSettings = (settings: Record<string, unknown> | null): string[] => {
  const v = settings?.[HIDDEN_SETTING];
  return Array.isArray(v) ? v.map(toKey).filter((k): k is string => k !== null) : [];
};

/** Keys hidden for ever: the browser's list and the logged-in player's synced settings. */
export function hiddenElements(settings: Record<string, unknown> | null = useSession.getState().clientSettings): string[] {
  return [...new Set([...useLocalHidden.getState().keys, ...fromSettings(settings)])];
}

/**
 * Hides `key` for ever: kept in the browser and, for a logged-in player, in the client settings
 * (the settings sync saves them to the server, so another device hides it too).
 */
export function hideElementPermanently(key: string): void {
  const keys = [...new Set([...useLocalHidden.getState().keys, key])];
  write(LOCAL_KEY, JSON.stringify(keys));
  useLocalHidden.setState({ keys });
  const { user, clientSettings } = useSession.getState();
  if (user) {
    const list = [...new Set([...fromSettings(clientSettings), key])].map(toElement);
    useSession.setState({ clientSettings: { ...(clientSettings ?? {}), [HIDDEN_SETTING]: list } });
  }
}

/** Re-renders when the browser's list or the player's settings change. */
export function useIsHidden(key: string): boolean {
  const settings = useSession((s) => s.clientSettings);
  const local = useLocalHidden((s) => s.keys);
  return local.includes(key) || fromSettings(settings).includes(key);
}
