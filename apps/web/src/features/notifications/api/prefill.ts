import { useNotifications } from '../store.ts';

/**
 * The logged-in player's notifications asked for at start-up, before the first render (main.tsx):
 * the alerts are then drawn with the page instead of in a second render after it (with the
 * player's first calls sent by index.html, the answer is usually in by then). A failure leaves the
 * store empty, and the notification center asks again once it is mounted.
 *
 * The call's code (its definition, its answer check and the contract client) loads here, with the
 * notifications' code that a stored session already started loading (main.tsx), not in the shared
 * entry: a visitor without a session never downloads it (issue 37, e2e/js-budget.e2e.ts).
 */
export function prefillNotifications(): Promise<void> {
  return import('./notification-calls.ts')
    .then(({ getNotify }) => getNotify(false))
    .then(
      (items) => useNotifications.getState().replace(items),
      () => undefined,
    );
}
