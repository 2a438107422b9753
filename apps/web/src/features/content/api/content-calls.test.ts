// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { BadAnswer } from '../../../lib/call-api.ts';
import { getCmsObject } from './get-cms-object.ts';
import { getCmsObjParameters } from './get-cms-obj-parameters.ts';
import { getGogoalNews } from './get-gogoal-news.ts';
import { getRtpGames } from './get-rtp-games.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server answers `answer` to every call; the URLs asked for are kept. */
function server(answer: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const object = (Id: number, Children: unknown[] = []) => ({
  Id,
  Name: `o${Id}`,
  TypeName: 'faq_item',
  Parameters: { Title: 'T' },
  Children,
  Visibility: 1,
  ViewOrder: 0,
  Risoluzione: 0,
});

describe('content calls through the contract (issue 37)', () => {
  it('GetCmsObject: the same URL as before (the server render and the preload match it), a nested tree parsed at every depth', async () => {
    const area = { Name: 'V3_LayoutArea_FAQ', Data: [object(1, [object(2, [object(3)])])] };
    const asked = server({ ResponseCode: 0, ResponseMessage: null, ResponseData: area });
    expect(await getCmsObject('V3_LayoutArea_FAQ')).toEqual(area);
    expect(await getCmsObject('V3_LayoutArea_FAQ', 2)).toEqual(area);
    expect(asked).toEqual([`${API.CMS.GetCmsObject}?id=&layoutArea=V3_LayoutArea_FAQ`, `${API.CMS.GetCmsObject}?id=2&layoutArea=V3_LayoutArea_FAQ`]);
  });

  it('GetCmsObject and GetCMSObjParameters: a refusal (CONTENT_NOT_FOUND) is no data, as before', async () => {
    const asked = server({ ResponseCode: -1, ResponseMessage: 'Contenuto non trovato', ResponseData: null });
    expect(await getCmsObject('V3_LayoutArea_FAQ', 999)).toBeNull();
    expect(await getCmsObjParameters(987654)).toBeNull();
    expect(asked[1]).toBe(`${API.CMS.GetCMSObjParameters}?id=987654`);
  });

  it('a tree with a bad object deep inside is an answer outside the contract, not data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server({ ResponseCode: 0, ResponseMessage: null, ResponseData: { Name: 'x', Data: [object(1, [{ ...object(2), Id: 'due' }])] } });
    await expect(getCmsObject('x')).rejects.toBeInstanceOf(BadAnswer);
  });

  it('GetGogoalNews and GetRTPGames keep their query strings', async () => {
    const asked = server({ ResponseCode: 0, ResponseMessage: null, ResponseData: [] });
    expect(await getGogoalNews('1')).toEqual([]);
    expect(await getRtpGames(true)).toEqual([]);
    expect(await getRtpGames(false)).toEqual([]);
    expect(asked).toEqual([
      `${API.CMS.GetGogoalNews}?category=1&newClient=true`,
      `${API.Game.GetRTPGames}?mensile=true`,
      `${API.Game.GetRTPGames}?mensile=false`,
    ]);
  });
});
