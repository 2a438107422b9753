import { Navigate, type RouteObject } from 'react-router';
import type { FeatureRoute } from '../lib/feature-route.ts';
import { registerPages } from '../lib/page-registry.ts';
import { CatchAll } from './catch-all.tsx';
import { PageModule, type PageHandle } from '../lib/page-module.tsx';
import { LazyPage } from './lazy-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
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
import { backofficeRoute } from '../features/backoffice/routes.tsx';

/** Each area owns its route list (features/<area>/routes.tsx); here they become routes of lazily loaded pages. */
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

/** A feature's page as a route: its element draws the lazily loaded module, its handle lets the router load it first. */
function toRoute(r: FeatureRoute): RouteObject {
  const where = r.index ? { index: true as const } : { path: r.path };
  if (r.redirect !== undefined) return { ...where, element: <Navigate to={r.redirect} replace /> };
  const page = new PageModule(r.load);
  const handle: PageHandle = { page, firstData: r.firstData };
  const route = { element: <LazyPage module={page} guarded={r.guarded} />, handle };
  return r.index ? { index: true, ...route } : { path: r.path, ...route, ...(r.children && { children: r.children.map(toRoute) }) };
}

export const routes: RouteObject[] = [
  // The operators' back office: its own frame and route table, loaded on its first visit.
  backofficeRoute,
  {
    path: '/',
    element: <RootLayout />,
    children: [...featureRoutes.map(toRoute), { path: '*', element: <CatchAll /> }],
  },
];

registerPages(routes);
