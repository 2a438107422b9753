import type { TCmsObject } from '@betsite/contract/content';

/** A CMS parameter as text (numbers too, as the web app's views read them). */
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const isPage = (o: TCmsObject) => o.TypeName === 'static_page';
const urlOf = (o: TCmsObject) => text(o.Parameters.Url);

/** A page with that Url anywhere in the tree (institutional pages are unique by Url; the first one found wins). */
export function findPageByUrl(tree: TCmsObject[], url: string): TCmsObject | null {
  for (const o of tree) {
    if (isPage(o) && urlOf(o) === url) return o;
    const inner = findPageByUrl(o.Children, url);
    if (inner) return inner;
  }
  return null;
}

/** The page itself, or with `sub` its subpage of that Url (null when it has none). */
export function pageOrSubpage(page: TCmsObject | null, sub: string | null | undefined): TCmsObject | null {
  return page && sub ? (page.Children.find((c) => isPage(c) && urlOf(c) === sub) ?? null) : page;
}

/** What /pages/{page}[/{sub}] shows: the institutional page with that Url, or that page's subpage. */
export function institutionalTarget(tree: TCmsObject[], page: string, sub: string | undefined): TCmsObject | null {
  return pageOrSubpage(findPageByUrl(tree, page), sub);
}

/**
 * A /pages/{page}[/{sub}] address's two segments, decoded as the router's splat gives them; null for
 * any other path and for a malformed escape. Read the same way by the server (which preloads the
 * page's body) and by the web app (which fetches it before its first render).
 */
export function institutionalAddress(pathname: string): [page: string, sub: string | undefined] | null {
  const m = /^\/pages\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return [decodeURIComponent(m[1]!), m[2] === undefined ? undefined : decodeURIComponent(m[2])];
  } catch {
    return null;
  }
}
