import { useEffect } from 'react';
import { paths } from '../../../lib/paths.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { endSession } from '../logout.ts';

/**
 * /account/logout: logs out on entry, then loads the home as a new document, not as a move within
 * the app. Nothing of the player's stays in the tab's memory (query cache, stores, page state), and
 * the home comes rendered by the server with its content sanitised there, so the browser does not
 * fetch the content and its sanitiser (≈ 11.6 KB gzip) again. 'Replace': Back does not return here.
 * The before-logout messages cross the page load in sessionStorage (server-messages/store.ts).
 */
export default function LogoutPage() {
  useEffect(() => {
    void endSession()
      .then(async () => (await import('../../server-messages/index.ts')).carryAfterLogoutOver())
      .catch(() => undefined)
      .finally(() => window.location.replace(paths.home));
  }, []);
  return <Loader label="Uscita in corso…" />;
}
