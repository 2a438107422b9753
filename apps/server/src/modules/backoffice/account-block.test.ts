import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, operatorToken, type TestApp } from '../../test-support.ts';
import { auditLog, betSessions, operatorRoles, rgExclusionTypes, selfExclusions, users } from '../../db/schema/index.ts';
import { cash, createPlayer, IBAN, PASSWORD, prelievo, type Player } from '../payments/withdrawals/test-helpers.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';
import { validateProvisional } from '../users/repository.ts';

let t: TestApp;
let compliance: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  compliance = bearer(await operatorToken(t, 'democompliance'));
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const REASON = 'Sospetto utilizzo del conto da parte di terzi';
const send = (what: 'Block' | 'Unblock', id: number | string, payload: object = { motivo: REASON }, headers = compliance) =>
  t.app.inject({ method: 'POST', url: `/api/Backoffice/Players/${id}/${what}`, headers, payload });
const block = (id: number | string, payload?: object, headers?: { authorization: string }) => send('Block', id, payload, headers);
const unblock = (id: number | string, payload?: object, headers?: { authorization: string }) => send('Unblock', id, payload, headers);
const account = async (id: number) =>
  (await t.deps.db.select({ stato: users.statoConto, from: users.blockedFromState, reason: users.blockReason }).from(users).where(eq(users.id, id)))[0]!;
const audits = (action: string, id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, id)));
/** Whether the player's token still opens a player call. */
const refreshStatus = async (p: Player) => (await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: p.headers })).statusCode;

describe(`back office: block and unblock a player's account (${dbLabel()})`, () => {
  it('blocks a validated account: state 6, every session closed at once, the reason audited, no stake; the unblock gives state 2 back', async () => {
    const p = await createPlayer(t, { cash: 5000 });
    const second = await t.deps.sessions.create(p.id, {});
    expect(await refreshStatus(p)).toBe(200);

    const r = await block(p.id, { motivo: `  ${REASON}  ` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ResponseCode: 0, ResponseMessage: 'Conto bloccato: le sessioni del giocatore sono state chiuse', ResponseData: null });
    expect(await account(p.id)).toEqual({ stato: 6, from: 2, reason: REASON });
    // Logged out at once: the token that worked a moment ago is refused, and no session is left open.
    expect(await refreshStatus(p)).toBe(401);
    const open = await t.deps.db.select().from(betSessions).where(eq(betSessions.userId, p.id));
    expect(open.map((s) => [s.id === second || s.revokedAt !== null, s.revokeReason])).toEqual(open.map(() => [true, 'blocked']));
    const [row, ...more] = await audits('player.block', p.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      operatorUsername: 'democompliance',
      target: `player:${p.id}`,
      before: { statoConto: 2 },
      after: { statoConto: 6, motivo: REASON, sessioniChiuse: 2 },
    });
    // The games port refuses a stake of a blocked account.
    expect(await portOf(t).openTicket(sportTicket(p.id, 100))).toEqual({ ok: false, reason: 'not_allowed' });
    // The player page says blocked, since when and why.
    const detail = (await t.app.inject({ url: `/api/Backoffice/Players/${p.id}`, headers: compliance })).json().ResponseData;
    expect(detail.stato).toMatchObject({ statoConto: 6, blocco: { dal: t.clock.now().toISOString(), motivo: REASON, statoPrecedente: 2 } });

    // A new login shows the player the blocked state (the 'Stato conto' modal says so).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      payload: { username: p.username, password: PASSWORD },
      remoteAddress: '10.88.0.1',
    });
    expect(login.json(), 'login').toMatchObject({ ResponseData: { UserData: { statoConto: 6 } } });
    // Logged in again, the money stays where it is: no withdrawal (a block is an operator's freeze) and nothing moved.
    const again = { ...p, headers: bearer(login.json().ResponseData.Token as string) };
    const out = await prelievo(t, again, { type: 'Prelievo_BonificoBancario', importo: 2000, iban: IBAN, intestatario: 'Test Prelievi' });
    expect(out.json).toMatchObject({ ResponseMessage: 'Lo stato del tuo conto non consente prelievi' });
    expect(out.json.ResponseCode).not.toBe(0);
    expect(await cash(t, p.id)).toBe(5000);

    const u = await unblock(p.id, { motivo: 'Identità verificata al telefono' });
    expect(u.json()).toEqual({
      ResponseCode: 0,
      ResponseMessage: 'Conto sbloccato: il giocatore torna allo stato precedente al blocco',
      ResponseData: null,
    });
    expect(await account(p.id)).toEqual({ stato: 2, from: null, reason: null });
    expect((await audits('player.unblock', p.id))[0]).toMatchObject({
      before: { statoConto: 6 },
      after: { statoConto: 2, motivo: 'Identità verificata al telefono' },
    });
    expect((await t.app.inject({ url: `/api/Backoffice/Players/${p.id}`, headers: compliance })).json().ResponseData.stato.blocco).toBeNull();
    expect(await portOf(t).openTicket(sportTicket(p.id, 100))).toMatchObject({ ok: true });
  });

  it('gives a provisional account its state back, validated when its documents were approved meanwhile', async () => {
    const p = await createPlayer(t, { overrides: { statoConto: 1 } });
    expect((await block(p.id)).json().ResponseCode).toBe(0);
    expect(await account(p.id)).toMatchObject({ stato: 6, from: 1 });
    expect((await unblock(p.id)).json().ResponseCode).toBe(0);
    expect((await account(p.id)).stato).toBe(1);

    // Both document sides approved during the block: the block stays, and the unblock gives the validated state.
    expect((await block(p.id)).json().ResponseCode).toBe(0);
    await validateProvisional(t.deps.db, p.id);
    expect(await account(p.id)).toMatchObject({ stato: 6, from: 2 });
    expect((await unblock(p.id)).json().ResponseCode).toBe(0);
    expect((await account(p.id)).stato).toBe(2);
  });

  it('an approval decided on an account read before a block never undoes the block (the change is conditional on the state it finds)', async () => {
    // The documents service reads the player, then writes in its own transaction: a block committed
    // in between must survive. validateProvisional is what that transaction runs.
    const p = await createPlayer(t, { overrides: { statoConto: 1 } });
    expect((await block(p.id)).json().ResponseCode).toBe(0);
    await validateProvisional(t.deps.db, p.id);
    expect((await account(p.id)).stato).toBe(6);
    // Nor does it open a self-excluded or excluded account.
    for (const stato of [7, 8, 9, 0]) {
      const x = await createPlayer(t, { overrides: { statoConto: stato } });
      await validateProvisional(t.deps.db, x.id);
      expect((await account(x.id)).stato, String(stato)).toBe(stato);
    }
    const open = await createPlayer(t, { overrides: { statoConto: 1 } });
    await validateProvisional(t.deps.db, open.id);
    expect((await account(open.id)).stato).toBe(2);
  });

  it('refuses a replay, and any state but provisional or validated, with nothing changed and no audit row', async () => {
    const p = await createPlayer(t);
    expect((await block(p.id)).json().ResponseCode).toBe(0);
    const again = await block(p.id, { motivo: 'Seconda volta' });
    expect(again.json()).toEqual({ ResponseCode: -1, ResponseMessage: 'Il conto è già bloccato: nulla è cambiato', ResponseData: null });
    expect(await account(p.id)).toEqual({ stato: 6, from: 2, reason: REASON });
    expect(await audits('player.block', p.id)).toHaveLength(1);
    expect((await unblock(p.id)).json().ResponseCode).toBe(0);
    const twice = await unblock(p.id);
    expect(twice.json()).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Il conto non è bloccato dal back office: non si può sbloccare da qui' });
    expect(await audits('player.unblock', p.id)).toHaveLength(1);
    expect((await account(p.id)).stato).toBe(2);

    // A self-excluded (7, 8), excluded (9) or inactive (0) account is never turned into a blocked one (and back, erasing it).
    for (const stato of [7, 8, 9, 70, 0]) {
      const x = await createPlayer(t, { overrides: { statoConto: stato } });
      const r = await block(x.id);
      expect(r.json(), String(stato)).toMatchObject({
        ResponseCode: -1,
        ResponseMessage: "Si blocca solo un conto provvisorio o validato: un conto non attivo, autoescluso o escluso resta com'è",
      });
      expect(await account(x.id)).toEqual({ stato, from: null, reason: null });
      expect(await refreshStatus(x)).toBe(200);
      expect(await audits('player.block', x.id)).toHaveLength(0);
    }
    // A 6 that the back office did not set (legacy data) is not unblocked from here.
    const legacy = await createPlayer(t, { overrides: { statoConto: 6 } });
    expect((await unblock(legacy.id)).json().ResponseCode).toBe(-1);
    expect((await account(legacy.id)).stato).toBe(6);
  });

  it('keeps the account blocked while a self-exclusion of every product is in force', async () => {
    const p = await createPlayer(t);
    expect((await block(p.id)).json().ResponseCode).toBe(0);
    const now = t.clock.now();
    const [type] = await t.deps.db.select({ id: rgExclusionTypes.id }).from(rgExclusionTypes).where(eq(rgExclusionTypes.kind, 'temporary')).limit(1);
    await t.deps.db.insert(selfExclusions).values({
      userId: p.id,
      typeId: type!.id,
      kind: 'temporary',
      product: 'all',
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
      note: '',
      previousStato: 6,
      createdAt: now,
    });
    const r = await unblock(p.id);
    expect(r.json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: "Il giocatore ha un'autoesclusione in corso: il conto resta bloccato fino al suo termine",
    });
    expect((await account(p.id)).stato).toBe(6);
  });

  it('refuses a missing, short or NUL-carrying reason and bad or unknown ids with the Italian messages, nothing changed', async () => {
    const p = await createPlayer(t);
    for (const payload of [{}, { motivo: '' }, { motivo: ' ab ' }, { motivo: 'x'.repeat(501) }, { motivo: 'abc\u0000def' }, { motivo: 42 }]) {
      for (const send of [block, unblock]) {
        const r = await send(p.id, payload);
        expect(r.statusCode, JSON.stringify(payload)).toBe(400);
        expect(r.json().ResponseMessage, JSON.stringify(payload)).toMatch(/^[A-Z].*[a-zà]/);
      }
    }
    expect((await block(p.id, {})).json().ResponseMessage).toBe('Indica il motivo (almeno 3 caratteri)');
    expect((await block(p.id, { motivo: 'x'.repeat(501) })).json().ResponseMessage).toBe('Massimo 500 caratteri');
    expect(await account(p.id)).toEqual({ stato: 2, from: null, reason: null });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const r = await block(bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().ResponseMessage, bad).toBe('Identificativo non valido');
    }
    const missing = await block(1_999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ResponseMessage).toBe('Giocatore non trovato');
    // An operator is not a player: the same 404.
    const [op] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'democontent'));
    expect((await block(op!.id)).statusCode).toBe(404);
    expect((await unblock(1_999_999_999)).statusCode).toBe(404);
  });

  it('is refused (403) to roles without players.block: support reads the page but may not block', async () => {
    const p = await createPlayer(t);
    const [support] = await t.deps.db
      .insert(users)
      .values({
        username: 'supportonly',
        passwordHash: 'x',
        email: 'supportonly@betsite.example',
        cellulare: '+393330000077',
        nome: 'S',
        cognome: 'O',
        contratto: '9100000077',
        role: 'operator',
      })
      .returning();
    await t.deps.db.insert(operatorRoles).values({ userId: support!.id, role: 'support' });
    const supportToken = bearer(await operatorToken(t, 'supportonly'));
    expect((await t.app.inject({ url: `/api/Backoffice/Players/${p.id}`, headers: supportToken })).statusCode).toBe(200);
    for (const headers of [supportToken, bearer(await operatorToken(t, 'demopayments')), bearer(await operatorToken(t, 'democontent'))]) {
      for (const send of [block, unblock]) {
        const r = await send(p.id, { motivo: REASON }, headers);
        expect(r.statusCode).toBe(403);
        expect(r.json().ResponseMessage).toBe('Il tuo ruolo non consente questa operazione');
      }
    }
    expect((await block(p.id, { motivo: REASON }, { authorization: 'Bearer x' })).statusCode).toBe(401);
    expect((await block(p.id, { motivo: REASON }, p.headers)).statusCode).toBe(401);
    expect(await account(p.id)).toEqual({ stato: 2, from: null, reason: null });
    expect(await refreshStatus(p)).toBe(200);
  });
});
