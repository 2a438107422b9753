import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/session/components/require-auth.tsx';
import { NotFoundPage } from '../ui/status-pages.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** Wraps a lazily loaded page module (default export) as a route. */
const page = (load: () => Promise<{ default: React.ComponentType }>, guarded = false): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { default: Component } = await load();
    return {
      Component: guarded
        ? () => (
            <RequireAuth>
              <Component />
            </RequireAuth>
          )
        : Component,
    };
  },
});

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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page.tsx')) },
      ...sessionRoutes,
      ...accountRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
