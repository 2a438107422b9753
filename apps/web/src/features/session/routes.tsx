import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Open routes of the session area. */
export const sessionRoutes: FeatureRoute[] = [
  { path: 'account/login', load: () => import('./routes/login-page.tsx') },
  { path: 'account/sso/login', load: () => import('./routes/login-page.tsx') },
  { path: 'account/logout', load: () => import('./routes/logout-page.tsx') },
  { path: 'account/help', load: () => import('./routes/help-page.tsx') },
];
