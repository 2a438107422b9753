/** For the logged-in player's shell (app/layout/player-shell.tsx): the reality check's reminder. */
export { RealityCheck } from './components/reality-check.tsx';
