import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { login } from '../payments/deposits/test-helpers.ts';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';
import { CLIENT_SETTINGS_MAX_BYTES, CLIENT_SETTINGS_TEXT, CLIENT_SETTINGS_UNKNOWN_KEYS_MAX } from '@betsite/contract/client-settings-rules';

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

  it('the stored document stays within the cap: saves that pass one by one stop once the merge would pass it, nothing written', async () => {
    const p = await createPlayer(t);
    const big = 'x'.repeat(200_000);
    // Each save is well under the cap; the third would take the stored document past it.
    for (const i of [0, 1]) expect((await save(p.headers, { [`junk${i}`]: big })).json().ResponseCode).toBe(0);
    const refused = await save(p.headers, { junk2: big });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ResponseCode: -400, ResponseMessage: CLIENT_SETTINGS_TEXT.tooLarge, errors: [{ field: 'ClientSettings' }] });
    const check = await t.app.inject({ url: '/api/Account/CheckAuth', headers: p.headers });
    expect(Object.keys(check.json().ClientSettings).sort()).toEqual(['LastUpdateTimeStamp', 'junk0', 'junk1']);
    expect(check.body.length).toBeLessThan(CLIENT_SETTINGS_MAX_BYTES);
    // A save that keeps the document within the cap still goes through: a value made smaller, a new small field.
    expect((await save(p.headers, { junk1: 'y', Theme: 'dark' })).json().ResponseCode).toBe(0);
    expect((await save(p.headers, { junk2: big })).json().ResponseCode).toBe(0);
    expect(await settingsOf(p.headers)).toMatchObject({ junk0: big, junk1: 'y', junk2: big, Theme: 'dark' });
  });

  it('the first save is measured as stored too: a document under the cap in characters but over it in bytes is refused', async () => {
    const p = await createPlayer(t);
    const r = await save(p.headers, { Nota: 'è'.repeat(300_000) });
    expect(r.statusCode).toBe(400);
    expect(r.json().ResponseMessage).toBe(CLIENT_SETTINGS_TEXT.tooLarge);
    expect(await settingsOf(p.headers)).toEqual({});
  });

  it(`keeps at most ${CLIENT_SETTINGS_UNKNOWN_KEYS_MAX} keys the contract does not know from a save, in each object`, async () => {
    const p = await createPlayer(t);
    const unknown = (n: number, prefix: string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, i]));
    const r = await save(p.headers, { ...unknown(25, 'k'), Theme: 'light', Cart: { LiveFastBet: true, ...unknown(22, 'c') } });
    expect(r.json().ResponseCode).toBe(0);
    const s = await settingsOf(p.headers);
    expect(Object.keys(s).filter((k) => k.startsWith('k'))).toHaveLength(CLIENT_SETTINGS_UNKNOWN_KEYS_MAX);
    expect(s).toMatchObject({ k0: 0, k19: 19, Theme: 'light', Cart: { LiveFastBet: true, c0: 0, c19: 19 } });
    expect(s.k20).toBeUndefined();
    expect(Object.keys(s.Cart)).toHaveLength(1 + CLIENT_SETTINGS_UNKNOWN_KEYS_MAX);
  });

  it('saves are limited per session, far above what the web sends (one 10 s after the last change)', async () => {
    const p = await createPlayer(t);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await save(p.headers, { Theme: i % 2 ? 'dark' : 'light' })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another session is not slowed down by this one.
    const other = await createPlayer(t);
    expect((await save(other.headers, { Theme: 'dark' })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await save(p.headers, { Theme: 'auto' })).statusCode).toBe(200);
  });
});
