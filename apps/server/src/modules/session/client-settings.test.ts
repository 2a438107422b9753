import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { login } from '../payments/deposits/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const save = (headers: Record<string, string>, ClientSettings: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Account/SaveClientSettings', headers, payload: { ClientSettings } as object });
const settingsOf = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/Account/CheckAuth', headers })).json().ClientSettings;

describe(`client settings document (${dbLabel()})`, () => {
  it('demouser1 starts with history and favourites in both tabs', async () => {
    const u = await login(t, 'demouser1');
    const s = await settingsOf(u.headers);
    for (const list of [s.History, s.Favourites]) expect(new Set(list.map((i: { Type: string }) => i.Type))).toEqual(new Set(['sport', 'games']));
  });

  it('two tabs saving different fields both keep their change (merged, not overwritten)', async () => {
    const u = await login(t, 'demouser1');
    expect((await save(u.headers, { Cart: { CartDefaultAmount: 5, AcceptVariations: true } })).json().ResponseCode).toBe(0);
    expect(
      (await save(u.headers, { PrematchWelcomePage: 'Tennis', Layout: { OddsRangePicker_Hidden: true, OddsRangePicker_Hidden_Dirty: true } })).json()
        .ResponseCode,
    ).toBe(0);
    const s = await settingsOf(u.headers);
    expect(s).toMatchObject({
      Cart: { CartDefaultAmount: 5, AcceptVariations: true },
      PrematchWelcomePage: 'Tennis',
      Layout: { OddsRangePicker_Hidden: true },
    });
    expect(s.History.length).toBeGreaterThan(0);
    // AcceptVariations 'Sempre' is null, and stays null.
    await save(u.headers, { Cart: { CartDefaultAmount: 5, AcceptVariations: null } });
    expect((await settingsOf(u.headers)).Cart.AcceptVariations).toBeNull();
  });

  it('refuses unknown fields, wrong types, oversized lists and documents; changes nothing', async () => {
    const u = await login(t, 'demouser1');
    const before = await settingsOf(u.headers);
    const item = (i: number) => ({ Id: i, Type: 'sport', Title: `E${i}`, Url: '/x', Timestamp: i });
    for (const bad of [
      { Sconosciuto: 1 },
      { Cart: { CartDefaultAmount: 'uno' } },
      { Cart: { Extra: true } },
      { PrematchWelcomePage: 'Golf' },
      { Layout: { NonEsiste: true } },
      { History: Array.from({ length: 1001 }, (_, i) => item(i)) },
      { History: [{ ...item(1), Type: 'poker' }] },
      { Favourites: [{ ...item(1), Parameters: { GroupId: 1 } }] },
      { RankingUniqueCode: 'x'.repeat(101) },
      'nope',
    ]) {
      const r = await save(u.headers, bad);
      expect(r.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await settingsOf(u.headers)).toEqual(before);
  });
});
