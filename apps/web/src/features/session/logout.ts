import { logoutUser } from './api/player-session-calls.ts';
import { flushClientSettings } from './client-settings-sync.ts';
import { useSession } from '../../lib/session-store.ts';
import { sessionTabs } from './lib/tab-sync.ts';

/**
 * Ends the session on the server (best effort) and locally, and tells the other tabs of the same
 * session to end too; the caller decides where to go.
 */
export async function endSession(message: string | null = null): Promise<void> {
  const { betsession } = useSession.getState();
  // Every step before the local end is best effort: a failed call or a chunk that cannot be fetched
  // (offline) must not keep the player logged in on this device.
  await flushClientSettings().catch(() => undefined);
  // 'Before logout' server messages are fetched while the token is still valid (trigger 3).
  // Loaded on demand: the server messages stay out of the first page's JavaScript.
  await import('../server-messages/index.ts').then((m) => m.prepareLogoutMessages()).catch(() => undefined);
  if (betsession) await logoutUser(betsession).catch(() => undefined);
  useSession.getState().clear(message);
  if (betsession) sessionTabs().loggedOut(betsession, message);
  try {
    sessionStorage.removeItem('bs.statusShownFor');
  } catch {
    /* ignore */
  }
}
