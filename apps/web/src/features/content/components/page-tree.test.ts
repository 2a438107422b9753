import { describe, expect, it } from 'vitest';
import type { TCmsObject } from '@betsite/contract/content';
import { findPageByUrl, menuItems, resolveAreaPage } from './page-tree.ts';

let id = 0;
const o = (TypeName: string, Parameters: Record<string, unknown>, Children: TCmsObject[] = []): TCmsObject => ({
  Id: ++id,
  Name: 'x',
  TypeName,
  Parameters,
  Children,
  Visibility: 1,
  ViewOrder: id,
  Risoluzione: 0,
});
const page = (Url: string, extra: Record<string, unknown> = {}) => o('static_page', { Url, Title: Url, ...extra });

const tree = [
  o('static_pages_container', { static_page_section_url: 'scommesse' }, [
    page('multipla'),
    page('segreta', { HideInPagesIndex: true }),
    o('static_pages_container', { SubContainerUrl: 'archivio' }, [page('mondiali')]),
  ]),
  page('chi-siamo'),
  page('nascosta', { Hidden: true }),
];

describe('page tree', () => {
  it('finds a page by Url at any depth', () => {
    expect(findPageByUrl(tree, 'mondiali')?.Parameters.Url).toBe('mondiali');
    expect(findPageByUrl(tree, 'nessuna')).toBeNull();
  });
  it('leaves hidden and hide-in-index pages out of menus', () => {
    expect(menuItems(tree).map((x) => x.Parameters.Url ?? 'container')).toEqual(['container', 'chi-siamo']);
    expect(menuItems(tree[0]!.Children).map((x) => x.Parameters.Url ?? 'sub')).toEqual(['multipla', 'sub']);
  });
  it('resolves section, page and subsection page', () => {
    expect(resolveAreaPage(tree, ['scommesse']).section).not.toBeNull();
    expect(resolveAreaPage(tree, ['scommesse', 'segreta']).page?.Parameters.Url).toBe('segreta');
    expect(resolveAreaPage(tree, ['scommesse', 'archivio', 'mondiali']).page?.Parameters.Url).toBe('mondiali');
    expect(resolveAreaPage(tree, ['scommesse', 'archivio', 'nessuna']).page).toBeNull();
    expect(resolveAreaPage(tree, ['casino']).section).toBeNull();
  });
});
