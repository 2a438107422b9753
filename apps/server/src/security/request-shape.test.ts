/**
 * What a hostile client can do with the shape of a request rather than its values: text PostgreSQL
 * cannot store (a NUL, half a surrogate pair), nesting deeper than any call has, and rate-limit
 * budgets collected by varying the Authorization header or by holding tokens of closed sessions.
 * Every one is a clear 400 or 429 that changes nothing, never a 500.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_SETTINGS_TEXT } from '@betsite/contract/client-settings-rules';
import { HTTP_TEXT } from '@betsite/contract/http-messages';
import { NUL_TEXT, storableText } from '@betsite/contract/nul-safe-zod';
import { deposits } from '../db/schema/index.ts';
import { TOO_DEEP_TEXT } from '../platform/http-hardening.ts';
import { bearer, dbLabel, playerToken, useTestApp } from '../test-support.ts';

const t = useTestApp();
const settings = (token: string, ClientSettings: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Account/SaveClientSettings', headers: bearer(token), payload: { ClientSettings } });
/** `value` wrapped in `levels` objects: { a: { a: … value } }. */
const nested = (levels: number, value: unknown): unknown => (levels === 0 ? value : { a: nested(levels - 1, value) });

describe(`text PostgreSQL cannot store (${dbLabel()})`, () => {
  it('storableText: whole surrogate pairs pass, a half of one or a NUL does not', () => {
    for (const ok of ['', 'Mario Rossi', 'è à ù', '🎰 jackpot 🎰', '\uD83C\uDFB0']) expect(storableText(ok), ok).toBe(true);
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'a\uD800b', '\uDC00a', '\uDFB0\uD83C', '🎰\uD83C'])
      expect(storableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('a contract string with half a surrogate pair is a 400 with the Italian message, and opens no deposit', async () => {
    const token = await playerToken(t, 'demouser1');
    const { userId } = (await t.deps.sessions.decode(token))!;
    const before = await t.deps.db.select().from(deposits).where(eq(deposits.userId, userId));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Ricarica',
      headers: bearer(token),
      payload: { type: 'Ricarica_Skrill', importo: 2000, email: '\uD800a@b.it' },
    });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain(NUL_TEXT);
    expect(await t.deps.db.select().from(deposits).where(eq(deposits.userId, userId))).toHaveLength(before.length);
  });

  it('a free-form settings document: half a pair in a value or a key, a NUL in a key, are refused; an emoji is kept', async () => {
    const token = await playerToken(t, 'demouser1');
    const refusals: [unknown, string][] = [
      [{ Note: 'x\uDBFF' }, NUL_TEXT],
      [nested(5, 'a\uD800'), NUL_TEXT],
      [nested(3, { ['k\u0000']: 1 }), NUL_TEXT],
      // A top-level key is the document's own (a record of names): its schema answers first.
      [{ ['k\uDC00']: 1 }, CLIENT_SETTINGS_TEXT.notADocument],
    ];
    for (const [doc, message] of refusals) {
      const r = await settings(token, doc);
      expect(r.statusCode, JSON.stringify(doc)).toBe(400);
      expect(r.json().ResponseMessage).toBe(message);
    }
    expect((await settings(token, { Note: '🎰 fortuna' })).json().ResponseCode).toBe(0);
  });
});

describe(`nesting deeper than any call has (${dbLabel()})`, () => {
  it('is refused with 400 before the call runs, whether it hides a NUL, markup or nothing at all', async () => {
    const token = await playerToken(t, 'demouser1');
    // Within the bound: the document is walked to the bottom, and a NUL there is found.
    expect((await settings(token, nested(15, 'a\u0000b'))).json().ResponseMessage).toBe(NUL_TEXT);
    // Sent as written: thousands of levels overflow JSON.stringify in the test as in a schema.
    const json = (doc: unknown) => JSON.stringify({ ClientSettings: doc });
    const deepArrays = `{"ClientSettings":{"Foo":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`;
    for (const payload of [json(nested(22, 'a\u0000b')), json(nested(22, 'x')), deepArrays]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/Account/SaveClientSettings',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ ResponseCode: -400, ResponseMessage: TOO_DEEP_TEXT });
    }
    // An anonymous caller too, on a call that takes no body at all.
    const anon = await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: nested(30, 'x'), password: 'x' } });
    expect(anon.statusCode).toBe(400);
  });
});

describe(`bodies no call reads (${dbLabel()})`, () => {
  it('a body over the limit and one of a type no call reads are refused, each saying why in Italian', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ ResponseCode: -413, ResponseMessage: HTTP_TEXT.tooLarge, ResponseData: null });
    const xml = await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ ResponseCode: -415, ResponseMessage: HTTP_TEXT.unsupportedType, ResponseData: null });
  });
});

describe(`rate-limit budgets (${dbLabel()})`, () => {
  it('the responsible-gaming saves count per session, however the Authorization header is spelt', async () => {
    const token = await playerToken(t, 'demouser1');
    const spellings = Array.from({ length: 21 }, (_, i) => `${i % 2 ? 'bearer' : 'Bearer'}${' '.repeat(1 + i)}${token}`);
    const codes: number[] = [];
    for (const authorization of spellings)
      codes.push((await t.app.inject({ method: 'POST', url: '/api/Account/SaveLimitazione', headers: { authorization }, payload: {} })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
    t.clock.advance(61_000);
  });

  it('a token of a closed session buys no budget of its own: its caller is counted by address', async () => {
    const ip = '10.77.0.1';
    // Each login closes the session before it (one session per player): the earlier tokens are dead.
    const closed: string[] = [];
    for (let i = 0; i < 3; i++) closed.push(await playerToken(t, 'demobets1', { ip }));
    expect(await playerToken(t, 'demobets1', { ip })).toBeTruthy();
    for (const token of closed) {
      expect(token).toBeTruthy();
      expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(token), remoteAddress: ip })).statusCode).toBe(401);
    }
    const resend = (token: string) =>
      t.app.inject({ url: '/api/Account/ResendEmailConfirmation?email=nessuno%40betsite.example', headers: bearer(token), remoteAddress: ip });
    const codes: number[] = [];
    for (const token of [closed[0]!, closed[0]!, closed[1]!, closed[1]!, closed[2]!, closed[2]!, closed[0]!]) codes.push((await resend(token)).statusCode);
    // ResendEmailConfirmation allows 5 in 10 minutes per caller: one budget for the address, not one per token.
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
