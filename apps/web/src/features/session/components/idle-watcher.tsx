import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_IDLE_TEXT as SESSION_TEXT } from '@betsite/contract/session-idle-messages';
import { isProtectedPath } from '../../../lib/paths.ts';
import { navigationSettled } from '../../../lib/navigation-settled.ts';
import { Modal } from '../../../ui/modal.tsx';
import { useModalTurn } from '../../../ui/modal-queue.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { refreshToken } from '../api/session-calls.ts';
import { endSession } from '../logout.ts';
import { useSession } from '../../../lib/session-store.ts';
import { takeIdleSince } from '../lib/idle-since.ts';
import { sessionTabs } from '../lib/tab-sync.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Account idle handling (document 1 §4): idle after `idleSeconds`, then a `timeoutSeconds` window;
 * in its last `warningSeconds` the player sees the countdown with 'Rinnovo' / 'Annulla'. A
 * keep-alive renews the token every `pingSeconds` unless the countdown is running. Tabs sharing the
 * session count each other's activity, and a renewal or a logout in one tab holds for all of them.
 */
export function IdleWatcher() {
  const user = useSession((s) => s.user);
  const betsession = useSession((s) => s.betsession);
  const idle = useSiteConfig().data?.idle;
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState<number | null>(null);
  const lastActivity = useRef(Date.now());
  const warningRef = useRef(false);

  const logoutWith = async (message: string | null) => {
    setRemaining(null);
    warningRef.current = false;
    // Leave the account page first, so the login guard does not redirect to the login form.
    if (isProtectedPath(location.pathname)) {
      void navigate('/', { replace: true });
      await navigationSettled();
    }
    await endSession(message);
  };

  const renew = async (): Promise<boolean> => {
    const bs = useSession.getState().betsession;
    if (!bs) return false;
    try {
      const r = await refreshToken(bs);
      if (r.ResponseCode === 0 && r.ResponseData?.Token) {
        useSession.getState().setToken(r.ResponseData.Token);
        return true;
      }
    } catch {
      /* handled below */
    }
    await logoutWith(SESSION_TEXT.renewFailed);
    return false;
  };

  // Activity tracking and the idle/timeout clock, shared with the other tabs of this session.
  useEffect(() => {
    if (!user || !idle || !betsession) return;
    const tabs = sessionTabs();
    lastActivity.current = takeIdleSince(Date.now());
    const onActivity = () => {
      if (warningRef.current) return;
      lastActivity.current = Date.now();
      tabs.activity(betsession);
    };
    const unsubscribe = tabs.subscribe(betsession, (m) => {
      if (m.type === 'logout') {
        setRemaining(null);
        warningRef.current = false;
        // Home first, as for an idle logout here: on an account page the login guard would otherwise
        // send the player to the login form.
        void (async () => {
          if (isProtectedPath(location.pathname)) {
            void navigate('/', { replace: true });
            await navigationSettled();
          }
          useSession.getState().clear(m.message);
        })();
      } else {
        // The player is active in another tab (a tab announces activity only outside the warning),
        // or renewed there: this tab is not idle either, and its warning, if any, ends.
        warningRef.current = false;
        setRemaining(null);
        lastActivity.current = Math.max(lastActivity.current, m.at);
      }
    });
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    const tick = window.setInterval(() => {
      const idleFor = (Date.now() - lastActivity.current) / 1000;
      const end = idle.idleSeconds + idle.timeoutSeconds;
      const left = end - idleFor;
      if (left <= 0) {
        void logoutWith(null);
      } else if (left <= idle.warningSeconds) {
        warningRef.current = true;
        setRemaining(left);
      }
    }, 250);
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
      window.clearInterval(tick);
      unsubscribe();
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

  const turn = useModalTurn('idle-warning', remaining !== null && Boolean(idle && user));
  if (remaining === null || !idle || !user || !turn) return null;
  // The text counts down with the bar: 'La tua sessione scadrà tra 15 secondi' at the start.
  const warningText = SESSION_TEXT.sessionExpiresIn(Math.ceil(remaining));
  return (
    <Modal
      open
      title="Sessione in scadenza"
      tone="warning"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={() => void logoutWith(null)}>
            {SESSION_TEXT.cancel}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              warningRef.current = false;
              lastActivity.current = Date.now();
              setRemaining(null);
              if (betsession) sessionTabs().renewed(betsession);
              void renew();
            }}
          >
            {SESSION_TEXT.renew}
          </button>
        </>
      }
    >
      <p>{warningText}</p>
      <ProgressBar value={(remaining / idle.warningSeconds) * 100} label="Tempo rimanente" />
    </Modal>
  );
}
