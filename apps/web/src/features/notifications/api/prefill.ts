import { useNotifications } from '../store.ts';
import { getNotify } from './notification-calls.ts';

/**
 * The logged-in player's notifications asked for at start-up, before the first render (main.tsx):
 * the alerts are then drawn with the page instead of in a second render after it (with the
 * player's first calls sent by index.html, the answer is usually in by then). A failure leaves the
 * store empty, and the notification center asks again once it is mounted.
 */
export function prefillNotifications(): Promise<void> {
  return getNotify(false).then(
    (items) => useNotifications.getState().replace(items),
    () => undefined,
  );
}
