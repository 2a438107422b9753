import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { checkAuth } from '../api/session-calls.ts';
import { useSession } from '../../../lib/session-store.ts';

/** The token start-up checks: an app token arriving in the URL as ?token=, else the stored one. */
function startupToken(): { appToken: string | null; stored: string | null } {
  // On payment result pages ?token= is the provider's (PayPal's EC-… id), not an app token.
  const providerReturn = /^\/account\/(ricarica|prelievo)\/results\//.test(window.location.pathname);
  const appToken = providerReturn ? null : new URLSearchParams(window.location.search).get('token');
  return { appToken, stored: useSession.getState().token };
}

let startupCheck: ReturnType<typeof checkAuth> | null = null;

/**
 * Sends the start-up CheckAuth as soon as the entry runs, while the first page's chunks are still
 * loading: an account page and its data wait on it, so it should not wait for the first render.
 */
export function beginSessionCheck(): void {
  const { appToken, stored } = startupToken();
  if (appToken || stored) startupCheck = checkAuth(appToken ?? undefined);
}

/**
 * At start-up, a stored token (or an app token arriving in the URL as ?token=) is checked with
 * CheckAuth: a live session restores the player, anything else clears the stored token.
 */
export function SessionBootstrap() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const { appToken, stored } = startupToken();
    if (!appToken && !stored) {
      useSession.getState().setReady();
      return;
    }
    let cancelled = false;
    (startupCheck ?? checkAuth(appToken ?? undefined))
      .then((r) => {
        if (cancelled) return;
        if (r.Success && r.UserData && r.Token) {
          const s = useSession.getState();
          s.setLogin({ token: r.Token, user: r.UserData, clientSettings: r.ClientSettings, remember: s.remember });
        } else {
          useSession.getState().clear();
          useSession.getState().setReady();
        }
      })
      .catch(() => {
        // Server unreachable: keep the stored token (it may still be valid) but stop waiting.
        if (!cancelled) useSession.getState().setReady();
      })
      .finally(() => {
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
