import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { recoveryChallenges, users } from '../../db/schema/index.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { DEMO_PASSWORD } from '../../demo/users.ts';
import { RECOVERY_MAX_FAILURES_EMAIL, temporaryPassword } from './service.ts';
import { ZNewPassword } from '@betsite/contract/account-fields';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let ipSeq = 0;
const nextIp = () => `10.9.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
/** A browser's recovery cookie (the nonce the question calls set); the owner's unless told otherwise. */
const browser = (name: string) => name.padEnd(43, '0');
const OWNER = browser('owner');
const cookie = (who: string | null) => (who ? { cookie: `betsite_recovery=${who}` } : {});
const getDomande = (email: string, ip = nextIp(), who: string | null = OWNER) =>
  t.app.inject({ url: `/api/Account/GetDomande?email=${encodeURIComponent(email)}`, remoteAddress: ip, headers: cookie(who) });
const getQuestion = (body: unknown, ip = nextIp(), who: string | null = OWNER) =>
  t.app.inject({ method: 'POST', url: '/api/Account/GetSecurityQuestion', payload: body as object, remoteAddress: ip, headers: cookie(who) });
const recuperoPass = (body: unknown, ip = nextIp(), who: string | null = OWNER) =>
  t.app.inject({ method: 'POST', url: '/api/Account/RecuperoPass', payload: body as object, remoteAddress: ip, headers: cookie(who) });
const recuperoUser = (body: unknown, ip = nextIp(), who: string | null = OWNER) =>
  t.app.inject({ method: 'POST', url: '/api/Account/RecuperoUser', payload: body as object, remoteAddress: ip, headers: cookie(who) });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username, password }, remoteAddress: nextIp() });
const mailsTo = async (recipient: string) => (await t.deps.outbox.list(200)).filter((m) => m.recipient === recipient);

describe(`credential recovery (${dbLabel()})`, () => {
  it('GetDomande returns the secret question in the legacy field names', async () => {
    const r = await getDomande('DemoUser1@betsite.example');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      returnCodeField: 0,
      returnDescriptionField: 'Domanda segreta trovata',
      securityquestionField: { idField: 1, questionField: 'Cognome da nubile di tua madre' },
    });
  });

  it('refuses a malformed address with 400 and "Indirizzo non valido"', async () => {
    for (const email of ['', 'non-una-mail', 'a@b', 'x'.repeat(300) + '@a.it']) {
      const r = await getDomande(email);
      expect(r.statusCode).toBe(400);
      expect(r.json().ResponseMessage).toBe('Indirizzo non valido');
    }
    const missing = await t.app.inject({ url: '/api/Account/GetDomande', remoteAddress: nextIp() });
    expect(missing.statusCode).toBe(400);
    const noValue = await getQuestion({ Recaptcha: 'x' });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().errors[0]).toEqual({ field: 'Value', message: 'Indirizzo non valido' });
  });

  it('gives an unknown address a plausible, stable question and then fails like a wrong answer', async () => {
    const first = (await getQuestion({ Value: 'nessuno@betsite.example', Recaptcha: null })).json();
    expect(first.ResponseCode).toBe(0);
    expect([1, 2, 3, 4]).toContain(first.ResponseData.id);
    const again = (await getQuestion({ Value: 'NESSUNO@betsite.example' })).json();
    expect(again.ResponseData).toEqual(first.ResponseData);
    const r = (await recuperoPass({ email: 'nessuno@betsite.example', security: [{ ...first.ResponseData, answer: 'Ferrari' }] })).json();
    expect(r).toEqual({ ResponseCode: -1, ResponseMessage: 'La risposta alla domanda segreta non è corretta.', ResponseData: null });
  });

  it("never recovers an operator's account, even one given a profile: the address reads as unknown", async () => {
    const { findRecoverableUser } = await import('./repository.ts');
    expect(await findRecoverableUser(t.deps.db, 'demouser1@betsite.example')).toBeTruthy();
    await t.deps.db.update(users).set({ role: 'operator' }).where(eq(users.username, 'demorecovery1'));
    try {
      const [row] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.username, 'demorecovery1'));
      expect(await findRecoverableUser(t.deps.db, row!.email)).toBeUndefined();
    } finally {
      await t.deps.db.update(users).set({ role: 'player' }).where(eq(users.username, 'demorecovery1'));
    }
  });

  it('rejects a wrong answer, and a second answer to the same question (one answer per question)', async () => {
    await getDomande('demouser1@betsite.example');
    const wrong = (await recuperoPass({ email: 'demouser1@betsite.example', security: [{ id: 1, question: 'x', answer: 'Bianchi' }] })).json();
    expect(wrong.ResponseCode).toBe(-1);
    const replay = (await recuperoPass({ email: 'demouser1@betsite.example', security: [{ id: 1, answer: 'Ferrari' }] })).json();
    expect(replay.ResponseCode).toBe(-2);
    expect(replay.ResponseMessage).toMatch(/3 minuti/);
  });

  it('refuses an answer given more than 3 minutes after the question', async () => {
    await getDomande('demouser1@betsite.example');
    t.clock.advance(3 * 60 * 1000 + 1000);
    const r = (await recuperoUser({ email: 'demouser1@betsite.example', security: { id: 1, answer: 'Ferrari' } })).json();
    expect(r.ResponseCode).toBe(-2);
  });

  it('RecuperoUser e-mails the username for the right answer (case and spaces ignored)', async () => {
    await getQuestion({ Value: 'demouser1@betsite.example' });
    const r = (
      await recuperoUser({ email: 'demouser1@betsite.example', security: { id: 1, question: 'Cognome da nubile di tua madre', answer: '  fERRARI ' } })
    ).json();
    expect(r).toEqual({ ResponseCode: 0, ResponseMessage: "Ti abbiamo inviato lo username all'indirizzo email indicato.", ResponseData: null });
    const [mail] = await mailsTo('demouser1@betsite.example');
    expect(mail?.subject).toBe('Recupero username');
    expect(mail?.body).toContain('il tuo username è: demouser1');
  });

  it('RecuperoPass e-mails a new temporary password, never the stored one, and sets cambio_password', async () => {
    await getDomande('demorecovery1@betsite.example');
    const r = (
      await recuperoPass({ email: 'demorecovery1@betsite.example', security: [{ id: 4, question: 'Il tuo animale preferito', answer: 'gatto' }] })
    ).json();
    expect(r.ResponseCode).toBe(0);
    const [mail] = await mailsTo('demorecovery1@betsite.example');
    const temp = /password temporanea è: (\S+)/.exec(mail!.body)?.[1];
    expect(temp).toBeTruthy();
    expect(mail!.body).not.toContain(DEMO_PASSWORD);
    expect((await login('demorecovery1', DEMO_PASSWORD)).json().ResponseCode).toBe(-1);
    const ok = (await login('demorecovery1', temp!)).json();
    expect(ok.ResponseCode).toBe(0);
    expect(ok.ResponseData.UserData.cambio_password).toBe(true);
    // The mail is no key for ever: after its 24 hours the temporary password opens nothing.
    expect(mail!.body).toContain('È valida 24 ore');
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await login('demorecovery1', temp!)).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: "La password temporanea è scaduta: richiedine una nuova con 'Hai dimenticato la password?'.",
    });
    // A password the player chooses has no such end.
    const { setPassword } = await import('../users/repository.ts');
    const [row] = await t.deps.db.select().from(users).where(eq(users.username, 'demorecovery1'));
    await setPassword(t.deps.db, row!.id, row!.passwordHash, false);
    // Logged in (-6083: with the notice that the earlier session was closed).
    expect([0, -6083]).toContain((await login('demorecovery1', temp!)).json().ResponseCode);
  });

  it('accepts the security list in either shape but rejects forged or malformed bodies with 400', async () => {
    for (const body of [
      { email: 'demouser1@betsite.example' },
      { email: 'demouser1@betsite.example', security: [] },
      { email: 'demouser1@betsite.example', security: { id: 1, answer: '   ' } },
      { email: 'demouser1@betsite.example', security: { id: 'uno', answer: 'x' } },
      { email: 'demouser1@betsite.example', security: 'Ferrari' },
      { email: 42, security: { id: 1, answer: 'x' } },
    ]) {
      const r = await recuperoPass(body);
      expect(r.statusCode).toBe(400);
    }
    const blank = await recuperoUser({ email: 'demouser1@betsite.example', security: { id: 1, answer: '' } });
    expect(blank.json().errors).toEqual(expect.arrayContaining([{ field: 'security.answer', message: 'Inserire la risposta' }]));
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/Account/RecuperoPass',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(junk.statusCode).toBe(400);
  });

  it('a forged question id fails like a wrong answer', async () => {
    await getDomande('demouser1@betsite.example');
    const r = (await recuperoPass({ email: 'demouser1@betsite.example', security: [{ id: 2, answer: 'Ferrari' }] })).json();
    expect(r.ResponseCode).toBe(-1);
  });

  it('locks an e-mail after repeated wrong answers, even for the right answer, then unlocks', async () => {
    const email = 'demouser1@betsite.example';
    t.clock.advance(16 * 60 * 1000);
    for (let i = 0; i < RECOVERY_MAX_FAILURES_EMAIL; i++) {
      await getDomande(email);
      expect((await recuperoPass({ email, security: [{ id: 1, answer: `sbagliata${i}` }] })).json().ResponseCode).toBe(-1);
    }
    const locked = (await getDomande(email)).json();
    expect(locked.returnCodeField).toBe(-429);
    expect(locked.securityquestionField).toBeNull();
    expect(locked.returnDescriptionField).toMatch(/Troppi tentativi/);
    const answer = (await recuperoUser({ email, security: { id: 1, answer: 'Ferrari' } })).json();
    expect(answer.ResponseCode).toBe(-429);
    t.clock.advance(16 * 60 * 1000);
    expect((await getDomande(email)).json().returnCodeField).toBe(0);
  });

  it('a burst of question and answer pairs checks no more answers than the lock allows; past the lock a bot check opens one answer', async () => {
    const email = 'demouser1@betsite.example';
    t.clock.advance(16 * 60 * 1000);
    // Each answer is sent as soon as its question is open and is left running while the next pair
    // starts, so the answers' checks overlap (the argon2 check takes longer than a question).
    const openQuestion = async (who: string) =>
      (
        await t.deps.db
          .select({ id: recoveryChallenges.id })
          .from(recoveryChallenges)
          .where(
            and(
              eq(recoveryChallenges.emailKey, email),
              eq(recoveryChallenges.askerHash, createHash('sha256').update(who).digest('base64url')),
              isNull(recoveryChallenges.usedAt),
            ),
          )
      ).length > 0;
    const answers: Promise<number>[] = [];
    for (let i = 0; i < 20; i++) {
      const ip = `10.66.${i}.1`;
      // Each pair from its own browser (its own cookie), as a spread attacker would.
      await getQuestion({ Value: email }, ip, browser(`burst${i}`));
      answers.push(
        recuperoUser({ email, security: { id: 1, answer: `sbagliata${i}` } }, ip, browser(`burst${i}`)).then((r) => r.json().ResponseCode as number),
      );
      while (await openQuestion(browser(`burst${i}`))) await new Promise((r) => setTimeout(r, 1));
    }
    const codes = await Promise.all(answers);
    // -1: checked and wrong; -429: refused by the lock, unchecked (at its question or at its answer).
    expect(codes.filter((c) => c === -1)).toHaveLength(RECOVERY_MAX_FAILURES_EMAIL);
    expect(codes.filter((c) => c === -429)).toHaveLength(20 - RECOVERY_MAX_FAILURES_EMAIL);
    // Locked: no question without the bot check, and the right answer to none is refused.
    expect((await getQuestion({ Value: email })).json().ResponseCode).toBe(-429);
    expect((await recuperoUser({ email, security: { id: 1, answer: 'Ferrari' } })).json().ResponseCode).toBe(-429);
    // The owner, with a bot check, gets one question whose answer passes the e-mail's lock.
    expect((await getQuestion({ Value: email, Recaptcha: 'sandbox:recovery' })).json().ResponseCode).toBe(0);
    expect((await recuperoUser({ email, security: { id: 1, answer: 'Ferrari' } })).json().ResponseCode).toBe(0);
    // A right answer ends the e-mail's lock.
    expect((await getQuestion({ Value: email })).json().ResponseCode).toBe(0);
  });

  it("only the browser that asked answers its question: another one can neither spend it nor take it away, nor use the owner's bot check", async () => {
    const email = 'demouser1@betsite.example';
    t.clock.advance(16 * 60 * 1000);
    const attacker = browser('attacker');
    // The owner asks; an answer from another browser, or with no cookie, finds no question and counts nothing.
    expect((await getQuestion({ Value: email })).json().ResponseCode).toBe(0);
    expect((await recuperoUser({ email, security: { id: 1, answer: 'Ferrari' } }, nextIp(), attacker)).json().ResponseCode).toBe(-2);
    expect((await recuperoUser({ email, security: { id: 1, answer: 'Ferrari' } }, nextIp(), null)).json().ResponseCode).toBe(-2);
    // Asking from another browser does not close the owner's question either.
    expect((await getQuestion({ Value: email }, nextIp(), attacker)).json().ResponseCode).toBe(0);
    expect((await recuperoUser({ email, security: { id: 1, answer: 'Ferrari' } })).json().ResponseCode).toBe(0);

    // Locked by someone's wrong answers, the owner passes a bot check; the attacker polling the
    // answer call without a question of its own gets nothing checked and leaves the owner's question.
    t.clock.advance(16 * 60 * 1000);
    for (let i = 0; i < RECOVERY_MAX_FAILURES_EMAIL; i++) {
      await getQuestion({ Value: email }, nextIp(), attacker);
      expect((await recuperoPass({ email, security: [{ id: 1, answer: `no${i}` }] }, nextIp(), attacker)).json().ResponseCode).toBe(-1);
    }
    expect((await getQuestion({ Value: email, Recaptcha: 'sandbox:recovery' })).json().ResponseCode).toBe(0);
    expect((await recuperoUser({ email, security: { id: 1, answer: 'tentativo' } }, nextIp(), attacker)).json().ResponseCode).toBe(-429);
    expect((await recuperoUser({ email, security: { id: 1, answer: 'Ferrari' } })).json().ResponseCode).toBe(0);
  });

  it('the question calls give a browser its recovery cookie (HttpOnly, for the account calls only) and keep the one it has', async () => {
    const fresh = await getQuestion({ Value: 'nessuno2@betsite.example' }, nextIp(), null);
    const set = String(fresh.headers['set-cookie']);
    expect(set).toMatch(/^betsite_recovery=[A-Za-z0-9_-]{43}; Path=\/api\/Account; Max-Age=86400; HttpOnly; SameSite=Strict$/);
    const kept = await getDomande('nessuno2@betsite.example', nextIp(), OWNER);
    expect(String(kept.headers['set-cookie'])).toContain(`betsite_recovery=${OWNER};`);
    // A cookie of another shape is not taken: a new one is given.
    const odd = await t.app.inject({
      url: '/api/Account/GetDomande?email=nessuno2%40betsite.example',
      remoteAddress: nextIp(),
      headers: { cookie: 'betsite_recovery=corto' },
    });
    expect(String(odd.headers['set-cookie'])).not.toContain('betsite_recovery=corto;');
  });

  it('a temporary password that could not be mailed replaces nothing: the old password still opens the account', async () => {
    const send = t.deps.outbox.send.bind(t.deps.outbox);
    t.deps.outbox.send = async () => {
      throw new Error('coda delle email non disponibile');
    };
    try {
      t.clock.advance(16 * 60 * 1000);
      await getDomande('demouser1@betsite.example');
      const r = await recuperoPass({ email: 'demouser1@betsite.example', security: [{ id: 1, answer: 'Ferrari' }] });
      expect(r.statusCode).toBe(500);
    } finally {
      t.deps.outbox.send = send;
    }
    expect([0, -6083]).toContain((await login('demouser1', DEMO_PASSWORD)).json().ResponseCode);
  });

  it('locks an address after repeated wrong answers across many e-mails', async () => {
    const ip = '10.77.0.1';
    let lockedAt = -1;
    for (let i = 0; i < 25 && lockedAt < 0; i++) {
      const email = `prova${i}@betsite.example`;
      const q = (await getQuestion({ Value: email }, ip)).json();
      if (q.ResponseCode === -429) lockedAt = i;
      else await recuperoPass({ email, security: [{ id: q.ResponseData.id, answer: 'x' }] }, ip);
    }
    expect(lockedAt).toBe(20);
    expect((await getQuestion({ Value: 'demouser1@betsite.example' }, '10.77.0.2')).json().ResponseCode).toBe(0);
  });

  it('limits question requests per address (HTTP 429 in Italian)', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await getDomande(`limite${i}@betsite.example`, '10.88.0.1')).statusCode;
    expect(last).toBe(429);
  });

  it('generates temporary passwords that satisfy the password rule', () => {
    for (let i = 0; i < 50; i++) expect(ZNewPassword.safeParse(temporaryPassword()).success).toBe(true);
  });
});
