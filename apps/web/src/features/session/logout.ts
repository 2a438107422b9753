import { logoutUser } from './api/session-calls.ts';
import { flushClientSettings } from './client-settings-sync.ts';
import { useSession } from '../../lib/session-store.ts';
import { prepareLogoutMessages } from '../server-messages/index.ts';

/** Ends the session on the server (best effort) and locally; the caller decides where to go. */
export async function endSession(message: string | null = null): Promise<void> {
  const { betsession } = useSession.getState();
  await flushClientSettings();
  // 'Before logout' server messages are fetched while the token is still valid (trigger 3).
  await prepareLogoutMessages();
  if (betsession) await logoutUser(betsession).catch(() => undefined);
  useSession.getState().clear(message);
  try {
    sessionStorage.removeItem('bs.statusShownFor');
  } catch {
    /* ignore */
  }
}
