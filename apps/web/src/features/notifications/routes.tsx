import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Notifications area (document 1 §2): the list needs login. */
export const notificationRoutes: FeatureRoute[] = [{ path: 'account/notifiche', load: () => import('./routes/notifications-page.tsx'), guarded: true }];
