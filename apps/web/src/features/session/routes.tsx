import type { FeatureRoute, FirstData } from '../../lib/feature-route.ts';

/** The login form's info box (content), loaded with the page module. */
const loginData: FirstData = (...args) => import('../content/index.ts').then((m) => m.loginPageData(...args));

/** Open routes of the session area. */
export const sessionRoutes: FeatureRoute[] = [
  { path: 'account/login', load: () => import('./routes/login-page.tsx'), firstData: loginData },
  { path: 'account/sso/login', load: () => import('./routes/login-page.tsx'), firstData: loginData },
  { path: 'account/logout', load: () => import('./routes/logout-page.tsx') },
  // The help page's chat, e-mail, phone and hours are site variables: fetched for the first render, so
  // the server's markup holds them and nothing moves when the browser takes over (it shifted by 60 px).
  {
    path: 'account/help',
    load: () => import('./routes/help-page.tsx'),
    firstData: (client) => import('../../lib/site-config.ts').then((m) => client.fetchQuery(m.siteConfigQueryOptions)),
  },
];
