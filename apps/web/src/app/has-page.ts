import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Whether a path opens a real page of `routes` (anything but the catch-all). The account home uses
 * it so that entries of areas not built yet are shown as text, not as links to 'Pagina non trovata'.
 */
export function hasPage(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== '*');
}
