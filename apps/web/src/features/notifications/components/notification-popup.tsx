import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TEXT as T } from '@betsite/contract/notification-messages';
import { paths } from '../../../lib/paths.ts';
import { setNotifyRead } from '../api/notification-changes.ts';
import { POPUP_MS } from '../lib/popup-rules.ts';
import { useNotifications } from '../store.ts';

/**
 * The popup of a new notification: closes by itself after 5 s; opening or closing it reads it. While
 * the pointer is on it or focus is in it, it stays (WCAG 2.2.1: a player reading it or reaching for
 * its buttons is not cut short), and the 5 s start again when they leave.
 */
export function NotificationPopup() {
  const popup = useNotifications((s) => s.popup);
  const close = useNotifications((s) => s.closePopup);
  const navigate = useNavigate();
  // Which popup the pointer and focus are on (by key): a new popup starts unheld.
  const [pointerOn, setPointerOn] = useState<number | null>(null);
  const [focusOn, setFocusOn] = useState<number | null>(null);
  const held = popup !== null && (pointerOn === popup.key || focusOn === popup.key);
  useEffect(() => {
    if (!popup || held) return;
    const t = setTimeout(close, POPUP_MS);
    return () => clearTimeout(t);
  }, [popup, close, held]);

  const read = (id: number) => {
    useNotifications.getState().patch([id], { IsRead: true });
    setNotifyRead(id).catch(() => undefined);
  };

  return (
    <div className="notify-popups" role="status" aria-live="polite">
      {popup && (
        <div
          key={popup.key}
          className={`notify-popup${popup.notification.Type.Id === 8 ? ' notify-popup--error' : ''}`}
          data-testid="notify-popup"
          onPointerEnter={() => setPointerOn(popup.key)}
          onPointerLeave={() => setPointerOn(null)}
          onFocus={() => setFocusOn(popup.key)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setFocusOn(null);
          }}
        >
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
