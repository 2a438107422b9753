import { NOTIFICATION_TEXT as T } from '@betsite/contract/notification-messages';
import { paths } from '../../../lib/paths.ts';
import { setNotifyRead } from '../api/notification-changes.ts';
import { paymentMethodAlert } from '../lib/popup-rules.ts';
import { useNotifications } from '../store.ts';
import { Link } from '../../../lib/link.tsx';

/**
 * An unread payment-method notification (type 8) shown as an error alert (document 1 §8), pinned
 * to the bottom of the screen so it never pushes the page down when it arrives; on a phone it
 * keeps to three lines with the link beside them, so it covers little of a form. Closing it reads
 * the notification.
 */
export function PaymentMethodAlert() {
  const n = useNotifications((s) => paymentMethodAlert(s.items, s.alertDismissed));
  if (!n) return null;
  const close = () => {
    useNotifications.getState().dismissAlert(n.Id);
    useNotifications.getState().patch([n.Id], { IsRead: true });
    setNotifyRead(n.Id).catch(() => undefined);
  };
  return (
    <div className="notify-alert" role="alert" data-testid="payment-method-alert">
      <div className="notify-alert__text">
        <strong>{n.Title}</strong> <span>{n.Body}</span>
      </div>
      <Link className="notify-alert__link" to={paths.notifiche}>
        Vedi le notifiche
      </Link>
      <button type="button" className="notify-alert__close" aria-label={T.closeAlert} onClick={close}>
        ×
      </button>
    </div>
  );
}
