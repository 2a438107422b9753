import { SESSION_SHELL_TEXT as SESSION_TEXT } from '@betsite/contract/session-shell-messages';
import { configureApi } from '../lib/api.ts';
import { configureSchemaForms } from '../lib/schema-form-handlers.ts';
import { showDialog } from '../ui/dialogs.tsx';
import { adoptNewerStoredToken, endRefusedSession, useSession } from '../lib/session-store.ts';
import { renewalsSettled } from '../features/session/index.ts';

/**
 * Connects the HTTP client to the session: the bearer is the stored token, and a 401 for the token
 * still in use ends the session with the specification's message (or, when another tab has just
 * logged out of the shared session, as that logout does: see endRefusedSession); a 401 for a token already
 * replaced by a renewal, in this tab or another of the same session, is answered by sending the
 * request again with the new token.
 */
export function setupApi(): void {
  // A form whose rules cannot be fetched when sent (offline) gets the same alert as a call that cannot reach the server.
  configureSchemaForms({ onRulesUnavailable: () => showDialog({ title: SESSION_TEXT.alertTitle, text: SESSION_TEXT.networkError, tone: 'error' }) });
  configureApi({
    getToken: () => useSession.getState().token,
    async onUnauthorized(sentToken) {
      // A renewal under way in another tab has replaced the token on the server but may not have stored it yet.
      await renewalsSettled();
      // Refused because another tab (or a renewal here) replaced the token meanwhile: send again with
      // the new one, once this tab's copy of the shared storage shows it.
      if (await adoptNewerStoredToken(sentToken)) return true;
      endRefusedSession(SESSION_TEXT.sessionNotValid);
      return false;
    },
  });
}
