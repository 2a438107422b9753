import { useMemo } from 'react';
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

  const unread = items.filter((n) => !n.IsRead).length;
  return (
    <section className="page notify-page">
      <header className="notify-page__head">
        <h1>{T.pageTitle}</h1>
        {items.length > 0 && (
          <div className="notify-page__actions">
            {unread > 0 && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={busy}
                onClick={() => markAllRead.mutate({ body: {} }, { onSuccess: () => store().patch('all', { IsRead: true }) })}
              >
                {T.markAllRead}
              </button>
            )}
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={busy}
              onClick={() => {
                const ids = items.map((n) => n.Id);
                archiveAll.mutate({ body: ids }, { onSuccess: () => store().patch(ids, { Archived: true }) });
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
                    onClick={() => markRead.mutate({ body: { Id: n.Id } }, { onSuccess: () => store().patch([n.Id], { IsRead: true }) })}
                  >
                    {T.markRead}
                    <span className="sr-only">: {n.Title}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  disabled={busy}
                  onClick={() => archive.mutate({ body: { Id: n.Id } }, { onSuccess: () => store().patch([n.Id], { Archived: true }) })}
                >
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
