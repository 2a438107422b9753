import { describe, expect, it } from 'vitest';
import type { TCmsObject } from '@betsite/contract/content';
import { institutionalAddress, institutionalTarget } from './institutional-pages.ts';

let id = 1;
const node = (TypeName: string, Url: unknown, Children: TCmsObject[] = []): TCmsObject =>
  ({ Id: id++, Name: TypeName, TypeName, Parameters: { Url }, Children, Visibility: 1, ViewOrder: id }) as unknown as TCmsObject;

describe('institutional pages', () => {
  const omaha = node('static_page', 'omaha');
  const poker = node('static_page', 'regolamento-poker', [omaha]);
  const tree = [node('static_pages_container', 'x', [node('static_page', 'termini-condizioni'), poker]), node('static_page', 42)];

  it('finds the page an address shows anywhere in the tree, or its subpage', () => {
    expect(institutionalTarget(tree, 'regolamento-poker', undefined)).toBe(poker);
    expect(institutionalTarget(tree, 'regolamento-poker', 'omaha')).toBe(omaha);
    expect(institutionalTarget(tree, '42', undefined)?.Parameters.Url).toBe(42);
    expect(institutionalTarget(tree, 'omaha', undefined)).toBe(omaha);
    expect(institutionalTarget(tree, 'regolamento-poker', 'nessuna')).toBeNull();
    expect(institutionalTarget(tree, 'x', undefined)).toBeNull();
  });

  it('reads the address as the router does, and nothing else', () => {
    expect(institutionalAddress('/pages/termini-condizioni')).toEqual(['termini-condizioni', undefined]);
    expect(institutionalAddress('/pages/regolamento-poker/omaha/')).toEqual(['regolamento-poker', 'omaha']);
    expect(institutionalAddress('/pages/caf%C3%A8')).toEqual(['cafè', undefined]);
    for (const path of ['/pages/', '/pages/a/b/c', '/pages/%E0%A4%A', '/pages/a%2Fb/c/d', '/faq', '/']) expect(institutionalAddress(path), path).toBeNull();
  });
});
