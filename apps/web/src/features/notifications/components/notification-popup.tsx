import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TEXT as T } from '@betsite/contract/notification-messages';
import { paths } from '../../../lib/paths.ts';
import { setNotifyRead } from '../api/notification-changes.ts';
import { POPUP_MS } from '../lib/popup-rules.ts';
import { useNotifications } from '../store.ts';

/** The popup of a new notification: closes by itself after 5 s; opening or closing it reads it. */
export function NotificationPopup() {
  const popup = useNotifications((s) => s.popup);
  const close = useNotifications((s) => s.closePopup);
  const navigate = useNavigate();
  useEffect(() => {
    if (!popup) return;
    const t = setTimeout(close, POPUP_MS);
    return () => clearTimeout(t);
  }, [popup, close]);

  const read = (id: number) => {
    useNotifications.getState().patch([id], { IsRead: true });
    setNotifyRead(id).catch(() => undefined);
  };

  return (
    <div className="notify-popups" role="status" aria-live="polite">
      {popup && (
        <div key={popup.key} className={`notify-popup${popup.notification.Type.Id === 8 ? ' notify-popup--error' : ''}`} data-testid="notify-popup">
          <button
            type="button"
            className="notify-popup__body"
            onClick={() => {
              read(popup.notification.Id);
              close();
              void navigate(paths.notifiche);
            }}
          >
            <strong>{popup.notification.Title}</strong>
            <span>{popup.notification.Body}</span>
          </button>
          <button
            type="button"
            className="notify-popup__close"
            aria-label={T.closePopup}
            onClick={() => {
              read(popup.notification.Id);
              close();
            }}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
