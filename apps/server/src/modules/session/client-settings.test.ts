import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
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

  it('refuses only what is not a document, or one too large; changes nothing then', async () => {
    const u = await login(t, 'demouser1');
    const before = await settingsOf(u.headers);
    for (const bad of ['nope', [1, 2], null, { Titolo: 'x'.repeat(600_000) }]) {
      const r = await save(u.headers, bad);
      expect(r.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await settingsOf(u.headers)).toEqual(before);
  });

  it('reads the legacy document tolerantly: ISO or epoch dates, unknown keys kept, an unreadable item dropped with a log line (issue 34)', async () => {
    const lines: string[] = [];
    const logged = (
      await buildApp({
        config: { ...t.deps.config, LOG_LEVEL: 'warn' },
        database: t.database,
        clock: t.clock,
        transport: null,
        logStream: { write: (l) => void lines.push(l) },
      })
    ).app;
    await logged.ready();
    try {
      const u = await login(t, 'demouser1');
      const item = (i: number, extra: Record<string, unknown> = {}) => ({ Id: i, Type: 'sport', Title: `E${i}`, Url: '/x', Timestamp: i, ...extra });
      const r = await logged.inject({
        method: 'POST',
        url: '/api/Account/SaveClientSettings',
        headers: u.headers,
        payload: {
          ClientSettings: {
            History: [
              item(1, { Expiration: '2026-12-01T10:00:00Z' }),
              // No offset: Italian time (UTC+1 in December).
              item(2, { Expiration: '2026-12-01T10:00:00' }),
              item(3, { Expiration: 1_780_000_000_000, Nuovo: 'tenuto' }),
              { ...item(4), Type: 'poker' },
              'illeggibile',
              item(6, { Timestamp: '1700000000000', Expiration: 'domani' }),
              item(7, { Timestamp: '1700000000000' }),
            ],
            Favourites: Array.from({ length: 1001 }, (_, i) => ({ ...item(i), Parameters: { GroupId: 1, IsQuery: false, GameId: null } })),
            Cart: { CartDefaultAmount: 'uno', LiveFastBet: true, Extra: 1 },
            PrematchWelcomePage: 'Golf',
            Sconosciuto: { a: 1 },
          },
        },
      });
      expect(r.json()).toMatchObject({ ResponseCode: 0 });
      const s = await settingsOf(u.headers);
      expect(s.History.map((h: { Id: number }) => h.Id)).toEqual([1, 2, 3, 7]);
      expect(s.History[0].Expiration).toBe(Date.parse('2026-12-01T10:00:00Z'));
      expect(s.History[1].Expiration).toBe(Date.parse('2026-12-01T09:00:00Z'));
      expect(s.History[2]).toMatchObject({ Expiration: 1_780_000_000_000, Nuovo: 'tenuto' });
      expect(s.History[3].Timestamp).toBe(1_700_000_000_000);
      expect(s.Favourites).toHaveLength(1000);
      expect(s.Cart).toEqual({ LiveFastBet: true, Extra: 1 });
      expect(s.PrematchWelcomePage).not.toBe('Golf');
      expect(s.Sconosciuto).toEqual({ a: 1 });
      const warning = lines.map((l) => JSON.parse(l) as { msg: string; dropped?: string[] }).find((l) => l.msg.startsWith('client settings'));
      expect(warning?.dropped).toEqual(['History[3]', 'History[4]', 'History[5]', 'Favourites[1000…]', 'Cart.CartDefaultAmount', 'PrematchWelcomePage']);
    } finally {
      await logged.close();
    }
  });
});
