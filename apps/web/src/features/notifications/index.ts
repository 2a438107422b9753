/** What the app shell uses of the notifications area. */
export { requestFastPolling } from './store.ts';
export { prefillNotifications } from './api/prefill.ts';
export { POLL_MS } from './lib/popup-rules.ts';
// For the server's draw of a player's page (src/entry-server.tsx): the list, and the store it is drawn from.
export { getNotify } from './api/notification-calls.ts';
export { useNotifications } from './store.ts';
