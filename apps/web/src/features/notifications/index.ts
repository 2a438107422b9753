/** What the app shell uses of the notifications area. */
export { loadNotificationModules, NotificationBadge, NotificationCenter } from './components/on-demand.tsx';
export { requestFastPolling } from './store.ts';
export { prefillNotifications } from './api/prefill.ts';
