/** For the logged-in player's shell (app/layout/player-shell.tsx): the account-status modal. */
export { StatusModal } from './components/status-modal.tsx';
