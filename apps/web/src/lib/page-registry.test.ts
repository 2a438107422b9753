import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { hasPage, registerPages } from './page-registry.ts';

/** What the router itself would answer: the deepest match is not the catch-all. */
const routerSays = (routes: RouteObject[], path: string) => {
  const last = matchRoutes(routes, path)?.at(-1);
  return Boolean(last && last.route.path !== '*');
};

describe('hasPage', () => {
  it('tells real pages from the catch-all, and forgets its answers when the table changes', () => {
    registerPages([{ path: '/', children: [{ path: 'account/dashboard' }, { path: '*' }] }]);
    expect(hasPage('/account/dashboard')).toBe(true);
    expect(hasPage('/account/vip')).toBe(false);
    registerPages([{ path: '/', children: [{ path: 'account/vip' }, { path: '*' }] }]);
    expect(hasPage('/account/vip')).toBe(true);
    expect(hasPage('/account/dashboard')).toBe(false);
  });

  it('answers as the router matches: nesting, index routes, parameters, splats, case and trailing slashes', () => {
    const routes: RouteObject[] = [
      { path: '/backoffice/*' },
      {
        path: '/',
        children: [
          { index: true },
          { path: 'faq' },
          { path: 'faq/:section' },
          { path: 'pages/*' },
          { path: 'account/edit', children: [{ index: true }, { path: 'anagrafica' }, { path: 'contatti-e-privacy/edit-contacts' }] },
          { path: 'account/ricarica/results/:status' },
          { path: 'a.b' },
          { path: '*' },
        ],
      },
    ];
    registerPages(routes);
    const paths = [
      '/',
      '/faq',
      '/faq/',
      '/FAQ',
      '/faq/conto',
      '/faq/conto/altro',
      '/pages',
      '/pages/termini',
      '/pages/a/b',
      '/account/edit',
      '/account/edit/anagrafica',
      '/account/edit/contatti-e-privacy',
      '/account/edit/contatti-e-privacy/edit-contacts',
      '/account/edit/password',
      '/account/ricarica/results/ok',
      '/account/ricarica/results',
      '/backoffice',
      '/backoffice/prelievi/1',
      '/backofficex',
      '/a.b',
      '/axb',
      '/nulla',
    ];
    for (const path of paths) expect([path, hasPage(path)]).toEqual([path, routerSays(routes, path)]);
    expect(hasPage('/faq/conto?x=1#y')).toBe(true);
  });
});
