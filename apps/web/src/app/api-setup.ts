import { SESSION_SHELL_TEXT as SESSION_TEXT } from '@betsite/contract/session-shell-messages';
import { configureApi } from '../lib/api.ts';
import { useSession } from '../lib/session-store.ts';

/**
 * Connects the HTTP client to the session: the bearer is the stored token, and a 401 for the token
 * still in use ends the session with the specification's message (a 401 for a token already
 * replaced by a renewal is ignored).
 */
export function setupApi(): void {
  configureApi({
    getToken: () => useSession.getState().token,
    onUnauthorized(sentToken) {
      if (useSession.getState().token === sentToken) useSession.getState().clear(SESSION_TEXT.sessionNotValid);
    },
  });
}
