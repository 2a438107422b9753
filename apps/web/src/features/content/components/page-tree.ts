import { inMenu } from '@betsite/domain/content-rules';
import type { TCmsObject } from '@betsite/contract/content';
import { str } from './view-context.ts';

export const isPage = (o: TCmsObject) => o.TypeName === 'static_page';
export const isContainer = (o: TCmsObject) => o.TypeName === 'static_pages_container';
export const pageUrl = (o: TCmsObject) => str(o.Parameters.Url);
export const sectionUrl = (o: TCmsObject) => str(o.Parameters.static_page_section_url) || str(o.Parameters.SubContainerUrl);
export const titleOf = (o: TCmsObject) => str(o.Parameters.Title) || str(o.Parameters.static_page_section_title) || o.Name;

export { findPageByUrl, pageOrSubpage } from '@betsite/domain/institutional-pages';

/** Children shown in menus: visible, not Hidden and not HideInPagesIndex. */
export const menuItems = (list: TCmsObject[]) => list.filter((o) => (isPage(o) ? inMenu(o.Parameters) : isContainer(o)));

/** Top-level sections of a Pages_{layoutarea} area. */
export const sectionsOf = (tree: TCmsObject[]) => tree.filter(isContainer);

/** Resolves /{section}/{url} or /{section}/{subsection}/{url} inside an area. */
export function resolveAreaPage(tree: TCmsObject[], segments: string[]): { section: TCmsObject | null; page: TCmsObject | null } {
  const [sec, a, b] = segments;
  const section = sectionsOf(tree).find((s) => sectionUrl(s) === sec) ?? null;
  if (!section || !a) return { section, page: null };
  if (!b)
    return {
      section,
      page: section.Children.find((c) => isPage(c) && pageUrl(c) === a) ?? null,
    };
  const sub = section.Children.find((c) => isContainer(c) && sectionUrl(c) === a);
  return {
    section,
    page: sub?.Children.find((c) => isPage(c) && pageUrl(c) === b) ?? null,
  };
}
