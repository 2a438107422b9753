/** For the logged-in player's shell (app/layout/player-shell.tsx): the idle warning and keep-alive. */
export { IdleWatcher } from './components/idle-watcher.tsx';
