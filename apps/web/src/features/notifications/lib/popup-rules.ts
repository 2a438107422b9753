import { NOTIFICATION_TYPES, isShownNotification } from '@betsite/contract/notification-types';
import type { TNotification } from '@betsite/contract/notifications';

/** Document 1 §9. */
export const POLL_MS = 15_000;
export const FAST_POLL_MS = 3_000;
export const POPUP_MS = 5_000;
export const POPUP_DEBOUNCE_MS = 3 * 60_000;

/** What the client shows: type 1000 (client log) never. */
export const visibleNotifications = (list: TNotification[]) => list.filter((n) => isShownNotification(n.Type.Id));

export const unreadCount = (list: TNotification[]) => visibleNotifications(list).filter((n) => !n.IsRead && !n.Archived).length;

/** An unread payment-method notification is shown as an error alert (document 1 §8): the newest one. */
export const paymentMethodAlert = (list: TNotification[], dismissed: ReadonlySet<number>) =>
  list.find((n) => n.Type.Id === NOTIFICATION_TYPES.MetodiPagamento && !n.IsRead && !n.Archived && !dismissed.has(n.Id)) ?? null;

/**
 * Whether a notification that just arrived opens a popup: only shown types, only unread ones,
 * never twice, and at most one popup per 3 minutes in a tab (the debounce); the others wait in
 * the badge and on the notifications page.
 */
export function shouldPopUp(n: TNotification, state: { shown: ReadonlySet<number>; lastPopupAt: number | null; now: number }): boolean {
  if (!isShownNotification(n.Type.Id) || n.IsRead || n.Archived || state.shown.has(n.Id)) return false;
  return state.lastPopupAt === null || state.now - state.lastPopupAt >= POPUP_DEBOUNCE_MS;
}

/**
 * Whether a notification that reached the tab (pushed, or new in a poll) is news to it: one the list
 * already holds is not, when a push comes late, after a list that has it (the start-up list and the
 * push of an insert race), so it neither pops up again nor reloads the balance.
 */
export const isNews = (n: TNotification, list: readonly TNotification[]) => !list.some((x) => x.Id === n.Id);

/**
 * Merges a poll answer (isPoll: the unread, not archived ones) into the list: new ones are added,
 * and a listed notification missing from the answer was read elsewhere.
 */
export function mergePoll(list: TNotification[], unread: TNotification[]): TNotification[] {
  const fresh = new Map(unread.map((n) => [n.Id, n]));
  const known = new Set(list.map((n) => n.Id));
  const updated = list.map((n) => fresh.get(n.Id) ?? (n.IsRead ? n : { ...n, IsRead: true }));
  return [...unread.filter((n) => !known.has(n.Id)), ...updated].sort((a, b) => b.Id - a.Id);
}
