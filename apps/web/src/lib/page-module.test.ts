import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FirstData } from './feature-route.ts';
import { loadFirstData, matchedHandles, PageModule, type PageHandle } from './page-module.tsx';

const page = () => new PageModule(async () => ({ default: () => null }));
const route = (path: string, firstData?: FirstData): RouteObject => ({ path, handle: { page: page(), firstData } satisfies PageHandle });

describe('loadFirstData', () => {
  it("fetches the first data of the routes the path matches, with the path and the session's state, and no other route's", async () => {
    const asked: string[] = [];
    const record =
      (name: string): FirstData =>
      async (_client, pathname, logged) => {
        asked.push(`${name} ${pathname} ${logged}`);
      };
    const routes: RouteObject[] = [{ path: '/', handle: { page: page() }, children: [route('pages/*', record('pages')), route('faq', record('faq'))] }];
    await loadFirstData(matchedHandles(routes, '/pages/termini-condizioni'), '/pages/termini-condizioni', new QueryClient(), true);
    expect(asked).toEqual(['pages /pages/termini-condizioni true']);
  });

  it('never rejects: a page whose first data failed fetches it itself once drawn', async () => {
    const routes = [route('/pages/*', () => Promise.reject(new Error('offline')))];
    await expect(loadFirstData(matchedHandles(routes, '/pages/x'), '/pages/x', new QueryClient(), false)).resolves.toBeUndefined();
    await expect(loadFirstData(matchedHandles(routes, '/nowhere'), '/nowhere', new QueryClient(), false)).resolves.toBeUndefined();
  });
});
