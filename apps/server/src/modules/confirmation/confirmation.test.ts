import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, dbLabel, playerToken, useTestApp } from '../../test-support.ts';
import { users } from '../../db/schema/index.ts';

const t = useTestApp();

const tokenOf = (username: string) => playerToken(t, username);
const send = (token?: string) => t.app.inject({ method: 'POST', url: '/api/Account/SendConfirmMobile', headers: bearer(token) });
let ipSeq = 0;
const confirm = (body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/ConfirmMobile',
    payload: body as object,
    headers: bearer(token),
    remoteAddress: `10.3.0.${++ipSeq}`,
  });
const lastSmsCode = async (to: string) => {
  const m = (await t.deps.outbox.list(50)).find((x) => x.recipient === to && x.channel === 'sms');
  return /(\d{6})/.exec(m?.body ?? '')?.[1];
};

describe(`ConfirmMobile (${dbLabel()})`, () => {
  it('needs a logged-in player', async () => {
    expect((await send()).statusCode).toBe(401);
    expect((await confirm({ code: '123456' })).statusCode).toBe(401);
  });

  it('sends the SMS code to the player and confirms the mobile with it, once', async () => {
    await t.deps.db.update(users).set({ mobileConfirmed: false }).where(eq(users.username, 'demostatus1'));
    const token = await tokenOf('demostatus1');
    const s = (await send(token)).json();
    expect(s.ResponseCode).toBe(0);
    expect(s.ResponseData.maskedMobile).toMatch(/\*+504$/);
    const code = await lastSmsCode('+393331234504');
    expect(code).toBeTruthy();
    expect((await confirm({ code: code === '000000' ? '111111' : '000000' }, token)).json()).toEqual({
      ErrorCode: -1,
      ErrorMessage: 'Verifica il codice di conferma e riprova',
    });
    expect((await confirm({ code }, token)).json()).toEqual({ ErrorCode: 0, ErrorMessage: 'Cellulare verificato con successo' });
    const [u] = await t.deps.db.select().from(users).where(eq(users.username, 'demostatus1'));
    expect(u?.mobileConfirmed).toBe(true);
    expect((await confirm({ code }, token)).json().ErrorCode).toBe(-1);
  });

  it("refuses another player's code and an expired one", async () => {
    const a = await tokenOf('demouser1');
    const b = await tokenOf('demolimit1');
    await send(a);
    const codeA = await lastSmsCode('+393331234501');
    expect((await confirm({ code: codeA }, b)).json().ErrorCode).toBe(-1);
    await send(a);
    const fresh = await lastSmsCode('+393331234501');
    t.clock.advance(3 * 60 * 1000 + 1);
    expect((await confirm({ code: fresh }, a)).json().ErrorCode).toBe(-1);
  });

  it('refuses malformed codes with 400', async () => {
    const token = await tokenOf('demouser1');
    for (const body of [{}, { code: '' }, { code: '12345' }, { code: 'abcdef' }, { code: 123456 }, { code: '1234567' }]) {
      const r = await confirm(body, token);
      expect(r.statusCode).toBe(400);
      expect(r.json().ResponseMessage).toBe('Inserire un codice valido');
    }
    const forged = await confirm({ code: '123456' }, `${token}x`);
    expect(forged.statusCode).toBe(401);
  });
});
