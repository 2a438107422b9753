import { describe, expect, it } from 'vitest';
import type { TCmsObject } from '@betsite/contract/content';
import { useTestApp } from '../../test-support.ts';
import { institutionalBodyPreload } from './page-body-preload.ts';

const t = useTestApp();

const flat = (objs: TCmsObject[]): TCmsObject[] => objs.flatMap((o) => [o, ...flat(o.Children)]);
async function pageId(url: string): Promise<number> {
  const area = (await t.app.inject({ url: '/api/CMS/GetCmsObject?id=&layoutArea=Pages_istituzionali' })).json() as { ResponseData: { Data: TCmsObject[] } };
  const page = flat(area.ResponseData.Data).find((o) => o.TypeName === 'static_page' && o.Parameters.Url === url);
  expect(page, url).toBeDefined();
  return page!.Id;
}
const preloadOf = (id: number) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/CMS/GetCMSObjParameters?id=${id}">`;

describe("an institutional page's body preload", () => {
  it('names the body of the page (or subpage) the address shows, with the URL the web app asks for', async () => {
    const preload = institutionalBodyPreload(t.deps);
    expect(await preload('/pages/termini-condizioni')).toBe(preloadOf(await pageId('termini-condizioni')));
    expect(await preload('/pages/regolamento-poker/omaha')).toBe(preloadOf(await pageId('omaha')));
    // The preloaded URL answers with the page's body.
    const body = (await t.app.inject({ url: `/api/CMS/GetCMSObjParameters?id=${await pageId('termini-condizioni')}` })).json();
    expect(body.ResponseData.Content).toContain('Il conto gioco è personale');
  });

  it('is empty for an unknown page or subpage, a malformed or hostile address, and any other path', async () => {
    const preload = institutionalBodyPreload(t.deps);
    for (const path of [
      '/pages/nessuna-pagina',
      '/pages/termini-condizioni/nessuna',
      '/pages/termini-condizioni/a/b',
      '/pages/%E0%A4%A',
      '/pages/%22%3E%3Cscript%3E',
      '/pages/%00',
      '/pages/termini-condizioni%00',
      '/pages/',
      '/faq',
      '/',
    ])
      expect([path, await preload(path)]).toEqual([path, '']);
  });
});
