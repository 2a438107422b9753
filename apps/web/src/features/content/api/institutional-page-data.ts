import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { siteConfigQueryOptions } from '../../../lib/site-config.ts';
import { institutionalAddress, institutionalTarget } from '@betsite/domain/institutional-pages';
import { cmsParametersQueryOptions } from './get-cms-obj-parameters.ts';
import { cmsAreaQueryOptions } from './get-cms-object.ts';
import { gogoalNewsQueryOptions } from './get-gogoal-news.ts';
import { newsSource } from '@betsite/domain/content-rules';
import type { TCmsObject, TLayoutArea } from '@betsite/contract/content';
import { sanitizerForPage } from '../../../lib/load-sanitizer.ts';

/**
 * A /pages/… address's data (FeatureRoute.firstData): the institutional area, the site settings its
 * visibility rules need, and the page's body, or the layout area the address names. The server loads
 * them before it renders the page, and the router before it shows the address.
 */
export async function institutionalPageData(client: QueryClient, pathname: string, logged: boolean): Promise<void> {
  const address = institutionalAddress(pathname);
  // /pages/{layoutarea}/{section}/…: a module of its own, so the home's and the login's data (below) do not carry it.
  if (!address) return import('./area-page-data.ts').then((m) => m.areaPageData(client, pathname, logged));
  const [area] = await Promise.all([
    client.fetchQuery(cmsAreaQueryOptions(LAYOUT_AREAS.institutional, logged)),
    client.fetchQuery(siteConfigQueryOptions),
    sanitizerForPage(),
  ]);
  const target = institutionalTarget(area?.Data ?? [], ...address);
  if (target) await client.fetchQuery(cmsParametersQueryOptions(target.Id, logged));
  else await client.fetchQuery(cmsAreaQueryOptions(`${LAYOUT_AREAS.pagesPrefix}${address[0]}`, logged));
}

/** The provider categories of an area's news widgets ('visore_news' fed by the provider, at any depth). */
function providerNewsCategories(objects: readonly TCmsObject[], into = new Set<string>()): Set<string> {
  for (const o of objects) {
    const category = o.Parameters.Category;
    if (o.TypeName === 'visore_news' && newsSource(o.Parameters.ChildrenType) === 'provider' && (typeof category === 'string' || typeof category === 'number'))
      into.add(String(category));
    providerNewsCategories(o.Children ?? [], into);
  }
  return into;
}

/**
 * The data of a page that shows layout areas (the home, the FAQ, the login form's info box): each
 * area, the site settings and the provider news its news widgets show, so the page comes whole from
 * the server (no widget popping in after the scripts, and no call client in a visitor's first load).
 * News that fails to load leaves its widget hidden, as in the browser; it never fails the page.
 */
export const areasData =
  (...areas: string[]) =>
  async (client: QueryClient, _pathname: string, logged: boolean): Promise<void> => {
    const [, ...loaded] = await Promise.all([
      client.fetchQuery(siteConfigQueryOptions),
      ...areas.map((a) => client.fetchQuery(cmsAreaQueryOptions(a, logged))),
      sanitizerForPage(),
    ]);
    const categories = providerNewsCategories((loaded.slice(0, areas.length) as (TLayoutArea | null)[]).flatMap((a) => a?.Data ?? []));
    await Promise.all([...categories].map((c) => client.fetchQuery(gogoalNewsQueryOptions(c, logged)).catch(() => undefined)));
  };

/** The login form's data: its info box's area (LoginInfoBox) and the site settings that switch it on. */
export const loginPageData = areasData(LAYOUT_AREAS.login);
