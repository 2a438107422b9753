import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { siteConfigQueryOptions } from '../../../lib/site-config.ts';
import { sanitizerForPage } from '../../../lib/load-sanitizer.ts';
import { resolveAreaPage } from '../components/page-tree.ts';
import { pagesSegments } from './pages-address.ts';
import { cmsParametersQueryOptions } from './get-cms-obj-parameters.ts';
import { cmsAreaQueryOptions } from './get-cms-object.ts';

/**
 * /pages/{layoutarea}/{section}/{page} (and one level deeper): the institutional area (the address
 * could be one of its pages), the layout area it names and the page's body, so the page comes whole
 * from the server (its words also make its description).
 */
export async function areaPageData(client: QueryClient, pathname: string, logged: boolean): Promise<void> {
  const [layout, ...segments] = pagesSegments(pathname) ?? [];
  if (!layout) return;
  const [, tree] = await Promise.all([
    client.fetchQuery(cmsAreaQueryOptions(LAYOUT_AREAS.institutional, logged)),
    client.fetchQuery(cmsAreaQueryOptions(`${LAYOUT_AREAS.pagesPrefix}${layout}`, logged)),
    client.fetchQuery(siteConfigQueryOptions),
    sanitizerForPage(),
  ]);
  const { page } = resolveAreaPage(tree?.Data ?? [], segments);
  if (page && segments.length <= 3) await client.fetchQuery(cmsParametersQueryOptions(page.Id, logged));
}
