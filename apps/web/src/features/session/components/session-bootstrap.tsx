import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { checkAuth } from '../api/session-calls.ts';
import { adoptNewerStoredToken, useSession } from '../../../lib/session-store.ts';
import { isTokenExpired } from '../../../lib/token.ts';

/**
 * The token start-up checks: an app token arriving in the URL as ?token=, else the stored one. A
 * live stored session is never swapped for a link's token: anyone can send a link carrying their
 * own token, and the player would go on — uploading documents, depositing — in that account.
 */
function startupToken(): { appToken: string | null; stored: string | null } {
  const stored = useSession.getState().token;
  // On payment result pages ?token= is the provider's (PayPal's EC-… id), not an app token.
  const providerReturn = /^\/account\/(ricarica|prelievo)\/results\//.test(window.location.pathname);
  const loggedIn = stored !== null && !isTokenExpired(stored);
  const appToken = providerReturn || loggedIn ? null : new URLSearchParams(window.location.search).get('token');
  return { appToken, stored };
}

let startup: Promise<void> | null = null;

/**
 * CheckAuth of the app token or the stored one. A remembered session's token read at start-up can
 * be replaced meanwhile by another tab's renewal (the server then refuses it): the check is asked
 * again with the newer token once it reaches this tab, instead of forgetting a session that is
 * alive — forgetting it here would remove the shared token and log out every tab.
 */
async function checkStored(appToken: string | null, stored: string | null) {
  const r = await checkAuth(appToken ?? undefined);
  if (r.Success || appToken || !stored || !(await adoptNewerStoredToken(stored))) return r;
  return checkAuth();
}

/**
 * The start-up session check: a stored token (or an app token arriving in the URL as ?token=) is
 * checked with CheckAuth; a live session restores the player, anything else clears the stored
 * token. Sent as soon as the entry runs, while the first page's chunks are still loading, and the
 * first render waits for it (main.tsx): a player's page renders once, logged in, instead of a
 * visitor's header and a loader first. Resolves once the store holds the answer; never rejects.
 */
export function beginSessionCheck(): Promise<void> {
  if (startup) return startup;
  const { appToken, stored } = startupToken();
  // The token helper judges the stored login by its expiry: an expired (or unreadable) token is not
  // a session to restore, and the server would refuse it anyway.
  if (!appToken && stored && isTokenExpired(stored)) useSession.getState().clear();
  if (!appToken && (!stored || isTokenExpired(stored))) {
    useSession.getState().setReady();
    startup = Promise.resolve();
    return startup;
  }
  startup = checkStored(appToken, stored).then(
    (r) => {
      if (r.Success && r.UserData && r.Token) {
        const s = useSession.getState();
        s.setLogin({ token: r.Token, user: r.UserData, clientSettings: r.ClientSettings, remember: s.remember });
      } else {
        useSession.getState().clear();
        useSession.getState().setReady();
      }
    },
    // Server unreachable: keep the stored token (it may still be valid) but stop waiting.
    () => useSession.getState().setReady(),
  );
  return startup;
}

/** Runs the start-up check if the entry has not, and takes an app token out of the URL once it is used. */
export function SessionBootstrap() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const { appToken } = startupToken();
    let cancelled = false;
    void beginSessionCheck().then(() => {
      if (appToken && !cancelled) {
        params.delete('token');
        setParams(params, { replace: true });
      }
    });
    return () => {
      cancelled = true;
    };
    // Runs once at start-up by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
