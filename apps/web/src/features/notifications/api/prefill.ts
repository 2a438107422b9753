import { useNotifications } from '../store.ts';

/** The start-up list's request: settled (answered, failed or never needed) once it is done. */
let startUpList: Promise<void> = Promise.resolve();

/**
 * The logged-in player's notifications asked for at start-up, once the session check has said who
 * the player is (main.tsx): the alerts are then drawn with the page instead of in a second render
 * after it (with the player's first calls sent by index.html, the answer is usually in by then). A
 * failure leaves the store empty, and the notification center asks again once it is mounted.
 *
 * The call's code (its definition, its answer check and the contract client) loads here, with the
 * notifications' code that a stored session already started loading (main.tsx), not in the shared
 * entry: a visitor without a session never downloads it (issue 37, e2e/js-budget.e2e.ts).
 */
export function prefillNotifications(sessionChecked: Promise<boolean>): void {
  startUpList = sessionChecked.then((logged) =>
    logged
      ? import('./notification-calls.ts')
          .then(({ getNotify }) => getNotify(false))
          .then(
            (items) => useNotifications.getState().replace(items),
            () => undefined,
          )
      : undefined,
  );
}

/**
 * Settles when the start-up list is in (or failed, or was not asked for). The notification center
 * waits for it before asking for the list itself: on a slow start it mounts while that answer is on
 * its way, and asking then sent the same list twice.
 */
export function startUpListSettled(): Promise<void> {
  return startUpList;
}
