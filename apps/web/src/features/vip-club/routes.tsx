import type { FeatureRoute } from '../../lib/feature-route.ts';

/** VIP Club (/account/vip-program) and Comp Point (/account/comp-point), document 3 §2: lazily loaded pages. */
export const vipClubRoutes: FeatureRoute[] = [
  { path: 'account/vip-program', load: () => import('./routes/vip-program-page.tsx'), guarded: true },
  { path: 'account/comp-point', load: () => import('./routes/comp-point-page.tsx'), guarded: true },
];
