import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { siteConfigQueryOptions } from '../../../lib/site-config.ts';
import { institutionalTarget } from '../components/page-tree.ts';
import { cmsParametersQueryOptions } from './get-cms-obj-parameters.ts';
import { cmsAreaQueryOptions } from './get-cms-object.ts';

/** /pages/{first}[/{sub}]'s segments as the router's splat gives them (decoded); null when malformed. */
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
 * An institutional page's first render (FeatureRoute.firstData): the institutional area, the site
 * settings its visibility rules need, and the page's body. The server preloads all three with the
 * page (platform/index-pages.ts, modules/content/page-body-preload.ts), so on a fresh load the page
 * is drawn whole, not as a loader followed by the page.
 */
export async function institutionalPageData(client: QueryClient, pathname: string, logged: boolean): Promise<void> {
  const segments = pageSegments(pathname);
  if (!segments) return;
  const [area] = await Promise.all([client.fetchQuery(cmsAreaQueryOptions(LAYOUT_AREAS.institutional, logged)), client.fetchQuery(siteConfigQueryOptions)]);
  const target = institutionalTarget(area?.Data ?? [], ...segments);
  if (target) await client.fetchQuery(cmsParametersQueryOptions(target.Id, logged));
}
