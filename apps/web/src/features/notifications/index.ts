/** What the app shell uses of the notifications area. */
import { lazy } from 'react';

/** Loaded on demand: the header shows it to a logged-in player (with an empty bell of the same size meanwhile). */
export const NotificationBadge = lazy(() => import('./components/notification-badge.tsx').then((m) => ({ default: m.NotificationBadge })));
/** Loaded on demand (the notifications, their push stream and popups): the shell mounts it once a player has logged in. */
export const NotificationCenter = lazy(() => import('./components/notification-center.tsx').then((m) => ({ default: m.NotificationCenter })));
export { requestFastPolling } from './store.ts';
