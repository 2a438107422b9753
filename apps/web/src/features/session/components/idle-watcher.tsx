import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_IDLE_TEXT as SESSION_TEXT } from '@betsite/contract/session-idle-messages';
import { isProtectedPath } from '../../../lib/paths.ts';
import { navigationSettled } from '../../../lib/navigation-settled.ts';
import { useModalTurn } from '../../../ui/modal-queue.ts';
import { onDemand, usePreloadOnFirstInteraction } from '../../../ui/on-demand.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { refreshToken } from '../api/player-session-calls.ts';
import { endSession } from '../logout.ts';
import { adoptNewerStoredToken, onSharedTokenRemoved, useSession } from '../../../lib/session-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { activityClock, startActivityTracking } from '../lib/activity-tracking.ts';
import { renewOnce } from '../lib/renew-once.ts';
import { sessionTabs } from '../lib/tab-sync.ts';
import { guardPlayerDataOnce } from '../lib/player-data-guard.ts';

// The countdown's dialog loads at the player's first press or key (so that a dropped connection
// later cannot keep it off the screen), or when it is first due; not with every account page.
const IdleWarningDialog = onDemand(() => import('./idle-warning-dialog.tsx'));

/**
 * Account idle handling (document 1 §4): idle after `idleSeconds`, then a `timeoutSeconds` window;
 * in its last `warningSeconds` the player sees the countdown with 'Rinnovo' / 'Annulla'. A
 * keep-alive renews the token every `pingSeconds` unless the countdown is running. Tabs sharing the
 * session count each other's activity (the last one is stored, and read again at every tick: see
 * ActivityClock), and a renewal or a logout in one tab holds for all of them.
 */
export function IdleWatcher() {
  const queryClient = useQueryClient();
  // With the first player's shell, for the rest of the tab's life: no cached data of a player
  // outlives the session or reaches the next player (lib/player-data-guard.ts).
  useEffect(() => guardPlayerDataOnce(queryClient), [queryClient]);
  const user = useSession((s) => s.user);
  const betsession = useSession((s) => s.betsession);
  const idle = useSiteConfig().data?.idle;
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState<number | null>(null);
  const warningRef = useRef(false);
  const showWarning = (on: boolean) => {
    warningRef.current = on;
    activityClock().hold(on);
    if (!on) setRemaining(null);
  };

  /** Hides the warning and leaves an account page for the home, so the login guard does not send the player to the login form. */
  const leaveAccountPage = async () => {
    showWarning(false);
    if (isProtectedPath(location.pathname)) {
      void navigate('/', { replace: true });
      await navigationSettled();
    }
  };

  const logoutWith = async (message: string | null) => {
    await leaveAccountPage();
    await endSession(message);
  };

  const renew = async (): Promise<boolean> => {
    const bs = useSession.getState().betsession;
    if (!bs) return false;
    try {
      // One tab at a time renews, each with the token the one before it stored.
      const renewed = await renewOnce(async () => {
        useSession.getState().adoptStoredToken();
        const sent = useSession.getState().token;
        let renewal;
        try {
          renewal = await refreshToken(bs);
        } catch (err) {
          // The previous holder of the lock renewed, but this tab's copy of the shared storage still
          // held the token it replaced: renew with the newer one once it shows.
          if (!(err instanceof ApiError && err.status === 401 && sent && (await adoptNewerStoredToken(sent)))) throw err;
          renewal = await refreshToken(bs);
        }
        if (!renewal?.Token) return false;
        useSession.getState().setToken(renewal.Token);
        return true;
      });
      if (renewed) return true;
    } catch {
      /* handled below */
    }
    await logoutWith(SESSION_TEXT.renewFailed);
    return false;
  };

  // The idle/timeout clock, shared with the other tabs of this session.
  useEffect(() => {
    if (!user || !idle || !betsession) return;
    const clock = activityClock();
    startActivityTracking();
    // Logging in (or the app starting) is activity.
    clock.mark(Date.now(), betsession, { flush: true });
    let ended = false;
    const endedElsewhere = (message: string | null) => {
      if (ended) return;
      ended = true;
      // Another tab ended the session: this one only forgets it, after leaving an account page.
      void leaveAccountPage().then(() => useSession.getState().clear(message, { elsewhere: true }));
    };
    const stopWatchingStorage = useSession.getState().remember ? onSharedTokenRemoved(() => endedElsewhere(null)) : () => undefined;
    const unsubscribe = sessionTabs().subscribe(betsession, (m) => {
      if (m.type === 'logout') {
        endedElsewhere(m.message);
      } else {
        // The player is active in another tab (a tab announces activity only outside the warning),
        // or renewed there: this tab is not idle either, and its warning, if any, ends.
        clock.mark(m.at, betsession);
        showWarning(false);
      }
    });
    const tick = window.setInterval(() => {
      // Read again every time: the stored last activity of every tab, not only the messages received.
      const idleFor = (Date.now() - clock.lastActivity(betsession)) / 1000;
      const left = idle.idleSeconds + idle.timeoutSeconds - idleFor;
      if (left <= 0) {
        void logoutWith(null);
      } else if (left <= idle.warningSeconds) {
        showWarning(true);
        setRemaining(left);
      } else if (warningRef.current) {
        showWarning(false);
      }
    }, 250);
    return () => {
      window.clearInterval(tick);
      unsubscribe();
      stopWatchingStorage();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.betsession, betsession, idle]);

  // Keep-alive renewal, paused while the countdown runs.
  useEffect(() => {
    if (!betsession || !idle) return;
    const ping = window.setInterval(() => {
      if (!warningRef.current && useSession.getState().user) void renew();
    }, idle.pingSeconds * 1000);
    return () => window.clearInterval(ping);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [betsession, idle]);

  usePreloadOnFirstInteraction(IdleWarningDialog, Boolean(user && idle));
  const turn = useModalTurn('idle-warning', remaining !== null && Boolean(idle && user));
  if (remaining === null || !idle || !user || !turn) return null;
  return (
    <IdleWarningDialog
      remaining={remaining}
      warningSeconds={idle.warningSeconds}
      onCancel={() => void logoutWith(null)}
      onRenew={() => {
        showWarning(false);
        activityClock().mark(Date.now(), betsession, { flush: true });
        if (betsession) sessionTabs().renewed(betsession);
        void renew();
      }}
    />
  );
}
