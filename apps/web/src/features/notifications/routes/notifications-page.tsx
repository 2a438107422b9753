import { useEffect, useMemo, useRef } from 'react';
import * as calls from '@betsite/contract/calls/notifications';
import { NOTIFICATION_TEXT as T } from '@betsite/contract/notification-messages';
import { formatDateTime } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { visibleNotifications } from '../lib/popup-rules.ts';
import { useNotifications } from '../store.ts';

/** /account/notifiche: the player's notifications (not archived), newest first, with 'Archivia tutte'. */
export default function NotificationsPage() {
  const loaded = useNotifications((s) => s.loaded);
  const all = useNotifications((s) => s.items);
  const items = useMemo(() => visibleNotifications(all), [all]);
  const store = useNotifications.getState;

  // A refusal or a failure of the call is thrown by callApi: the same dialog for both (none for 'letta').
  const failed = (text: string) => () => showDialog({ title: 'Attenzione!', text, tone: 'error' });
  // Each change patches the store once the server took it (the ids, at the click).
  const markRead = useCallMutation(calls.SetNotifyRead);
  const markAllRead = useCallMutation(calls.SetAllNotifiesRead);
  const archive = useCallMutation(calls.SetNotifyArchived, { onError: failed(T.archiveError) });
  const archiveAll = useCallMutation(calls.SetNotifiesArchived, { onError: failed(T.archiveAllError) });
  const busy = markRead.isPending || markAllRead.isPending || archive.isPending || archiveAll.isPending;

  /**
   * Where the keyboard focus goes once a change has been drawn: the button it was on is disabled while
   * the call runs, then gone ('Segna come letta', an archived item). The next item's 'Archivia', else
   * the title, so the player goes on from where they were instead of from the top of the page.
   */
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    focusNext.current = null;
    (document.querySelector<HTMLElement>(`[data-focus-key="${key}"]`) ?? heading.current)?.focus();
  }, [items]);
  const archiveOne = (id: number) => {
    const at = items.findIndex((n) => n.Id === id);
    const neighbour = items[at + 1] ?? items[at - 1];
    archive.mutate(
      { body: { Id: id } },
      {
        onSuccess: () => {
          focusNext.current = neighbour ? `archive-${neighbour.Id}` : '';
          store().patch([id], { Archived: true });
        },
      },
    );
  };

  const unread = items.filter((n) => !n.IsRead).length;
  return (
    <section className="page notify-page">
      <header className="notify-page__head">
        <h1 ref={heading} tabIndex={-1}>
          {T.pageTitle}
        </h1>
        {items.length > 0 && (
          <div className="notify-page__actions">
            {unread > 0 && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={busy}
                onClick={() =>
                  markAllRead.mutate(
                    { body: {} },
                    {
                      onSuccess: () => {
                        focusNext.current = 'archive-all';
                        store().patch('all', { IsRead: true });
                      },
                    },
                  )
                }
              >
                {T.markAllRead}
              </button>
            )}
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={busy}
              data-focus-key="archive-all"
              onClick={() => {
                const ids = items.map((n) => n.Id);
                archiveAll.mutate(
                  { body: ids },
                  {
                    onSuccess: () => {
                      focusNext.current = '';
                      store().patch(ids, { Archived: true });
                    },
                  },
                );
              }}
            >
              {T.archiveAll}
            </button>
          </div>
        )}
      </header>
      {!loaded ? (
        <Loader />
      ) : items.length === 0 ? (
        <p className="empty-state">{T.empty}</p>
      ) : (
        <ul className="notify-list">
          {items.map((n) => (
            <li
              key={n.Id}
              className={`notify-item${n.IsRead ? '' : ' notify-item--unread'}${n.Type.Id === 8 ? ' notify-item--error' : ''}`}
              data-testid="notify-item"
            >
              <div className="notify-item__text">
                <h2 className="notify-item__title">
                  {!n.IsRead && <span className="notify-item__dot" aria-hidden="true" />}
                  {n.Title}
                  {!n.IsRead && <span className="sr-only"> (non letta)</span>}
                </h2>
                <p>{n.Body}</p>
                <time dateTime={n.InsDate}>{formatDateTime(n.InsDate)}</time>
              </div>
              <div className="notify-item__actions">
                {!n.IsRead && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={busy}
                    onClick={() =>
                      markRead.mutate(
                        { body: { Id: n.Id } },
                        {
                          onSuccess: () => {
                            focusNext.current = `archive-${n.Id}`;
                            store().patch([n.Id], { IsRead: true });
                          },
                        },
                      )
                    }
                  >
                    {T.markRead}
                    <span className="sr-only">: {n.Title}</span>
                  </button>
                )}
                <button type="button" className="btn btn--outline btn--sm" disabled={busy} data-focus-key={`archive-${n.Id}`} onClick={() => archiveOne(n.Id)}>
                  {T.archive}
                  <span className="sr-only">: {n.Title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
