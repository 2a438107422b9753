/** What the app shell uses of the notifications area. */
export { NotificationBadge } from './components/notification-badge.tsx';
export { NotificationCenter } from './components/notification-center.tsx';
export { requestFastPolling } from './store.ts';
