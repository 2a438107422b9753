import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../ui/status-pages.tsx';
import { page } from './lazy-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { accountOpenRoutes } from '../features/recovery/routes.tsx';
import { registrationRoutes } from '../features/registration/routes.tsx';
import { depositRoutes } from '../features/payments/deposit-routes.tsx';
import { withdrawalRoutes } from '../features/payments/withdrawal-routes.tsx';
import { betsRoutes } from '../features/bets/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';

/** Open routes of the session area. */
const sessionRoutes: RouteObject[] = [
  { path: 'account/login', ...page(() => import('../features/session/routes/login-page.tsx')) },
  { path: 'account/sso/login', ...page(() => import('../features/session/routes/login-page.tsx')) },
  { path: 'account/logout', ...page(() => import('../features/session/routes/logout-page.tsx')) },
  { path: 'account/help', ...page(() => import('../features/session/routes/help-page.tsx')) },
];

/** Login-required routes of the account home. */
const accountRoutes: RouteObject[] = [
  { path: 'account/dashboard', ...page(() => import('../features/account/routes/dashboard-page.tsx'), true) },
  { path: 'account/status', ...page(() => import('../features/account/routes/status-page.tsx'), true) },
];

// Each area contributes its own route list (features/<area>/routes.tsx), spread in below.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('../features/content/routes/home-page.tsx')) },
      ...sessionRoutes,
      ...accountRoutes,
      ...accountOpenRoutes,
      ...contentRoutes,
      ...registrationRoutes,
      ...depositRoutes,
      ...withdrawalRoutes,
      ...betsRoutes,
      ...profileRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
