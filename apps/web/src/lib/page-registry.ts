import { matchRoutes, type RouteObject } from 'react-router';

/** The router's table, registered by the app at start-up so features can ask about paths without importing the app layer. */
let registered: RouteObject[] = [];

export function registerPages(routes: RouteObject[]): void {
  registered = routes;
}

/**
 * Whether a path opens a real page (anything but the catch-all). The account home uses it so that
 * entries of areas not built yet are shown as text, not as links to 'Pagina non trovata'.
 */
export function hasPage(path: string): boolean {
  const matches = matchRoutes(registered, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== '*');
}
