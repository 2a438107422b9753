import type { QueryClient } from '@tanstack/react-query';
import type { TCmsObject, TLayoutArea } from '@betsite/contract/content';
import { HERO_BY_LAYOUT, LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { findPageByUrl, pageOrSubpage } from '@betsite/domain/institutional-pages';
import { resolveAreaPage, sectionsOf } from '../components/page-tree.ts';
import { contentKeys } from './keys.ts';
import { pagesSegments } from './pages-address.ts';

/** An area as the loaders left it in the cache: its objects, or undefined when it was not loaded (then the address is not judged). */
function loadedArea(client: QueryClient, name: string, logged: boolean): TCmsObject[] | undefined {
  const state = client.getQueryState<TLayoutArea | null>(contentKeys.area(name, logged));
  return state?.status === 'success' ? (state.data?.Data ?? []) : undefined;
}

/**
 * FeatureRoute.notFound of /pages/…: true when the page would draw 'Pagina non trovata', by the same
 * rules as pages-page.tsx, institutional-page.tsx and layout-area-pages.tsx, so the answer is HTTP 404
 * and not a page search engines keep. An address whose areas were not loaded is left to the page.
 */
export function pagesAddressMissing(client: QueryClient, pathname: string, logged: boolean): boolean {
  const segments = pagesSegments(pathname);
  if (!segments) return true;
  const [first, ...rest] = segments;
  // No page or area has a name outside letters, digits, '-' and '_' (a '<script>' in the address, say).
  if (!first || !/^[\w-]{1,100}$/.test(first)) return true;
  if (first === 'pokerLogout') return false;
  const institutional = loadedArea(client, LAYOUT_AREAS.institutional, logged);
  if (!institutional) return false;
  const page = findPageByUrl(institutional, first);
  if (page) return rest.length > 1 || !pageOrSubpage(page, rest[0]);
  const tree = loadedArea(client, `${LAYOUT_AREAS.pagesPrefix}${first}`, logged);
  if (!tree) return false;
  if (rest.length === 0) return !HERO_BY_LAYOUT[first] && sectionsOf(tree).length === 0;
  const { section, page: areaPage } = resolveAreaPage(tree, rest);
  return !section || rest.length > 3 || (rest.length > 1 && !areaPage);
}

/** FeatureRoute.notFound of /faq/{section}: no FAQ section has that address. */
export function faqSectionMissing(client: QueryClient, pathname: string, logged: boolean): boolean {
  const faq = loadedArea(client, LAYOUT_AREAS.faq, logged);
  if (!faq) return false;
  let url: string;
  try {
    url = decodeURIComponent(pathname.replace(/^\/faq\//, '').replace(/\/$/, ''));
  } catch {
    return true;
  }
  return !faq.some((o) => o.TypeName === 'faq_section' && String(o.Parameters.faq_section_url ?? '') === url);
}
