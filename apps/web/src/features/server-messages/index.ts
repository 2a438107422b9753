/** What the app shell and the session use of the server messages. */
export { ServerMessages } from './components/server-messages.tsx';
export { prepareLogoutMessages } from './store.ts';
