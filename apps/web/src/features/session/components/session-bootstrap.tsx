import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { checkAuth } from '../api/session-calls.ts';
import { useSession } from '../../../lib/session-store.ts';

/**
 * At start-up, a stored token (or an app token arriving in the URL as ?token=) is checked with
 * CheckAuth: a live session restores the player, anything else clears the stored token.
 */
export function SessionBootstrap() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    // On payment result pages ?token= is the provider's (PayPal's EC-… id), not an app token.
    const providerReturn = /^\/account\/(ricarica|prelievo)\/results\//.test(window.location.pathname);
    const appToken = providerReturn ? null : params.get('token');
    const stored = useSession.getState().token;
    if (!appToken && !stored) {
      useSession.getState().setReady();
      return;
    }
    let cancelled = false;
    checkAuth(appToken ?? undefined)
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
