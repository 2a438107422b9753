import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { siteConfigQueryOptions } from '../../../lib/site-config.ts';
import { sanitizerForPage } from '../../../lib/load-sanitizer.ts';
import { cmsAreaQueryOptions } from './get-cms-object.ts';

/** What every /pages/… address needs first: the institutional area (the address may be one of its pages), the site settings its visibility rules read, and the sanitiser for its HTML. */
export async function institutionalBasics(client: QueryClient, logged: boolean) {
  const [area] = await Promise.all([
    client.fetchQuery(cmsAreaQueryOptions(LAYOUT_AREAS.institutional, logged)),
    client.fetchQuery(siteConfigQueryOptions),
    sanitizerForPage(),
  ]);
  return area;
}
