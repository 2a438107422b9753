import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { FeatureRoute } from '../lib/feature-route.ts';
import { registerPages } from '../lib/page-registry.ts';
import { Loader } from '../ui/status-pages.tsx';
import { CatchAll } from './catch-all.tsx';
import { page } from './lazy-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { accountRoutes } from '../features/account/routes.tsx';
import { affiliateRoutes } from '../features/affiliate/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { migrationRoutes } from '../features/migration/routes.tsx';
import { depositRoutes } from '../features/payments/deposit-routes.tsx';
import { withdrawalRoutes } from '../features/payments/withdrawal-routes.tsx';
import { registrationConfirmRoutes } from '../features/registration-confirm/routes.tsx';
import { registrationRoutes } from '../features/registration/routes.tsx';
import { sessionRoutes } from '../features/session/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';
import { responsibleGamingRoutes } from '../features/responsible-gaming/routes.tsx';
import { pepRoutes } from '../features/pep/routes.tsx';
import { betsRoutes } from '../features/bets/routes.tsx';
import { notificationRoutes } from '../features/notifications/routes.tsx';
import { preferencesRoutes } from '../features/preferences/routes.tsx';
import { rewardsRoutes } from '../features/rewards/routes.tsx';
import { vipClubRoutes } from '../features/vip-club/routes.tsx';
import { rankingRoutes } from '../features/ranking/routes.tsx';
import { vipSportRoutes } from '../features/vip-sport/routes.tsx';
import { discoverBackoffice } from '../features/backoffice/routes.tsx';

/** Each area owns its route list (features/<area>/routes.tsx); here they become lazy routes. */
const featureRoutes: FeatureRoute[] = [
  ...contentRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...migrationRoutes,
  ...affiliateRoutes,
  ...registrationConfirmRoutes,
  ...registrationRoutes,
  ...depositRoutes,
  ...withdrawalRoutes,
  ...profileRoutes,
  ...responsibleGamingRoutes,
  ...pepRoutes,
  ...betsRoutes,
  ...notificationRoutes,
  ...preferencesRoutes,
  ...rewardsRoutes,
  ...vipClubRoutes,
  ...rankingRoutes,
  ...vipSportRoutes,
];

function toRoute(r: FeatureRoute): RouteObject {
  const where = r.index ? { index: true as const } : { path: r.path };
  if (r.redirect !== undefined) return { ...where, element: <Navigate to={r.redirect} replace /> };
  const lazy = page(r.load, r.guarded);
  return r.index ? { index: true, ...lazy } : { path: r.path, ...lazy, ...(r.children && { children: r.children.map(toRoute) }) };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // The first page's chunk loads before anything renders: show the loader, not a blank page.
    hydrateFallbackElement: <Loader />,
    // A page that fails outside the layout (the layout itself) still gets an Italian message.
    errorElement: <RouteError />,
    children: [
      {
        // Failures of one page keep the header and footer around the message.
        errorElement: <RouteError />,
        children: [...featureRoutes.map(toRoute), { path: '*', element: <CatchAll /> }],
      },
    ],
  },
];

registerPages(routes);

// The operators' back office (/backoffice) joins the table on its first visit, outside the site's layout.
export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation: discoverBackoffice });
