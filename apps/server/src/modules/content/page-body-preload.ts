import { API } from '@betsite/contract/api-paths';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import type { TCmsObject } from '@betsite/contract/content';
import type { AppDeps } from '../../deps.ts';
import { escapeAttribute } from '../../platform/index-pages.ts';
import { isRefusal } from '../../platform/outcome.ts';
import { reusedRead } from './reused-read.ts';
import { ContentService } from './service.ts';

/** How long the area's page ids are reused before the content is read again: edits show within this. */
const REUSE_MS = 30_000;

const isPage = (o: TCmsObject) => o.TypeName === 'static_page';
const urlOf = (o: TCmsObject) => (typeof o.Parameters.Url === 'string' ? o.Parameters.Url : '');

/** Every institutional page by its Url, anywhere in the tree (Urls are unique in the area, as the web app finds them). */
function pagesByUrl(tree: TCmsObject[], into = new Map<string, TCmsObject>()): Map<string, TCmsObject> {
  for (const o of tree) {
    if (isPage(o) && urlOf(o) && !into.has(urlOf(o))) into.set(urlOf(o), o);
    pagesByUrl(o.Children, into);
  }
  return into;
}

/** The /pages/{page}[/{subpage}] address's segments, decoded; null for any other path. */
function pageSegments(pathname: string): [string, string | undefined] | null {
  const m = /^\/pages\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return [decodeURIComponent(m[1]!), m[2] === undefined ? undefined : decodeURIComponent(m[2])];
  } catch {
    return null;
  }
}

/**
 * `<link rel="preload" as="fetch">` for the body of the institutional page an address shows, with
 * its URL exactly as the web app asks for it (features/content/api/get-cms-obj-parameters.ts). The
 * app draws the page whole in its first render; without the preload the body is one more round trip
 * after the area. Empty for any other path, an unknown page, and when the content cannot be read.
 */
export function institutionalBodyPreload(deps: Pick<AppDeps, 'clock' | 'db' | 'readDb'>): (pathname: string) => Promise<string> {
  const content = new ContentService(deps);
  const pages = reusedRead(REUSE_MS, async () => {
    const area = await content.layoutArea(LAYOUT_AREAS.institutional, null);
    return isRefusal(area) ? new Map<string, TCmsObject>() : pagesByUrl(area.Data);
  });
  return async (pathname) => {
    const segments = pageSegments(pathname);
    if (!segments) return '';
    const [first, sub] = segments;
    const page = (await pages().catch(() => null))?.get(first);
    const target = page && sub !== undefined ? page.Children.find((c) => isPage(c) && urlOf(c) === sub) : page;
    if (!target) return '';
    return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(`${API.CMS.GetCMSObjParameters}?id=${target.Id}`)}">`;
  };
}
