import type { RouteObject } from 'react-router';

/**
 * The router's pages as patterns, registered by the app at start-up so features can ask about paths
 * without importing the app layer. Compiled once: React Router's `matchRoutes` flattens and ranks
 * the whole table on every call, and the account home asks for each of its ~30 entries while it
 * first renders (≈ 30 ms of a throttled phone's main thread, in the task that draws the page).
 */
let pages: RegExp[] = [];

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route's full path as React Router matches it: `:param` is one segment, a final `*` any rest (or none), case-insensitive, trailing slashes allowed. */
export function patternOf(fullPath: string): RegExp {
  const segments = fullPath.split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  const fixed = (splat ? segments.slice(0, -1) : segments).map((s) => (s.startsWith(':') ? '[^/]+' : escape(s)));
  const base = fixed.length ? `/${fixed.join('/')}` : '';
  return new RegExp(`^${base}${splat ? '(?:/.*)?' : ''}/*$`, 'i');
}

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/** Every route of the table that is a page (the catch-all `*` is not), by full path. */
function collect(routes: RouteObject[], parent: string, into: string[]): string[] {
  for (const r of routes) {
    const full = r.index ? parent : r.path === undefined ? parent : join(parent, r.path);
    if (r.path !== '*') into.push(full || '/');
    if (r.children) collect(r.children, full, into);
  }
  return into;
}

export function registerPages(routes: RouteObject[]): void {
  pages = [...new Set(collect(routes, '', []))].map(patternOf);
}

/**
 * Whether a path opens a real page (anything but the catch-all). The account home uses it so that
 * entries of areas not built yet are shown as text, not as links to 'Pagina non trovata'.
 */
export function hasPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return pages.some((p) => p.test(pathname));
}
