import { PageModule, PageView } from '../../../lib/page-module.tsx';

const badgeModule = new PageModule(() => import('./notification-badge.tsx').then((m) => ({ default: m.NotificationBadge })));
const centerModule = new PageModule(() => import('./notification-center.tsx').then((m) => ({ default: m.NotificationCenter })));

/** Loaded on demand: the header shows it to a logged-in player (with an empty bell of the same size meanwhile). */
export const NotificationBadge = () => <PageView module={badgeModule} />;
/** Loaded on demand (the notifications, their push stream and popups): the shell mounts it once a player has logged in. */
export const NotificationCenter = () => <PageView module={centerModule} />;

/**
 * The badge's and the center's code, loaded before a player's first render (main.tsx) so that the
 * count and the alerts are drawn with the page, not in a render of their own after it.
 */
export const loadNotificationModules = (): Promise<unknown> => Promise.all([badgeModule.load(), centerModule.load()]);
