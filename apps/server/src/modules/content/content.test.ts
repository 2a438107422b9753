import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { DEMO_PASSWORD } from '../../demo/users.ts';
import { seedContent } from '../../demo/content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Obj {
  Id: number;
  Name: string;
  TypeName: string;
  Parameters: Record<string, unknown>;
  Children: Obj[];
  Visibility: number;
  ViewOrder: number;
  Risoluzione: number;
}
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const area = async (name: string) =>
  (await get(`/api/CMS/GetCmsObject?id=&layoutArea=${name}`)).json() as {
    ResponseCode: number;
    ResponseData: { Name: string; Data: Obj[] };
  };
const flat = (objs: Obj[]): Obj[] => objs.flatMap((o) => [o, ...flat(o.Children)]);
async function tokenOf(username: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/Account/LoginUser2FA',
    payload: { username, password: DEMO_PASSWORD },
  });
  return `Bearer ${r.json().ResponseData.Token as string}`;
}

describe(`content calls (${dbLabel()})`, () => {
  it('GetCmsObject serves a layout area as a tree with legacy field names', async () => {
    const r = await area('V3_WelcomeHero_Home');
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData.Name).toBe('V3_WelcomeHero_Home');
    const slider = r.ResponseData.Data.find((o) => o.TypeName === 'visore_generico')!;
    expect(Object.keys(slider).sort()).toEqual(['Children', 'Id', 'Name', 'Parameters', 'Risoluzione', 'TypeName', 'ViewOrder', 'Visibility']);
    expect(slider.Children.length).toBeGreaterThanOrEqual(4);
    const types = new Set(r.ResponseData.Data.map((o) => o.TypeName));
    for (const ty of [
      'visore_generico',
      'news_ticker',
      'lista_promo',
      'visore_news',
      'html_block',
      'visore_immagine_descrizione',
      'visore_generico_navigazione',
    ])
      expect(types).toContain(ty);
    // Visibility and resolution travel to the client, which applies them per session.
    expect(slider.Children.some((c) => c.Visibility === 3)).toBe(true);
    expect(slider.Children.some((c) => c.Risoluzione === 1)).toBe(true);
  });

  it('GetCmsObject with an id returns that object only, and -1 for an unknown id', async () => {
    const faq = await area('V3_LayoutArea_FAQ');
    const section = faq.ResponseData.Data[0]!;
    const one = (await get(`/api/CMS/GetCmsObject?id=${section.Id}&layoutArea=V3_LayoutArea_FAQ`)).json();
    expect(one.ResponseData.Data).toHaveLength(1);
    expect(one.ResponseData.Data[0].Id).toBe(section.Id);
    expect((await get('/api/CMS/GetCmsObject?id=999999&layoutArea=V3_LayoutArea_FAQ')).json().ResponseCode).toBe(-1);
    expect((await area('Nessuna_Area')).ResponseData.Data).toEqual([]);
  });

  it('seeds at least 5 FAQ sections and 30 questions, and every institutional page', async () => {
    const faq = (await area('V3_LayoutArea_FAQ')).ResponseData.Data;
    expect(faq.length).toBeGreaterThanOrEqual(5);
    expect(flat(faq).filter((o) => o.TypeName === 'faq_item').length).toBeGreaterThanOrEqual(30);
    const pages = flat((await area('Pages_istituzionali')).ResponseData.Data).map((o) => o.Parameters.Url);
    for (const url of [
      'chi-siamo',
      'contatti',
      'carta-servizi',
      'termini-condizioni',
      'privacy',
      'cookies',
      'gioco-responsabile',
      'gioco-responsabile-generale',
      'consigli-sul-gioco-responsabile',
      'anti-riciclaggio',
      'consigli-giocatore',
      'regolamento-poker',
      'omaha',
      'texas',
      'cash',
      'tornei',
      'room',
      'regolamento-scommesse',
      'regolamento-ippica',
      'regolamento-casino',
      'regolamento-bonus-generale',
      'percentuali-di-vincita',
      'percentuali-di-vincita-mensile',
      'requisiti-sistema',
      'benvenuto-sport',
      'benvenuto-casino',
      'contratto-di-gioco',
    ])
      expect(pages).toContain(url);
  });

  it('leaves page bodies out of the area and serves them with GetCMSObjParameters', async () => {
    const pages = flat((await area('Pages_istituzionali')).ResponseData.Data);
    const terms = pages.find((o) => o.Parameters.Url === 'termini-condizioni')!;
    expect(terms.Parameters.Content).toBeUndefined();
    const full = (await get(`/api/CMS/GetCMSObjParameters?id=${terms.Id}`)).json();
    expect(full.ResponseCode).toBe(0);
    expect(full.ResponseData.Content).toContain('Il conto gioco è personale');
    expect(full.ResponseData.ShowIndex).toBe(true);
    expect((await get('/api/CMS/GetCMSObjParameters?id=987654')).json().ResponseCode).toBe(-1);
  });

  it('GetGogoalNews serves provider news from our store, newest first, filtered by category', async () => {
    const r = (await get('/api/CMS/GetGogoalNews?category=1&newClient=true')).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData.length).toBe(5);
    expect(Object.keys(r.ResponseData[0]).sort()).toEqual(['Categories', 'Content', 'ImageUrl', 'Link', 'PublishDate', 'Summary', 'Title']);
    const dates = r.ResponseData.map((n: { PublishDate: string }) => n.PublishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.ResponseData[0].Categories[0]).toEqual({ Category: 'Calcio' });
    expect((await get('/api/CMS/GetGogoalNews?category=2')).json().ResponseData).toHaveLength(2);
  });

  it('GetRTPGames and CasinoGameLists answer both payout tables', async () => {
    const stat = (await get('/api/Game/GetRTPGames?mensile=false')).json();
    expect(stat.ResponseCode).toBe(0);
    expect(stat.ResponseData[0]).toEqual(
      expect.objectContaining({
        Nome_Gioco: expect.any(String),
        Descrizione: expect.any(String),
        Categoria: expect.any(String),
        Fornitore: expect.any(String),
      }),
    );
    expect(stat.ResponseData.every((r: { Rtp_Txt: string }) => /^\d+\.\d{2}$/.test(r.Rtp_Txt))).toBe(true);
    const monthly = (await get('/api/Game/CasinoGameLists?mensile=true')).json();
    expect(monthly.ResponseData[0]).toEqual(
      expect.objectContaining({
        annoField: expect.any(Number),
        meseField: expect.any(Number),
        famigliaField: expect.any(Number),
        rtpField: expect.any(Number),
        descrizione_famigliaField: expect.any(String),
        descrizione_giocoField: expect.any(String),
        descrizione_piattaformaField: expect.any(String),
      }),
    );
    expect(new Set(monthly.ResponseData.map((r: { famigliaField: number }) => r.famigliaField))).toEqual(new Set([1, 2, 6]));
    expect((await get('/api/Game/GetRTPGames?mensile=true')).json().ResponseData).toEqual(monthly.ResponseData);
  });

  it('answers bad input with 400 and an Italian message, never a 500', async () => {
    for (const url of [
      '/api/CMS/GetCmsObject',
      '/api/CMS/GetCmsObject?layoutArea=%3Cscript%3E',
      '/api/CMS/GetCmsObject?layoutArea=Pages_x&id=abc',
      '/api/CMS/GetCMSObjParameters',
      '/api/CMS/GetCMSObjParameters?id=-1',
      '/api/CMS/GetCMSObjParameters?id=99999999999999999999',
      '/api/CMS/GetCMSObjParameters?id=2147483648',
      '/api/CMS/GetCmsObject?layoutArea=Pages_x&id=9999999999',
      '/api/CMS/GetGogoalNews?category=x',
      '/api/Game/GetRTPGames?mensile=forse',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(typeof r.json().ResponseMessage).toBe('string');
    }
  });

  it('seeding again changes nothing', async () => {
    const before = flat((await area('Pages_istituzionali')).ResponseData.Data).length;
    await seedContent(t.deps.db);
    expect(flat((await area('Pages_istituzionali')).ResponseData.Data).length).toBe(before);
  });
});

describe(`content management by operators (${dbLabel()})`, () => {
  it('refuses visitors and players (401)', async () => {
    const body = {
      LayoutArea: 'LayoutArea_Login',
      Name: 'x',
      TypeName: 'html_block',
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/CMS/Admin/Objects',
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    const player = await tokenOf('demouser1');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      payload: body,
      headers: { authorization: player },
    });
    expect(r.statusCode).toBe(401);
    expect(typeof r.json().ResponseMessage).toBe('string');
  });

  it('lets an operator create, update, reorder and hide objects, and the public view follows', async () => {
    const op = { authorization: `Bearer ${await operatorToken(t)}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      headers: op,
      payload: {
        LayoutArea: 'Test_Area',
        Name: 'Blocco A',
        TypeName: 'html_block',
        ViewOrder: 20,
        Parameters: { html: '<p>A</p>' },
      },
    });
    expect(created.statusCode).toBe(200);
    const a = created.json().ResponseData;
    const b = (
      await t.app.inject({
        method: 'POST',
        url: '/api/CMS/Admin/Objects',
        headers: op,
        payload: {
          LayoutArea: 'Test_Area',
          Name: 'Blocco B',
          TypeName: 'html_block',
          ViewOrder: 5,
        },
      })
    ).json().ResponseData;
    expect((await area('Test_Area')).ResponseData.Data.map((o) => o.Name)).toEqual(['Blocco B', 'Blocco A']);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/CMS/Admin/Objects/${a.Id}`,
      headers: op,
      payload: {
        Name: 'Blocco A2',
        Visibility: 3,
        Parameters: { html: '<p>A2</p>' },
      },
    });
    expect(upd.json().ResponseData).toMatchObject({
      Name: 'Blocco A2',
      Visibility: 3,
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Reorder',
      headers: op,
      payload: { Ids: [a.Id, b.Id] },
    });
    expect((await area('Test_Area')).ResponseData.Data.map((o) => o.Name)).toEqual(['Blocco A2', 'Blocco B']);

    await t.app.inject({
      method: 'POST',
      url: `/api/CMS/Admin/Objects/${b.Id}/Hide`,
      headers: op,
      payload: { Hidden: true },
    });
    expect((await area('Test_Area')).ResponseData.Data.map((o) => o.Name)).toEqual(['Blocco A2']);
    expect((await get(`/api/CMS/GetCMSObjParameters?id=${b.Id}`)).json().ResponseCode).toBe(-1);
    const list = (
      await t.app.inject({
        url: '/api/CMS/Admin/Objects?layoutArea=Test_Area',
        headers: op,
      })
    ).json().ResponseData;
    expect(list.find((o: { Id: number }) => o.Id === b.Id).Hidden).toBe(true);
  });

  it('validates operator input: bad type, unknown id, parent in another area', async () => {
    const op = { authorization: `Bearer ${await operatorToken(t)}` };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      headers: op,
      payload: {
        LayoutArea: 'Test_Area',
        Name: 'x',
        TypeName: 'bomba',
        Visibility: 9,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/CMS/Admin/Objects/999999',
          headers: op,
          payload: { Name: 'y' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/CMS/Admin/Objects/abc',
          headers: op,
          payload: { Name: 'y' },
        })
      ).statusCode,
    ).toBe(400);
    const faqSection = (await area('V3_LayoutArea_FAQ')).ResponseData.Data[0]!;
    const wrongParent = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      headers: op,
      payload: {
        LayoutArea: 'Test_Area',
        ParentId: faqSection.Id,
        Name: 'x',
        TypeName: 'faq_item',
      },
    });
    expect(wrongParent.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/CMS/Admin/Reorder',
          headers: op,
          payload: { Ids: [999998] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/CMS/Admin/Reorder', headers: op, payload: { Ids: [99999999999] } })).statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      headers: op,
      payload: { LayoutArea: 'Test_Area', ParentId: 99999999999, Name: 'x', TypeName: 'faq_item' },
    });
    expect(huge.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/CMS/Admin/Objects/99999999999', headers: op, payload: { Name: 'y' } })).statusCode).toBe(400);
  });
});
