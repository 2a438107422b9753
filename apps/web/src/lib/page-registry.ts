import { matchRoutes, type RouteObject } from 'react-router';

/** The router's table, registered by the app at start-up so features can ask about paths without importing the app layer. */
let registered: RouteObject[] = [];
/**
 * Answers per path: `matchRoutes` flattens and ranks the whole table on every call, and the account
 * home asks for each of its ~30 entries on every render (≈ 50 ms of a throttled phone's main thread).
 */
const answers = new Map<string, boolean>();

export function registerPages(routes: RouteObject[]): void {
  registered = routes;
  answers.clear();
}

/**
 * Whether a path opens a real page (anything but the catch-all). The account home uses it so that
 * entries of areas not built yet are shown as text, not as links to 'Pagina non trovata'.
 */
export function hasPage(path: string): boolean {
  let answer = answers.get(path);
  if (answer === undefined) {
    const matches = matchRoutes(registered, path);
    const last = matches?.[matches.length - 1];
    answer = Boolean(last && last.route.path !== '*');
    answers.set(path, answer);
  }
  return answer;
}
