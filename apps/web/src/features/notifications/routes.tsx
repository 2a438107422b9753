import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';

/** Notifications area (document 1 §2): the list needs login. */
export const notificationRoutes: RouteObject[] = [{ path: 'account/notifiche', ...page(() => import('./routes/notifications-page.tsx'), true) }];
