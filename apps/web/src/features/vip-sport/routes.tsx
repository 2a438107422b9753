import type { FeatureRoute } from '../../lib/feature-route.ts';

/** VIP Sport (document 3 §2 "VIP and comp points"). */
export const vipSportRoutes: FeatureRoute[] = [{ path: 'account/vip', load: () => import('./routes/vip-sport-page.tsx'), guarded: true }];
