import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Login-required routes of the account home. */
export const accountRoutes: FeatureRoute[] = [
  { path: 'account/dashboard', load: () => import('./routes/dashboard-page.tsx'), guarded: true },
  { path: 'account/status', load: () => import('./routes/status-page.tsx'), guarded: true },
];
