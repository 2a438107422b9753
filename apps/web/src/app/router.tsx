import type { QueryClient } from '@tanstack/react-query';
import { data as withStatus, redirect, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
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
import { gamesRoutes } from '../features/games/routes.tsx';
import { sportsbookRoutes } from '../features/sportsbook/routes.tsx';

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
  ...gamesRoutes,
  ...sportsbookRoutes,
];

/** What the routes' loaders fill and read: the browser's query cache, or the one of the request the server renders. */
export interface RouteData {
  queryClient: QueryClient;
  /** Whether a player is logged in: the content's visibility (and its query keys) depend on it. Always false on the server. */
  logged(): boolean;
}

/** One module object per page for the process: loaded once, whichever route table (the browser's, a request's) asks. */
const pageModules = new WeakMap<FeatureRoute, PageModule>();

/**
 * A feature's page as a route. Its loader loads the page's module and its first data (FeatureRoute.firstData)
 * into the query cache: on the server before the one render of the request, in the browser before the
 * router shows the address (the page on screen stays until then). A redirect is answered by the loader.
 */
function toRoute(r: FeatureRoute, data: RouteData): RouteObject {
  const where = r.index ? { index: true as const } : { path: r.path };
  if (r.redirect !== undefined) {
    const to = r.redirect;
    return { ...where, loader: ({ request }: { request: Request }) => redirect(typeof to === 'string' ? to : to(new URL(request.url))) };
  }
  let page = pageModules.get(r);
  if (!page) pageModules.set(r, (page = new PageModule(r.load)));
  const loadPage = page;
  const handle: PageHandle = { page };
  const route = {
    element: <LazyPage module={page} guarded={r.guarded} />,
    handle,
    // firstData depends on the path only: a change of query string (the lobby's filters, a list's page)
    // must not wait for a refetch before the page shows it.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
    loader: async ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      await Promise.all([loadPage.load(), r.firstData?.(data.queryClient, pathname, data.logged()).catch(() => undefined)]);
      // Only the server's answer carries a status: the browser does not load what judges it.
      return import.meta.env.SSR && (await r.notFound?.(data.queryClient, pathname, data.logged())) ? notFoundStatus() : null;
    },
  };
  return r.index ? { index: true, ...route } : { path: r.path, ...route, ...(r.children && { children: r.children.map((c) => toRoute(c, data)) }) };
}

/** An unknown address answers HTTP 404 with 'Pagina non trovata' (a soft 200 misleads search engines and monitoring). */
const notFoundStatus = () => withStatus(null, { status: 404 });

/** The route table, its loaders filling `data`'s query cache. */
export function createRoutes(data: RouteData): RouteObject[] {
  return [
    // The operators' back office: its own frame and route table, loaded on its first visit.
    backofficeRoute,
    {
      path: '/',
      element: <RootLayout />,
      children: [...featureRoutes.map((r) => toRoute(r, data)), { path: '*', element: <CatchAll />, loader: notFoundStatus }],
    },
  ];
}

registerPages(createRoutes({ queryClient: undefined as never, logged: () => false }));
