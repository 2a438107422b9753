import { readJson, write } from '../../lib/storage.ts';
import { useSession } from './store.ts';

/** Client setting (document 1 §3) listing what the player chose to hide for ever. */
export const HIDDEN_SETTING = 'UserPermanentlyHiddenElements';
/** The same list kept in the browser, so visitors' choices last too and survive a logout. */
const LOCAL_KEY = 'bs.hiddenElements';

const fromSettings = (settings: Record<string, unknown> | null): string[] => {
  const v = settings?.[HIDDEN_SETTING];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};

/** Keys hidden for ever: the browser's list and the logged-in player's synced settings. */
export function hiddenElements(settings: Record<string, unknown> | null = useSession.getState().clientSettings): string[] {
  return [...new Set([...(readJson<string[]>(LOCAL_KEY) ?? []), ...fromSettings(settings)])];
}

/**
 * Hides `key` for ever: kept in the browser and, for a logged-in player, in the client settings
 * (the settings sync saves them to the server, so another device hides it too).
 */
export function hideElementPermanently(key: string): void {
  write(LOCAL_KEY, JSON.stringify([...new Set([...(readJson<string[]>(LOCAL_KEY) ?? []), key])]));
  const { user, clientSettings } = useSession.getState();
  if (user) useSession.setState({ clientSettings: { ...(clientSettings ?? {}), [HIDDEN_SETTING]: [...new Set([...fromSettings(clientSettings), key])] } });
}

/** Re-renders when the player's settings change (login on another device, a hide elsewhere). */
export function useIsHidden(key: string): boolean {
  const settings = useSession((s) => s.clientSettings);
  return hiddenElements(settings).includes(key);
}
