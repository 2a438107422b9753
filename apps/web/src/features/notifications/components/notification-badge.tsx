import { NOTIFICATION_TEXT as T } from '@betsite/contract/notification-messages';
import { paths } from '../../../lib/paths.ts';
import { unreadCount } from '../lib/popup-rules.ts';
import { useNotifications } from '../store.ts';
import { Link } from '../../../lib/link.tsx';

/** Header bell with the unread count, linking to /account/notifiche. */
export function NotificationBadge() {
  const count = useNotifications((s) => unreadCount(s.items));
  return (
    <Link to={paths.notifiche} className="notify-bell" data-testid="notify-bell">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          fill="currentColor"
        />
      </svg>
      <span className="sr-only">{count > 0 ? T.badgeLabel(count) : `${T.pageTitle}: nessuna non letta`}</span>
      {count > 0 && (
        <span className="notify-bell__count" aria-hidden="true" data-testid="notify-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
