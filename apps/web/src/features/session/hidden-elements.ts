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
 * In the client settings an element is `{ Type, Id, Description? }` (document 1 §3, the contract's
 * shape); the page names it `Type:Id` (e.g. 'migration-notice:MIGRA-1', 'info-box:3'). Entries are
 * kept as stored, Description and the Id's type included: the legacy client reads the same list.
 */
export type HiddenElement = { Type: string; Id: string | number; Description?: string | null };
export const elementKey = ({ Type, Id }: HiddenElement): string => (Id === '' ? Type : `${Type}:${Id}`);
const toElement = (key: string): HiddenElement => {
  const at = key.indexOf(':');
  return at < 0 ? { Type: key, Id: '' } : { Type: key.slice(0, at), Id: key.slice(at + 1) };
};
const asElement = (e: unknown): HiddenElement | null => {
  if (typeof e === 'string') return toElement(e);
  if (typeof e !== 'object' || e === null) return null;
  const { Type, Id } = e as Partial<HiddenElement>;
  return typeof Type === 'string' && (typeof Id === 'string' || typeof Id === 'number') ? (e as HiddenElement) : null;
};
const settingsElements = (settings: Record<string, unknown> | null): HiddenElement[] => {
  const v = settings?.[HIDDEN_SETTING];
  return Array.isArray(v) ? v.map(asElement).filter((e): e is HiddenElement => e !== null) : [];
};
const fromSettings = (settings: Record<string, unknown> | null): string[] => settingsElements(settings).map(elementKey);

/** Keys hidden for ever: the browser's list and the logged-in player's synced settings. */
export function hiddenElements(settings: Record<string, unknown> | null = useSession.getState().clientSettings): string[] {
  return [...new Set([...useLocalHidden.getState().keys, ...fromSettings(settings)])];
}

/**
 * Hides an element for ever (an element, or its `Type:Id` key): kept in the browser and, for a
 * logged-in player, added to the client settings as given (the settings sync saves them to the
 * server, so another device hides it too). The entries already there stay as they were stored.
 */
export function hideElementPermanently(element: HiddenElement | string): void {
  const added = typeof element === 'string' ? toElement(element) : element;
  const key = elementKey(added);
  const keys = [...new Set([...useLocalHidden.getState().keys, key])];
  write(LOCAL_KEY, JSON.stringify(keys));
  useLocalHidden.setState({ keys });
  const { user, clientSettings } = useSession.getState();
  if (user) {
    const stored = settingsElements(clientSettings);
    const list = stored.some((e) => elementKey(e) === key) ? stored : [...stored, added];
    useSession.setState({ clientSettings: { ...(clientSettings ?? {}), [HIDDEN_SETTING]: list } });
  }
}

/** Whether any of `keys` is hidden (an element may have older names); re-renders when the lists change. */
export function useIsHidden(...keys: string[]): boolean {
  const settings = useSession((s) => s.clientSettings);
  const local = useLocalHidden((s) => s.keys);
  const stored = fromSettings(settings);
  return keys.some((key) => local.includes(key) || stored.includes(key));
}
