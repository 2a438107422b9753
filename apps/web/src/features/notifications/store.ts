import { create } from 'zustand';
import type { TNotification } from '@betsite/contract/notifications';
import { mergePoll } from './lib/popup-rules.ts';

interface Popup {
  notification: TNotification;
  key: number;
}

export interface NotificationsState {
  items: TNotification[];
  loaded: boolean;
  /** True while the push stream is open: the poll rests. */
  streaming: boolean;
  /** Fast polling (3 s) until this time, e.g. while a payment result is awaited. */
  fastUntil: number;
  popup: Popup | null;
  /** Popups already shown in this tab (PopUpShowed) and when the last one opened. */
  popped: Set<number>;
  lastPopupAt: number | null;
  /** Payment-method alerts the player closed in this tab. */
  alertDismissed: Set<number>;
  replace(items: TNotification[]): void;
  mergeUnread(unread: TNotification[]): void;
  add(n: TNotification): void;
  patch(ids: number[] | 'all', change: Partial<Pick<TNotification, 'IsRead' | 'Archived'>>): void;
  setStreaming(on: boolean): void;
  showPopup(n: TNotification, now: number): void;
  closePopup(): void;
  dismissAlert(id: number): void;
  reset(): void;
}

let popupSeq = 0;
const empty = () => ({
  items: [],
  loaded: false,
  streaming: false,
  fastUntil: 0,
  popup: null,
  popped: new Set<number>(),
  lastPopupAt: null,
  alertDismissed: new Set<number>(),
});

/** The logged-in player's notifications in this tab, kept in step by the push stream or the poll. */
export const useNotifications = create<NotificationsState>((set) => ({
  ...empty(),
  replace: (items) =>
    set((s) => {
      const sorted = [...items].sort((a, b) => b.Id - a.Id);
      // The stream's catch-up usually brings the list already shown: nothing to draw again then.
      return s.loaded && JSON.stringify(sorted) === JSON.stringify(s.items) ? s : { items: sorted, loaded: true };
    }),
  mergeUnread: (unread) => set((s) => ({ items: mergePoll(s.items, unread) })),
  add: (n) => set((s) => (s.items.some((x) => x.Id === n.Id) ? s : { items: [n, ...s.items].sort((a, b) => b.Id - a.Id) })),
  patch: (ids, change) =>
    set((s) => ({
      items: s.items
        .map((n) => (ids === 'all' || ids.includes(n.Id) ? { ...n, ...change, ...(change.Archived ? { IsRead: true } : {}) } : n))
        .filter((n) => !n.Archived),
    })),
  setStreaming: (on) => set({ streaming: on }),
  showPopup: (n, now) => set((s) => ({ popup: { notification: n, key: ++popupSeq }, popped: new Set(s.popped).add(n.Id), lastPopupAt: now })),
  closePopup: () => set({ popup: null }),
  dismissAlert: (id) => set((s) => ({ alertDismissed: new Set(s.alertDismissed).add(id) })),
  reset: () => set(empty()),
}));

/** Asks for 3-second polling for a while (used while a payment result is awaited). */
export const requestFastPolling = (ms: number) => useNotifications.setState({ fastUntil: Date.now() + ms });
