/** What the app shell and the session use of the server messages. */
export { ServerMessages } from './components/server-messages.tsx';
export { carryAfterLogoutOver, prepareLogoutMessages } from './store.ts';
