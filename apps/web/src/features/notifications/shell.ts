/** For the logged-in player's shell (app/layout/player-shell.tsx): the bell's count and the notifications with their push stream. */
export { NotificationBadge } from './components/notification-badge.tsx';
export { NotificationCenter } from './components/notification-center.tsx';
