import type { FeatureRoute, FirstData } from '../../lib/feature-route.ts';

/** The login form's info box (content), loaded with the page module. */
const loginData: FirstData = (...args) => import('../content/index.ts').then((m) => m.loginPageData(...args));

/** Open routes of the session area. */
export const sessionRoutes: FeatureRoute[] = [
  { path: 'account/login', load: () => import('./routes/login-page.tsx'), firstData: loginData },
  { path: 'account/sso/login', load: () => import('./routes/login-page.tsx'), firstData: loginData },
  { path: 'account/logout', load: () => import('./routes/logout-page.tsx') },
  { path: 'account/help', load: () => import('./routes/help-page.tsx') },
];
