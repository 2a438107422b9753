import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store.ts';
import { getNotify } from '../api/notification-calls.ts';
import { startUpListSettled } from '../api/prefill.ts';
import { FAST_POLL_MS, POLL_MS, isNews, shouldPopUp } from '../lib/popup-rules.ts';
import { openPushStream } from '../lib/push-stream.ts';
import { useNotifications } from '../store.ts';
import { NotificationPopup } from './notification-popup.tsx';
import { PaymentMethodAlert } from './payment-method-alert.tsx';
import { parseNotification } from '../lib/parse-notification.ts';
import '../notifications.css';
import { API } from '@betsite/contract/api-paths';
import { listStampOf, readyMatches } from '@betsite/contract/notification-stamp';
import { movesBalance } from '../lib/balance-events.ts';

/**
 * Keeps the logged-in player's notifications current: the full list once, then the push stream;
 * while the stream is down, the poll of document 1 §9 (15 s, 3 s in fast mode, going on after a
 * failed fetch). New arrivals may open a popup.
 */
export function NotificationCenter() {
  const userId = useSession((s) => s.user?.username ?? null);
  const hasToken = useSession((s) => s.token !== null);
  const active = userId !== null && hasToken;
  const queryClient = useQueryClient();

  useEffect(() => {
    const store = useNotifications.getState;
    if (!active) {
      store().reset();
      return;
    }
    let stopped = false;
    const ctrl = new AbortController();
    // A catch-up (the stream was down, or the page was loading when the server pushed) can bring
    // a credit the stream never delivered: the header's balance follows it as for a pushed one.
    const loadAll = () => {
      const known = store().loaded ? new Set(store().items.map((n) => n.Id)) : null;
      return getNotify(false, ctrl.signal)
        .then((items) => {
          if (stopped) return;
          store().replace(items);
          if (known && items.some((n) => !known.has(n.Id) && movesBalance(n.Type.Id))) void queryClient.invalidateQueries({ queryKey: ['session', 'balance'] });
        })
        .catch(() => undefined);
    };
    // The list is asked for once the start-up list (api/prefill.ts) is in, if that did not fill it;
    // the stream's 'ready' asks again only when the server's stamp of the list is not the one shown
    // (whatever happened while the stream was down).
    const catchUp = (ready?: string) =>
      void startUpListSettled().then(() => {
        if (stopped) return;
        if (!store().loaded || (ready !== undefined && !readyMatches(ready, listStampOf(store().items)))) void loadAll();
      });
    catchUp();

    const arrived = (raw: string) => {
      const n = parseNotification(raw);
      if (!n) return;
      const s = store();
      if (!isNews(n, s.items)) return;
      s.add(n);
      // A credited bonus or deposit says an amount: the header's balance follows it at once.
      if (movesBalance(n.Type.Id)) void queryClient.invalidateQueries({ queryKey: ['session', 'balance'] });
      const now = Date.now();
      if (shouldPopUp(n, { shown: s.popped, lastPopupAt: s.lastPopupAt, now })) s.showPopup(n, now);
    };
    const close = openPushStream(API.Notifications.Stream, () => useSession.getState().token, {
      onOpen: (ready) => {
        store().setStreaming(true);
        catchUp(ready);
      },
      onDown: () => store().setStreaming(false),
      onEvent: (event, data) => {
        if (event === 'notify') {
          try {
            arrived(data);
          } catch {
            /* malformed event: ignored */
          }
        } else if (event === 'sync') void loadAll();
      },
    });

    // The fallback poll: only while the stream is not open; a failed fetch just waits for the next turn.
    let lastPoll = Date.now();
    let polling = false;
    const timer = setInterval(() => {
      const s = store();
      const every = Date.now() < s.fastUntil ? FAST_POLL_MS : POLL_MS;
      if (s.streaming || !s.loaded || polling || Date.now() - lastPoll < every) return;
      polling = true;
      lastPoll = Date.now();
      const before = new Set(s.items.map((n) => n.Id));
      getNotify(true, ctrl.signal)
        .then((unread) => {
          if (stopped) return;
          store().mergeUnread(unread);
          for (const n of unread) if (!before.has(n.Id)) arrived(JSON.stringify(n));
        })
        .catch(() => undefined)
        .finally(() => {
          polling = false;
        });
    }, 1000);

    return () => {
      stopped = true;
      clearInterval(timer);
      ctrl.abort();
      close();
      store().reset();
    };
  }, [active, userId, queryClient]);

  if (!active) return null;
  return (
    <>
      <PaymentMethodAlert />
      <NotificationPopup />
    </>
  );
}
