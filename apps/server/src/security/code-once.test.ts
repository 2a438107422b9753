/**
 * Issue 32, "one-time codes are issued once per purpose": while a code for the same player, purpose
 * and destination can still be used, asking again answers as before, issues no new code and spends
 * no allowance — also when twenty requests arrive at once (an advisory lock per purpose and
 * subject, so it holds on PostgreSQL with many connections as on PGlite).
 */
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../platform/codes.ts';
import { ISSUE_LIMITS } from '../platform/code-issuing.ts';
import { dbLabel, playerToken, useTestApp } from '../test-support.ts';
import { demouser1Anagrafica } from '../modules/profile/test-fixtures.ts';
import {
  IBAN_2,
  cash,
  createPlayer,
  ensureTestMethods,
  makeItalianIban,
  moveToRomeTime,
  prelievo,
  relogin,
} from '../modules/payments/withdrawals/test-helpers.ts';

// Each withdrawal request's account password is counted in flight on the username's login lock
// (8 by default, ownership-proof.ts): twenty right ones at once would find it full. The codes, not
// that lock, are under test here.
const t = useTestApp({ LOGIN_MAX_FAILURES_USER: 50 });
const bonifico = (importo: number, iban: string) => ({ type: 'Prelievo_BonificoBancario', importo, iban, intestatario: 'Test Prelievi' });
const sentTo = async (recipient: string) => (await t.deps.outbox.list(1000)).filter((m) => m.recipient === recipient);

describe(`one-time codes, once per purpose and destination (${dbLabel()})`, () => {
  it('20 parallel withdrawals to a new IBAN issue one code, never -11, and the code then pays one of them', async () => {
    await ensureTestMethods(t);
    moveToRomeTime(t.clock, 20);
    const p = await createPlayer(t, { cash: 50_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => prelievo(t, p, bonifico(2000, IBAN_2))));
    expect(answers.map((a) => a.json.ResponseCode)).toEqual(Array(20).fill(-3333));
    // Each answer is the same step: where the code went.
    expect(new Set(answers.map((a) => a.json.ResponseMessage)).size).toBe(1);
    const mails = await sentTo(p.email);
    expect(mails).toHaveLength(1);
    // No allowance spent by the nineteen: more requests than the hourly budget still get the step.
    for (let i = 0; i < ISSUE_LIMITS.playerHour.max + 2; i++) expect((await prelievo(t, p, bonifico(2000, IBAN_2))).json.ResponseCode).toBe(-3333);
    expect(await sentTo(p.email)).toHaveLength(1);
    const code = /(\d{6})/.exec(mails[0]!.body)![1]!;
    expect((await prelievo(t, p, { ...bonifico(2000, IBAN_2), otp: code })).json.ResponseCode).toBe(0);
    expect(await cash(t, p.id)).toBe(48_000);
  });

  it('a new code once the live one expired, was used or asked on another channel; another destination has its own', async () => {
    moveToRomeTime(t.clock, 20);
    let p = await createPlayer(t, { cash: 50_000 });
    const iban = makeItalianIban('X0542811101000000777777');
    const other = makeItalianIban('X0542811101000000888888');
    expect((await prelievo(t, p, bonifico(2000, iban))).json.ResponseCode).toBe(-3333);
    expect((await prelievo(t, p, bonifico(2000, other))).json.ResponseCode).toBe(-3333);
    expect(await sentTo(p.email)).toHaveLength(2);
    // The SMS channel is another destination: its own code, and the e-mailed one stops working.
    expect((await prelievo(t, p, { ...bonifico(2000, iban), otpSource: 'sms' })).json.ResponseCode).toBe(-3333);
    expect(await sentTo(p.cellulare)).toHaveLength(1);
    t.clock.advance(CODE_TTL_MS + 1000);
    p = await relogin(t, p);
    expect((await prelievo(t, p, { ...bonifico(2000, iban), otpSource: 'sms' })).json.ResponseCode).toBe(-3333);
    expect(await sentTo(p.cellulare)).toHaveLength(2);
  });

  it('UpdateUser: the same change asked twice at once sends one code', async () => {
    const token = await playerToken(t, 'demouser1');
    const before = (await t.deps.outbox.list(1000)).length;
    const body = { anagrafica: demouser1Anagrafica({ indirizzoResidenza: 'Via dei Codici Unici 1' }), otpSource: 'email' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/Account/UpdateUser', headers: { authorization: `Bearer ${token}` }, payload: body }),
      ),
    );
    expect(answers.map((a) => a.json().ResponseCode)).toEqual(Array(10).fill(-3333));
    expect((await t.deps.outbox.list(1000)).length - before).toBe(1);
  });
});
