import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { siteConfigQueryOptions } from '../../../lib/site-config.ts';
import { institutionalAddress, institutionalTarget } from '@betsite/domain/institutional-pages';
import { cmsParametersQueryOptions } from './get-cms-obj-parameters.ts';
import { cmsAreaQueryOptions } from './get-cms-object.ts';

/**
 * An institutional page's first render (FeatureRoute.firstData): the institutional area, the site
 * settings its visibility rules need, and the page's body. The server preloads all three with the
 * page (platform/index-pages.ts, modules/content/page-body-preload.ts), so on a fresh load the page
 * is drawn whole, not as a loader followed by the page.
 */
export async function institutionalPageData(client: QueryClient, pathname: string, logged: boolean): Promise<void> {
  const address = institutionalAddress(pathname);
  if (!address) return;
  const [area] = await Promise.all([client.fetchQuery(cmsAreaQueryOptions(LAYOUT_AREAS.institutional, logged)), client.fetchQuery(siteConfigQueryOptions)]);
  const target = institutionalTarget(area?.Data ?? [], ...address);
  if (target) await client.fetchQuery(cmsParametersQueryOptions(target.Id, logged));
}
