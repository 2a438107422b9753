import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@betsite/domain/backoffice-roles';
import { createTestApp, dbLabel, operatorToken, totpAt, type TestApp } from '../../test-support.ts';
import {
  auditLog,
  betSessions,
  depositLimitChanges,
  notifications,
  paymentMethods,
  playerBonuses,
  playerDocuments,
  playerProfiles,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { DEMO_OPERATORS, DEMO_PASSWORD } from '../../demo/users.ts';
import { accountId, playerBalance, postTransfer } from '../wallet/ledger.ts';
import { csvCell, queueCsv } from './withdrawal-queue.ts';
import { dashboardDays } from './dashboard.ts';
import { upsertLimit } from '../responsible-gaming/repository.ts';
import { seedGameHistory } from '../../demo/games.ts';
import { seedBonuses } from '../../demo/bonus.ts';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';

/** The demo player the bonus seed grants its campaigns to (demo/bonus.ts). */
const DEMO_BONUS_PLAYER = 'demouser1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const secretOf = (username: string) => DEMO_OPERATORS.find((o) => o.username === username)!.secret;
const userId = async (username: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
let ipSeq = 0;
const playerToken = async (username: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      payload: { username, password: DEMO_PASSWORD },
      remoteAddress: `10.77.0.${++ipSeq}`,
    })
  ).json().ResponseData.Token as string;
const auditRows = (action: string, target?: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), target ? eq(auditLog.target, target) : undefined));

/** A pending withdrawal with its hold in the ledger, as the player's request leaves it. */
async function pendingWithdrawal(userIdOf: number, amount: number, createdAt = t.clock.now()): Promise<{ id: number; ticket: string }> {
  return t.deps.db.transaction(async (tx) => {
    const [method] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
    const [row] = await tx
      .insert(withdrawals)
      .values({ userId: userIdOf, methodId: method!.id, tipo: 'bonifico', amount, mode: 'manual', destination: 'IT60 **** 3456', createdAt })
      .returning();
    await postTransfer(tx, {
      key: `withdrawal:hold:${row!.id}`,
      kind: 'withdrawal_hold',
      userId: userIdOf,
      description: 'test',
      legs: [
        { accountId: await accountId(tx, 'player_cash', userIdOf), amount: -amount },
        { accountId: await accountId(tx, 'withdrawals_pending', userIdOf), amount },
      ],
    });
    return { id: row!.id, ticket: `PR${String(row!.id).padStart(8, '0')}` };
  });
}

describe(`back-office login: password and TOTP, always (${dbLabel()})`, () => {
  const login = (body: Record<string, unknown>, ip = '10.70.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/Backoffice/Login', payload: body, remoteAddress: ip });

  it('opens a back-office session for an operator with the right code, once per code', async () => {
    const code = totpAt(t, secretOf('demoadmin'));
    const r = await login({ username: 'demoadmin', password: DEMO_PASSWORD, codice: code });
    expect(r.statusCode).toBe(200);
    const data = r.json().ResponseData;
    expect(data.operator).toMatchObject({ username: 'demoadmin', roles: expect.arrayContaining(['admin', 'payments']) });
    expect(data.operator.permissions).toContain('audit.read');
    expect(data.idleSeconds).toBe(600);
    expect((await t.app.inject({ url: '/api/Backoffice/Me', headers: bearer(data.Token) })).json().ResponseData.operator.username).toBe('demoadmin');
    const logins = await auditRows('operator.login', `session:${data.betsession}`);
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ operatorUsername: 'demoadmin', ip: '10.70.0.1' });
    // The same code again (a replay) is refused.
    expect((await login({ username: 'demoadmin', password: DEMO_PASSWORD, codice: code })).json()).toEqual({
      ResponseCode: -1,
      ResponseMessage: 'Credenziali o codice di verifica non validi',
      ResponseData: null,
    });
  });

  it('answers a player, a wrong password and an unknown name alike; a code is always required', async () => {
    for (const body of [
      { username: 'demouser1', password: DEMO_PASSWORD, codice: '123456' },
      { username: 'demo2fa01', password: DEMO_PASSWORD, codice: totpAt(t, 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD') },
      { username: 'demopayments', password: 'Sbagliata1', codice: totpAt(t, secretOf('demopayments')) },
      { username: 'nessuno', password: DEMO_PASSWORD, codice: '123456' },
    ]) {
      expect((await login(body, '10.70.0.2')).json()).toEqual({
        ResponseCode: -1,
        ResponseMessage: 'Credenziali o codice di verifica non validi',
        ResponseData: null,
      });
    }
    for (const body of [
      { username: 'demopayments', password: DEMO_PASSWORD },
      { username: 'demopayments', password: DEMO_PASSWORD, codice: '12ab56' },
      { username: 'demo\u0000payments', password: 'x', codice: '123456' },
      {},
    ]) {
      const r = await login(body, '10.70.0.3');
      expect(r.statusCode).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/[a-z]/);
    }
    // Too long is said as such, not as missing.
    const long = await login({ username: 'x'.repeat(101), password: 'x', codice: '123456' }, '10.70.0.3');
    expect(long.json().errors).toEqual([{ field: 'username', message: 'Massimo 100 caratteri' }]);
    // Issue 32: the right password with a wrong code gets the very answer of a wrong password.
    const wrongCode = await login({ username: 'demopayments', password: DEMO_PASSWORD, codice: '000000' }, '10.70.0.4');
    const wrongPassword = await login({ username: 'demopayments', password: 'Sbagliata1', codice: '000000' }, '10.70.0.4');
    expect(wrongCode.statusCode).toBe(wrongPassword.statusCode);
    expect(wrongCode.body).toBe(wrongPassword.body);
    expect(wrongCode.json()).toEqual({ ResponseCode: -1, ResponseMessage: 'Credenziali o codice di verifica non validi', ResponseData: null });
  });

  it('locks the operator name for the address that failed, whatever the code; the operator signs in from another', async () => {
    let last: { ResponseCode: number } = { ResponseCode: 0 };
    for (let i = 0; i < 9; i++) last = (await login({ username: 'democontent', password: 'Sbagliata1', codice: '000000' }, '10.71.0.1')).json();
    expect(last.ResponseCode).toBe(-2);
    // Even the right password and code, from the address that failed: still locked.
    expect(
      (await login({ username: 'democontent', password: DEMO_PASSWORD, codice: totpAt(t, secretOf('democontent')) }, '10.71.0.1')).json().ResponseCode,
    ).toBe(-2);
    // Anyone may send wrong passwords for an operator's name: that must not keep the operator out.
    const ok = await login({ username: 'democontent', password: DEMO_PASSWORD, codice: totpAt(t, secretOf('democontent')) }, '10.71.1.1');
    expect(ok.json().ResponseCode).toBe(0);
  });

  it('a burst for one operator name from one address: only the maximum of passwords are checked, the right one after them is refused', async () => {
    // 12 wrong passwords all in flight together from one address: the attempt is counted before the
    // password is checked (8 = LOGIN_MAX_FAILURES_USER); the rest find the name locked (-2) or the
    // address over the call's rate (-429). The right password comes after the burst: inside it,
    // whether it reaches the count among the first eight is up to the pool.
    const bodies = Array.from({ length: 12 }, (_, i) => ({ username: 'democompliance', password: `Sbagliata${i}`, codice: '000000' }));
    const answers = (await Promise.all(bodies.map((body) => login(body, '10.72.0.1')))).map((r) => r.json());
    expect(answers.filter((a) => a.ResponseCode === -1)).toHaveLength(8);
    expect(answers.filter((a) => a.ResponseCode === -2).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.ResponseCode !== -1).every((a) => a.ResponseCode === -2 || a.ResponseCode === -429)).toBe(true);
    expect(answers.some((a) => a.ResponseData?.Token)).toBe(false);
    const right = (await login({ username: 'democompliance', password: DEMO_PASSWORD, codice: totpAt(t, secretOf('democompliance')) }, '10.72.0.1')).json();
    expect([-2, -429]).toContain(right.ResponseCode);
    expect(right.ResponseData?.Token ?? null).toBeNull();
  });

  it('refuses a site session of an operator, and revokes an idle back-office session sooner than a player one', async () => {
    const opId = await userId('demooperator');
    const siteSession = await t.deps.sessions.create(opId, {}, 'player');
    const siteToken = await t.deps.sessions.sign({ userId: opId, sessionId: siteSession });
    const r = await t.app.inject({ url: '/api/Backoffice/Dashboard', headers: bearer(siteToken) });
    // A site session is a player's, whoever opened it: 401, as for any player call (sides.test.ts).
    expect(r.statusCode).toBe(401);

    const bo = await operatorToken(t, 'demoadmin');
    const player = await playerToken('demouser1');
    t.clock.advance(601_000);
    expect((await t.app.inject({ url: '/api/Backoffice/Me', headers: bearer(bo) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(player) })).statusCode).toBe(200);
  });
});

/** Every operator call, with what a permitted operator sends; `permission` is what the server checks. */
function operatorCalls(ids: {
  player: number;
  session: string;
  doc: number;
}): { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; permission: Permission }[] {
  return [
    { method: 'GET', url: '/api/Backoffice/Me', permission: 'dashboard.read' },
    { method: 'GET', url: '/api/Backoffice/Dashboard', permission: 'dashboard.read' },
    { method: 'GET', url: '/api/Backoffice/Audit', permission: 'audit.read' },
    { method: 'GET', url: '/api/Backoffice/Withdrawals?stato=pending', permission: 'withdrawals.read' },
    { method: 'GET', url: '/api/Backoffice/Withdrawals/Export', permission: 'withdrawals.read' },
    { method: 'POST', url: '/api/Backoffice/ConfermaPrelievo', payload: { ticket: 'PR99999999' }, permission: 'withdrawals.decide' },
    {
      method: 'POST',
      url: '/api/Backoffice/RifiutaPrelievo',
      payload: { ticket: 'PR99999999', motivo: 'IBAN non intestato' },
      permission: 'withdrawals.decide',
    },
    { method: 'POST', url: '/api/Backoffice/VerificaPagamento', payload: { ticket: 'PR99999999' }, permission: 'withdrawals.decide' },
    {
      method: 'POST',
      url: '/api/Backoffice/ChiudiPagamento',
      payload: { ticket: 'PR99999999', esito: 'non_pagato', motivo: 'Verificato sul pannello' },
      permission: 'withdrawals.decide',
    },
    { method: 'GET', url: '/api/Backoffice/Players?q=demo', permission: 'players.read' },
    { method: 'GET', url: `/api/Backoffice/Players/${ids.player}`, permission: 'players.read' },
    { method: 'POST', url: `/api/Backoffice/Players/${ids.player}/Sessions/${ids.session}/Revoke`, permission: 'players.sessions.revoke' },
    { method: 'POST', url: `/api/Backoffice/Players/${ids.player}/Notes`, payload: { testo: 'Chiamato il cliente' }, permission: 'players.notes.write' },
    // Blocked by the first permitted operator, then refused (already blocked) to the next; the unblock likewise: the player ends as before.
    { method: 'POST', url: `/api/Backoffice/Players/${ids.player}/Block`, payload: { motivo: 'Prova dei ruoli' }, permission: 'players.block' },
    { method: 'POST', url: `/api/Backoffice/Players/${ids.player}/Unblock`, payload: { motivo: 'Prova dei ruoli' }, permission: 'players.block' },
    { method: 'GET', url: '/api/Operator/Documenti', permission: 'documents.review' },
    { method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id: 999999 }, permission: 'documents.review' },
    { method: 'POST', url: '/api/Operator/RifiutaDocumento', payload: { id: 999999, motivo: 'Illeggibile' }, permission: 'documents.review' },
    { method: 'GET', url: '/api/CMS/Admin/Objects?layoutArea=Home', permission: 'content.write' },
    {
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      payload: { LayoutArea: 'Role_Area', Name: 'Blocco', TypeName: 'html_block', Parameters: { html: '<p>x</p>' } },
      permission: 'content.write',
    },
    { method: 'PUT', url: '/api/CMS/Admin/Objects/999999', payload: { Name: 'x' }, permission: 'content.write' },
    { method: 'POST', url: '/api/CMS/Admin/Objects/999999/Hide', payload: { Hidden: true }, permission: 'content.write' },
    { method: 'POST', url: '/api/CMS/Admin/Reorder', payload: { Ids: [999999] }, permission: 'content.write' },
    { method: 'PUT', url: '/api/CMS/Admin/Objects/999999/Draft', payload: { Name: 'x' }, permission: 'content.write' },
    { method: 'POST', url: '/api/CMS/Admin/Objects/999999/Publish', permission: 'content.write' },
    { method: 'POST', url: '/api/CMS/Admin/Preview', payload: { Id: 999999 }, permission: 'content.write' },
    { method: 'GET', url: '/api/Environment/Admin/Messages', permission: 'messages.write' },
    {
      method: 'POST',
      url: '/api/Environment/Admin/Messages',
      payload: { Trigger: 1, TemplateId: 2, Title: 'Ruoli', Body: 'Prova' },
      permission: 'messages.write',
    },
    { method: 'PUT', url: '/api/Environment/Admin/Messages/999999', payload: { Title: 'x' }, permission: 'messages.write' },
    { method: 'POST', url: '/api/Environment/Admin/Messages/999999/Retire', permission: 'messages.write' },
    { method: 'POST', url: '/api/Notifications/Admin/Send', payload: { UserId: ids.player, Title: 'Ruoli', Body: 'Prova' }, permission: 'notifications.send' },
    { method: 'POST', url: '/api/Backoffice/SetSiteModule', payload: { name: 'Inventato', enabled: true }, permission: 'site.write' },
    { method: 'POST', url: '/api/Backoffice/SetSiteVariable', payload: { name: 'Inventata', value: 'x' }, permission: 'site.write' },
    { method: 'GET', url: '/api/Affiliate/Applications', permission: 'affiliate.read' },
    { method: 'GET', url: `/api/Account/GetDocumento?id=${ids.doc}`, permission: 'documents.review' },
    { method: 'GET', url: '/api/Backoffice/BonusCampaigns', permission: 'bonuses.manage' },
    { method: 'POST', url: '/api/Backoffice/BonusCampaigns', payload: {}, permission: 'bonuses.manage' },
    { method: 'POST', url: '/api/Backoffice/BonusCampaignEnd', payload: { id: 999999 }, permission: 'bonuses.manage' },
    { method: 'POST', url: '/api/Backoffice/BonusGrant', payload: { campaignId: 999999, username: 'demouser1' }, permission: 'bonuses.manage' },
  ];
}

describe(`roles: every operator call checks its permission (${dbLabel()})`, () => {
  it("401 without a token or with a player's, 403 for a role-less operator and every demo operator without the role; allowed otherwise", async () => {
    const player = await userId('demouser1');
    const session = await t.deps.sessions.create(player, {}, 'player');
    const [doc] = await t.deps.db.select({ id: playerDocuments.id }).from(playerDocuments).where(eq(playerDocuments.userId, player)).limit(1);
    // An operator account with no role at all.
    const [roleless] = await t.deps.db
      .insert(users)
      .values({
        username: 'noroles',
        passwordHash: 'x',
        email: 'noroles@betsite.example',
        cellulare: '+393330000001',
        nome: 'N',
        cognome: 'R',
        contratto: '9100000001',
        role: 'operator',
      })
      .returning();
    const rolelessToken = await t.deps.sessions.sign({ userId: roleless!.id, sessionId: await t.deps.sessions.create(roleless!.id, {}, 'backoffice') });
    const tokens = {
      player: await playerToken('demobets1'),
      roleless: rolelessToken,
      demopayments: await operatorToken(t, 'demopayments'),
      democompliance: await operatorToken(t, 'democompliance'),
      democontent: await operatorToken(t, 'democontent'),
      demoadmin: await operatorToken(t, 'demoadmin'),
    };
    const rolesOf = Object.fromEntries(DEMO_OPERATORS.map((o) => [o.username, o.roles as readonly string[]]));
    for (const call of operatorCalls({ player, session, doc: doc!.id })) {
      const send = (token?: string) => t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: token ? bearer(token) : {} });
      const label = `${call.method} ${call.url}`;
      expect((await send()).statusCode, label).toBe(401);
      const asPlayer = await send(tokens.player);
      // A document image is read by its owner or a reviewer: another player's session gets its 403 (documents.test.ts).
      expect(asPlayer.statusCode, label).toBe(call.url.startsWith('/api/Account/GetDocumento') ? 403 : 401);
      expect(asPlayer.json().ResponseMessage, label).toMatch(/[a-z]/);
      expect((await send(tokens.roleless)).statusCode, label).toBe(403);
      const allowed = PERMISSIONS[call.permission] as readonly string[];
      for (const name of ['demopayments', 'democompliance', 'democontent'] as const) {
        const r = await send(tokens[name]);
        const may = rolesOf[name]!.some((role) => allowed.includes(role));
        if (may) expect([401, 403, 500], `${label} as ${name}`).not.toContain(r.statusCode);
        else expect(r.statusCode, `${label} as ${name}`).toBe(403);
      }
      const admin = await send(tokens.demoadmin);
      expect([401, 403], `${label} as demoadmin`).not.toContain(admin.statusCode);
      expect(admin.statusCode, label).toBeLessThan(500);
    }
  });
});

describe(`withdrawal queue: filter, pay, refuse, export (${dbLabel()})`, () => {
  it('a provisional account (documents not approved) is shown as such and paid only with an explicit, audited confirmation', async () => {
    const player = await userId('demobo1');
    const w = await pendingWithdrawal(player, 1200);
    const op = bearer(await operatorToken(t, 'demopayments'));
    const rows = (await t.app.inject({ url: '/api/Backoffice/Withdrawals?stato=pending', headers: op })).json().ResponseData.righe as Record<string, unknown>[];
    expect(rows.find((r) => r.ticket === w.ticket)).toMatchObject({ username: 'demobo1', statoConto: 1, documentiApprovati: false });
    const pay = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Backoffice/ConfermaPrelievo', headers: op, payload });
    for (const body of [{ ticket: w.ticket }, { ticket: w.ticket, confermaProvvisorio: false }, { ticket: w.ticket, confermaProvvisorio: null }]) {
      const r = await pay(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage).toBe(
        'Il conto del giocatore è provvisorio o i suoi documenti non sono approvati: per pagare conferma esplicitamente il pagamento',
      );
    }
    expect((await pay({ ticket: w.ticket, confermaProvvisorio: 'sì' })).statusCode).toBe(400);
    expect(await auditRows('withdrawal.pay', `withdrawal:${w.id}`)).toHaveLength(0);
    expect((await t.deps.db.select({ s: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, w.id)))[0]!.s).toBe('pending');
    expect((await pay({ ticket: w.ticket, confermaProvvisorio: true })).json().ResponseCode).toBe(0);
    const [row] = await auditRows('withdrawal.pay', `withdrawal:${w.id}`);
    expect(row).toMatchObject({ operatorUsername: 'demopayments', targetUserId: player, after: { provisionalConfirmed: true } });
    // Replayed with the confirmation: already paid, nothing more.
    expect((await pay({ ticket: w.ticket, confermaProvvisorio: true })).json().ResponseCode).toBe(-10);
  });

  it('never pays a blocked account (blocked from provisional or validated) nor one in a state that may not withdraw; refusing stays possible', async () => {
    const op = bearer(await operatorToken(t, 'demopayments'));
    const compliance = bearer(await operatorToken(t, 'democompliance'));
    const pay = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Backoffice/ConfermaPrelievo', headers: op, payload });
    const refuse = (ticket: string) =>
      t.app.inject({ method: 'POST', url: '/api/Backoffice/RifiutaPrelievo', headers: op, payload: { ticket, motivo: 'Conto bloccato' } });
    const blockAction = (id: number, what: 'Block' | 'Unblock') =>
      t.app.inject({ method: 'POST', url: `/api/Backoffice/Players/${id}/${what}`, headers: compliance, payload: { motivo: 'Sospetto riciclaggio' } });
    const statusOf = async (id: number) => (await t.deps.db.select({ s: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]!.s;
    for (const from of [1, 2]) {
      const p = await createPlayer(t, { cash: 10_000, overrides: { statoConto: from } });
      const w = await pendingWithdrawal(p.id, 1200);
      const other = await pendingWithdrawal(p.id, 800);
      expect((await blockAction(p.id, 'Block')).json().ResponseCode).toBe(0);
      // With or without the provisional confirmation: nothing is paid, nothing audited, the hold stays.
      for (const body of [{ ticket: w.ticket }, { ticket: w.ticket, confermaProvvisorio: true }]) {
        const r = await pay(body);
        expect(r.statusCode, `from ${from}`).toBe(200);
        expect(r.json(), `from ${from}`).toMatchObject({ ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.withdrawalAccountBlocked });
      }
      expect(await statusOf(w.id)).toBe('pending');
      expect(await auditRows('withdrawal.pay', `withdrawal:${w.id}`)).toHaveLength(0);
      expect((await playerBalance(t.deps.db, p.id)).prelevabile).toBe(8000);
      // Refusing a blocked account's withdrawal gives the hold back to its (still blocked) balance.
      expect((await refuse(other.ticket)).json().ResponseCode).toBe(0);
      expect((await playerBalance(t.deps.db, p.id)).prelevabile).toBe(8800);
      // Unblocked: a provisional account needs the explicit confirmation again, a validated one does not.
      expect((await blockAction(p.id, 'Unblock')).json().ResponseCode).toBe(0);
      if (from === 1) expect((await pay({ ticket: w.ticket })).statusCode).toBe(400);
      expect((await pay({ ticket: w.ticket, confermaProvvisorio: from === 1 })).json().ResponseCode).toBe(0);
      const [paid] = await auditRows('withdrawal.pay', `withdrawal:${w.id}`);
      expect(paid!.after, `from ${from}`).toMatchObject({ amount: 1200 });
      if (from === 1) expect(paid!.after).toMatchObject({ provisionalConfirmed: true });
      else expect(paid!.after).not.toHaveProperty('provisionalConfirmed');
    }
    // States that may not withdraw stay unpaid; self-excluded players may take their money out.
    for (const [stato, answer] of [
      [0, { ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.withdrawalAccountFrozen }],
      [9, { ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.withdrawalAccountFrozen }],
      [70, { ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.withdrawalAccountFrozen }],
      [7, { ResponseCode: 0 }],
      [8, { ResponseCode: 0 }],
    ] as const) {
      const p = await createPlayer(t, { cash: 5000, overrides: { statoConto: stato } });
      const w = await pendingWithdrawal(p.id, 1000);
      expect((await pay({ ticket: w.ticket })).json(), `state ${stato}`).toMatchObject(answer);
    }
  });

  it('pays and refuses once, each with one audit row; the refused hold returns to the player once', async () => {
    const player = await userId('demobets1');
    const startCash = (await playerBalance(t.deps.db, player)).prelevabile;
    const old = await pendingWithdrawal(player, 1500, new Date(t.clock.now().getTime() - 3 * 3600_000));
    const fresh = await pendingWithdrawal(player, 2500);
    const op = bearer(await operatorToken(t, 'demopayments'));
    const list = async (qs: string) => (await t.app.inject({ url: `/api/Backoffice/Withdrawals?${qs}`, headers: op })).json();
    const tickets = async (qs: string) => ((await list(qs)).ResponseData.righe as { ticket: string }[]).map((r) => r.ticket);
    expect(await tickets('stato=pending')).toEqual(expect.arrayContaining([old.ticket, fresh.ticket]));
    // (The demo data has pending withdrawals of its own: only ours are checked.)
    const ours = async (qs: string) => (await tickets(qs)).filter((x) => x === old.ticket || x === fresh.ticket);
    expect(await ours('stato=pending&min=2000')).toEqual([fresh.ticket]);
    expect(await ours('stato=pending&max=2000&metodo=BONIFICO')).toEqual([old.ticket]);
    expect(await ours('stato=pending&etaOre=2')).toEqual([old.ticket]);
    expect(await ours('stato=posted')).toEqual([]);
    for (const bad of ['stato=pagato', 'min=-1', 'min=3000&max=100', 'etaOre=abc', 'metodo=a%00b']) {
      const r = await t.app.inject({ url: `/api/Backoffice/Withdrawals?${bad}`, headers: op });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().ResponseMessage, bad).toMatch(/[a-zà]/);
    }

    const pay = (ticket: string) => t.app.inject({ method: 'POST', url: '/api/Backoffice/ConfermaPrelievo', headers: op, payload: { ticket } });
    const refuse = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Backoffice/RifiutaPrelievo', headers: op, payload });
    expect((await pay(old.ticket)).json()).toMatchObject({ ResponseCode: 0, ResponseData: { idTicketField: old.ticket, importoField: 1500 } });
    expect((await pay(old.ticket)).json().ResponseCode).toBe(-10);
    expect((await refuse({ ticket: old.ticket, motivo: 'Troppo tardi' })).json().ResponseCode).toBe(-10);
    expect(await auditRows('withdrawal.pay', `withdrawal:${old.id}`)).toHaveLength(1);
    expect(await auditRows('withdrawal.refuse', `withdrawal:${old.id}`)).toHaveLength(0);

    for (const body of [
      { ticket: fresh.ticket },
      { ticket: fresh.ticket, motivo: ' ' },
      { ticket: fresh.ticket, motivo: 'a\u0000b' },
      { ticket: '', motivo: 'Motivo' },
    ]) {
      const r = await refuse(body);
      expect(r.statusCode).toBe(400);
    }
    expect((await refuse({ ticket: 'PR99999999', motivo: 'Inesistente' })).statusCode).toBe(404);
    expect((await refuse({ ticket: fresh.ticket, motivo: 'IBAN non intestato al giocatore' })).json().ResponseCode).toBe(0);
    expect((await refuse({ ticket: fresh.ticket, motivo: 'IBAN non intestato al giocatore' })).json().ResponseCode).toBe(-10);
    const [refusal] = await auditRows('withdrawal.refuse', `withdrawal:${fresh.id}`);
    expect(refusal).toMatchObject({
      operatorUsername: 'demopayments',
      targetUserId: player,
      before: { status: 'pending', amount: 2500 },
      after: { status: 'declined', reason: 'IBAN non intestato al giocatore' },
    });
    expect(await auditRows('withdrawal.refuse', `withdrawal:${fresh.id}`)).toHaveLength(1);
    // 1500 paid out, 2500 back once.
    expect((await playerBalance(t.deps.db, player)).prelevabile).toBe(startCash - 1500);
    const refused = (await list('stato=declined')).ResponseData.righe.find((r: { ticket: string }) => r.ticket === fresh.ticket);
    expect(refused).toMatchObject({ motivo: 'IBAN non intestato al giocatore', decisoDa: 'operator:demopayments' });

    const exportsBefore = (await auditRows('withdrawal.export')).length;
    const csv = await t.app.inject({ url: '/api/Backoffice/Withdrawals/Export?stato=declined', headers: op });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(fresh.ticket);
    expect(csv.body).toContain('"25,00"');
    expect(await auditRows('withdrawal.export')).toHaveLength(exportsBefore + 1);
  });

  it('exports times on Italy’s clock and states in words', () => {
    const row = {
      id: 1,
      ticket: 'PR00000001',
      userId: 7,
      username: 'demobo1',
      nome: 'Franco',
      cognome: 'Bruni',
      metodo: 'bonifico',
      importo: 5000,
      stato: 'declined' as const,
      modalita: 'manuale',
      destinazione: 'IT60 **** 3456',
      richiestoIl: '2026-07-01T08:00:00.000Z',
      decisoIl: '2026-12-01T23:30:00.000Z',
      decisoDa: 'demopayments',
      motivo: 'IBAN errato',
      fornitore: null,
      riferimentoFornitore: null,
      tentativi: 0,
      erroreFornitore: null,
      inPagamentoDal: null,
      statoConto: 2,
      documentiApprovati: true,
    };
    const line = queueCsv([row]).split('\r\n')[1]!;
    expect(line).toBe(
      '"PR00000001";"01/07/2026 10:00";"demobo1";"Franco";"Bruni";"bonifico";"50,00";"Rifiutato";"manuale";"IT60 **** 3456";"02/12/2026 00:30";"demopayments";"IBAN errato"',
    );
  });

  it('neutralises spreadsheet formulas in exported cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-1+2')).toBe('"\'-1+2"');
    expect(csvCell('Mario')).toBe('"Mario"');
  });
});

describe(`players: search, page, sessions, notes (${dbLabel()})`, () => {
  it('a notification to one recipient goes to players only: an operator id answers as an unknown recipient', async () => {
    const admin = bearer(await operatorToken(t, 'demoadmin'));
    const operatorId = await userId('demopayments');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Notifications/Admin/Send',
      headers: admin,
      payload: { UserId: operatorId, Title: 'Solo giocatori', Body: 'Prova' },
    });
    expect(r.json()).toMatchObject({ ResponseCode: -404, ResponseData: { Sent: 0 } });
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, operatorId))).toEqual([]);
    expect((await auditRows('notification.send')).filter((a) => a.targetUserId === operatorId)).toEqual([]);
  });

  it('finds players by every field the issue lists, never operators', async () => {
    const op = bearer(await operatorToken(t, 'democompliance'));
    const search = async (q: string) =>
      ((await t.app.inject({ url: `/api/Backoffice/Players?q=${encodeURIComponent(q)}`, headers: op })).json().ResponseData as { username: string }[]).map(
        (p) => p.username,
      );
    expect(await search('demouser1')).toContain('demouser1');
    expect(await search('Mario Rossi')).toContain('demouser1');
    expect(await search('rossi mario')).toContain('demouser1');
    expect(await search('DEMOUSER1@BETSITE')).toContain('demouser1');
    expect(await search('333 123 4501')).toContain('demouser1');
    expect(await search('1000000001')).toContain('demouser1');
    // A literal '%' is escaped: unescaped, 'demo%1' would match demouser1. (Not '100%': its digits
    // search the mobile numbers, and a random test player's can hold '100'.)
    expect(await search('demo%1')).toEqual([]);
    expect(await search('demo_ser1')).toEqual([]);
    expect(await search('demooperator')).toEqual([]);
    const [cf] = await t.deps.db
      .select({ cf: playerProfiles.codiceFiscale })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, await userId('demouser1')));
    expect(await search(cf!.cf.toLowerCase())).toContain('demouser1');
    const short = await t.app.inject({ url: '/api/Backoffice/Players?q=ab', headers: op });
    expect(short.statusCode).toBe(400);
    expect(short.json().ResponseMessage).toBe('Scrivi almeno 3 caratteri');
  });

  it('every search is an audited read: the query and the ids of the players it answered', async () => {
    const op = bearer(await operatorToken(t, 'democompliance'));
    const searches = () => t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'player.search')).orderBy(auditLog.id);
    const before = (await searches()).length;
    const r = await t.app.inject({ url: `/api/Backoffice/Players?q=${encodeURIComponent('demouser')}`, headers: op });
    expect(r.statusCode).toBe(200);
    const ids = (r.json().ResponseData as { id: number }[]).map((p) => p.id);
    expect(ids).toContain(await userId('demouser1'));
    const rows = await searches();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ operatorUsername: 'democompliance', targetUserId: null, after: { q: 'demouser', ids } });
    // A search that finds nobody is a look all the same; a refused one (too short) reads nothing and writes nothing.
    await t.app.inject({ url: '/api/Backoffice/Players?q=nessuno-trovato', headers: op });
    expect((await searches()).at(-1)).toMatchObject({ after: { q: 'nessuno-trovato', ids: [] } });
    expect((await t.app.inject({ url: '/api/Backoffice/Players?q=ab', headers: op })).statusCode).toBe(400);
    expect(await searches()).toHaveLength(before + 2);
  });

  it("operators are not players: their site sessions are not closed from a player's page, and no bonus is granted to them", async () => {
    const admin = bearer(await operatorToken(t, 'demoadmin'));
    const operatorId = await userId('demopayments');
    const siteSession = await t.deps.sessions.create(operatorId, {});
    const revoked = await t.app.inject({ method: 'POST', url: `/api/Backoffice/Players/${operatorId}/Sessions/${siteSession}/Revoke`, headers: admin });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().ResponseMessage).toBe('Giocatore non trovato');
    expect((await t.deps.db.select({ at: betSessions.revokedAt }).from(betSessions).where(eq(betSessions.id, siteSession)))[0]!.at).toBeNull();
    expect(await auditRows('player.session.revoke', `session:${siteSession}`)).toHaveLength(0);

    const payments = bearer(await operatorToken(t, 'demopayments'));
    const now = t.clock.now().getTime();
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/Backoffice/BonusCampaigns',
      headers: payments,
      payload: {
        name: 'Cortesia',
        trigger: 'manual',
        family: 1,
        amount: 50_000,
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
      },
    });
    expect(campaign.statusCode).toBe(200);
    const campaignId = campaign.json().ResponseData.id as number;
    const grant = (username: string) =>
      t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusGrant', headers: payments, payload: { campaignId, username } });
    // Itself, another operator: answered as an unknown player, nothing granted, nothing audited.
    for (const username of ['demopayments', 'demoadmin']) {
      const r = await grant(username);
      expect(r.statusCode, username).toBe(404);
      expect(r.json().ResponseMessage, username).toBe('Giocatore non trovato');
      expect(
        await t.deps.db
          .select()
          .from(playerBonuses)
          .where(eq(playerBonuses.userId, await userId(username))),
      ).toEqual([]);
    }
    expect(await auditRows('bonus.grant')).toEqual(expect.not.arrayContaining([expect.objectContaining({ targetUserId: operatorId })]));
    const player = await createPlayer(t);
    expect((await grant(player.username)).json().ResponseCode).toBe(0);
  });

  it('shows the player page (audited), revokes a live session at once, keeps notes', async () => {
    const op = bearer(await operatorToken(t, 'demoadmin'));
    const player = await userId('demouser1');
    const token = await playerToken('demouser1');
    const viewsBefore = (await auditRows('player.view', `player:${player}`)).length;
    const page = await t.app.inject({ url: `/api/Backoffice/Players/${player}`, headers: op });
    expect(page.statusCode).toBe(200);
    const detail = page.json().ResponseData;
    expect(detail.anagrafica).toMatchObject({ username: 'demouser1', nome: 'Mario' });
    expect(detail.saldo.saldo).toBeGreaterThan(0);
    expect(detail.movimenti.length).toBeGreaterThan(0);
    const live = detail.sessioni.find((s: { chiusaIl: string | null }) => !s.chiusaIl);
    expect(await auditRows('player.view', `player:${player}`)).toHaveLength(viewsBefore + 1);

    expect((await t.app.inject({ url: `/api/Backoffice/Players/${await userId('demooperator')}`, headers: op })).statusCode).toBe(404);
    // A number that is not a player's number is "not valid" (it said 'Il campo è richiesto').
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const bad = await t.app.inject({ url: `/api/Backoffice/Players/${id}`, headers: op });
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().ResponseMessage, id).toBe('Identificativo non valido');
    }

    const revoke = (pid: number, sid: string) => t.app.inject({ method: 'POST', url: `/api/Backoffice/Players/${pid}/Sessions/${sid}/Revoke`, headers: op });
    // Another player's id with this session: nothing happens.
    expect((await revoke(await userId('demobets1'), live.id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(token) })).statusCode).toBe(200);
    expect((await revoke(player, live.id)).json().ResponseCode).toBe(0);
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: bearer(token) })).statusCode).toBe(401);
    expect((await revoke(player, live.id)).statusCode).toBe(404);
    expect(await auditRows('player.session.revoke', `session:${live.id}`)).toHaveLength(1);

    const note = (testo: unknown) => t.app.inject({ method: 'POST', url: `/api/Backoffice/Players/${player}/Notes`, headers: op, payload: { testo } });
    expect((await note('Chiede la chiusura del conto')).json().ResponseCode).toBe(0);
    for (const bad of ['', '   ', 'a\u0000b', 'x'.repeat(2001), 7]) expect((await note(bad)).statusCode).toBe(400);
    const after = (await t.app.inject({ url: `/api/Backoffice/Players/${player}`, headers: op })).json().ResponseData;
    expect(after.note[0]).toMatchObject({ testo: 'Chiede la chiusura del conto', operatore: 'demoadmin' });
  });
});

describe(`player page: tickets, bonuses, limits and exclusions with their history (${dbLabel()})`, () => {
  const detailOf = async (username: string) =>
    (await t.app.inject({ url: `/api/Backoffice/Players/${await userId(username)}`, headers: bearer(await operatorToken(t, 'democompliance')) })).json()
      .ResponseData;

  it('lists the latest tickets newest first and every bonus with its wagering', async () => {
    await seedGameHistory(t.deps.db);
    await seedBonuses(t.deps.db, t.clock.now());
    const bets = await detailOf('demobets1');
    expect(bets.giocate.length).toBe(50);
    const times = bets.giocate.map((g: { giocataIl: string }) => g.giocataIl);
    expect([...times].sort().reverse()).toEqual(times);
    expect(bets.giocate[0]).toMatchObject({ codice: expect.any(String), gioco: expect.any(String), importo: expect.any(Number), stato: expect.any(Number) });
    const bonus = await detailOf(DEMO_BONUS_PLAYER);
    expect(bonus.bonus.length).toBeGreaterThanOrEqual(4);
    expect(bonus.bonus.map((b: { campagna: string }) => b.campagna)).toContain('Free Bet Champions');
    for (const b of bonus.bonus) expect(b.giocato).toBeLessThanOrEqual(b.daGiocare);
    // A free-spin bonus carries its spins (its amount is 0).
    const spins = bonus.bonus.find((b: { tipo: string }) => b.tipo === 'freespin');
    expect(spins).toMatchObject({ importo: 0, giri: expect.any(Number) });
    expect(spins.giri).toBeGreaterThan(0);
    // Another player's tickets and bonuses never show up on this page.
    expect((await detailOf('demouser1')).giocate.some((g: { codice: string }) => bets.giocate.some((x: { codice: string }) => x.codice === g.codice))).toBe(
      false,
    );
  });

  it('keeps every change of a deposit limit (append-only) beside the limits in force', async () => {
    const player = await userId('demouser1');
    const now = t.clock.now();
    await upsertLimit(t.deps.db, { userId: player, periodo: 'GG', importo: 5000, updatedAt: now });
    await upsertLimit(t.deps.db, { userId: player, periodo: 'GG', importo: 3000, updatedAt: new Date(now.getTime() + 1000) });
    const later = new Date(now.getTime() + 7 * 86_400_000);
    await upsertLimit(t.deps.db, {
      userId: player,
      periodo: 'GG',
      importo: 3000,
      pendingImporto: 9000,
      pendingFrom: later,
      updatedAt: new Date(now.getTime() + 2000),
    });
    // The same values again change nothing and leave no row.
    await upsertLimit(t.deps.db, {
      userId: player,
      periodo: 'GG',
      importo: 3000,
      pendingImporto: 9000,
      pendingFrom: later,
      updatedAt: new Date(now.getTime() + 3000),
    });
    const d = await detailOf('demouser1');
    expect(d.limiti.find((l: { periodo: string }) => l.periodo === 'GG')).toMatchObject({ importo: 3000, inAttesa: 9000 });
    expect(
      d.storicoLimiti
        .filter((c: { periodo: string }) => c.periodo === 'GG')
        .map((c: { prima: number | null; importo: number; inAttesa: number | null }) => [c.prima, c.importo, c.inAttesa]),
    ).toEqual([
      [3000, 3000, 9000],
      [5000, 3000, null],
      [null, 5000, null],
    ]);
    await expect(t.deps.db.update(depositLimitChanges).set({ importo: 1 }).where(eq(depositLimitChanges.userId, player))).rejects.toThrow();
    await expect(t.deps.db.delete(depositLimitChanges).where(eq(depositLimitChanges.userId, player))).rejects.toThrow();
  });
});

describe(`documents: review by compliance, the player notified (${dbLabel()})`, () => {
  it('approves with one audit row and one notification', async () => {
    const player = await userId('demodocs1');
    const [doc] = await t.deps.db
      .insert(playerDocuments)
      .values({ userId: player, side: 'fronte', storageKey: 'demo/demouser1-fronte.png', mime: 'image/png', size: 10, sha256: 'x' })
      .returning();
    const op = bearer(await operatorToken(t, 'democompliance'));
    const approve = () => t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', headers: op, payload: { id: doc!.id } });
    expect((await approve()).json().ResponseCode).toBe(0);
    expect((await approve()).json().ResponseCode).toBe(-1);
    expect(await auditRows('document.approve', `document:${doc!.id}`)).toHaveLength(1);
    const sent = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, player), eq(notifications.dedupeKey, `document:${doc!.id}`)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe('Documento verificato');
  });
});

describe(`audit log: readable, filterable, never changed (${dbLabel()})`, () => {
  it('filters by operator, player and action; the database refuses UPDATE and DELETE', async () => {
    const op = bearer(await operatorToken(t, 'demoadmin'));
    const player = await userId('demouser1');
    const q = async (qs: string) => (await t.app.inject({ url: `/api/Backoffice/Audit?${qs}`, headers: op })).json().ResponseData;
    const byPlayer = await q(`giocatore=${player}`);
    expect(byPlayer.totale).toBeGreaterThan(0);
    expect(byPlayer.righe.every((r: { giocatoreId: number }) => r.giocatoreId === player)).toBe(true);
    const byOperator = await q('operatore=DEMOPAYMENTS&azione=withdrawal.');
    expect(byOperator.righe.length).toBeGreaterThan(0);
    expect(byOperator.righe.every((r: { operatore: string; azione: string }) => r.operatore === 'demopayments' && r.azione.startsWith('withdrawal.'))).toBe(
      true,
    );
    for (const bad of ['giocatore=abc', 'dal=ieri', 'dal=2026-02-01T00:00:00Z&al=2026-01-01T00:00:00Z', 'azione=%00']) {
      expect((await t.app.inject({ url: `/api/Backoffice/Audit?${bad}`, headers: op })).statusCode, bad).toBe(400);
    }
    await expect(t.deps.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.deps.db.delete(auditLog)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'forged'))).length).toBe(0);
  });

  it('lists the last 14 days on Italy’s calendar, the day after the spring clock change included', () => {
    // 00:30 in Rome on 1 April 2026: 24-hour steps back from here skipped 29 March (the 23-hour day).
    const days = dashboardDays(new Date('2026-03-31T22:30:00Z'));
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-03-19');
    expect(days.at(-1)).toBe('2026-04-01');
    expect(days).toContain('2026-03-29');
    expect(new Set(days).size).toBe(14);
    // And the autumn one (a 25-hour day) neither repeats nor skips one.
    expect(dashboardDays(new Date('2026-10-25T23:30:00Z')).slice(-3)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('counts today’s withdrawal requests on their way to the provider, not those cancelled or turned down', async () => {
    const op = bearer(await operatorToken(t, 'demopayments'));
    const today = async () => (await t.app.inject({ url: '/api/Backoffice/Dashboard', headers: op })).json().ResponseData.oggi.prelievi;
    const before = await today();
    // Rows as each state leaves them (the ledger is not what this figure reads).
    const player = (await createPlayer(t)).id;
    const [method] = await t.deps.db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
    for (const status of ['sending', 'sent', 'voided', 'declined'] as const) {
      const inFlight = status === 'sending' || status === 'sent';
      await t.deps.db.insert(withdrawals).values({
        userId: player,
        methodId: method!.id,
        tipo: 'bonifico',
        amount: 1000,
        mode: 'manual',
        destination: 'IT60 **** 3456',
        status,
        createdAt: t.clock.now(),
        ...(inFlight && { payoutProvider: 'sandbox', sendingAt: t.clock.now() }),
      });
    }
    const after = await today();
    expect(after.numero - before.numero).toBe(2);
    expect(after.importo - before.importo).toBe(2000);
  });

  it('writes an audit row for each page of the withdrawal queue, with the tickets it answered', async () => {
    const op = bearer(await operatorToken(t, 'demopayments'));
    const before = (await auditRows('withdrawal.list')).length;
    const r = await t.app.inject({ url: '/api/Backoffice/Withdrawals?pagina=1', headers: op });
    expect(r.statusCode).toBe(200);
    const rows = (await auditRows('withdrawal.list')).sort((a, b) => a.id - b.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      operatorUsername: 'demopayments',
      after: { pagina: 1, tickets: r.json().ResponseData.righe.map((w: { ticket: string }) => w.ticket) },
    });
  });

  it('compares the audit filter’s dates as instants, not as text', async () => {
    const op = bearer(await operatorToken(t, 'demoadmin'));
    const ask = (dal: string, al: string) =>
      t.app.inject({ url: `/api/Backoffice/Audit?dal=${encodeURIComponent(dal)}&al=${encodeURIComponent(al)}`, headers: op });
    // 10:00 UTC is before 11:00 UTC, though '2024-01-01T12:00:00+02:00' sorts after '…T11:00:00Z' as text.
    expect((await ask('2024-01-01T12:00:00+02:00', '2024-01-01T11:00:00Z')).statusCode).toBe(200);
    const late = await ask('2024-01-01T09:00:00-05:00', '2024-01-01T12:00:00Z');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ ResponseMessage: 'La data iniziale non può essere successiva a quella finale' });
  });

  it('counts the dashboard figures', async () => {
    const op = bearer(await operatorToken(t, 'democontent'));
    const d = (await t.app.inject({ url: '/api/Backoffice/Dashboard', headers: op })).json().ResponseData;
    expect(d.giorni).toHaveLength(14);
    expect(d.oggi.prelievi.inAttesa).toBeGreaterThanOrEqual(0);
    // What the review screen lists: documents uploaded and awaiting review, not every profile whose
    // state is 'pending' because nothing was uploaded yet (it said 4 beside a queue of 2).
    const queue = await t.deps.db.select().from(playerDocuments).where(eq(playerDocuments.stato, 3));
    const waitingProfiles = await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.statoDocumenti, 3));
    expect(waitingProfiles.length).toBeGreaterThan(queue.length);
    expect(d.documentiDaVerificare).toBe(queue.length);
  });
});

describe(`content: areas, scheduled visibility, audited edits (${dbLabel()})`, () => {
  it('serves a scheduled object only inside its window; refuses a window that ends before it starts', async () => {
    const op = bearer(await operatorToken(t, 'democontent'));
    const areas = (await t.app.inject({ url: '/api/CMS/Admin/Areas', headers: op })).json().ResponseData as { LayoutArea: string; Objects: number }[];
    expect(areas.find((a) => a.LayoutArea === 'Pages_istituzionali')?.Objects).toBeGreaterThan(0);
    const now = t.clock.now().getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/Admin/Objects',
      headers: op,
      payload: {
        LayoutArea: 'Sched_Area',
        Name: 'Promo di domani',
        TypeName: 'html_block',
        Parameters: { html: '<p>Domani</p>' },
        VisibleFrom: iso(3_600_000),
        VisibleTo: iso(7_200_000),
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().ResponseData.Id as number;
    expect(created.json().ResponseData.VisibleFrom).toBe(iso(3_600_000));
    const publicNames = async () =>
      ((await t.app.inject({ url: '/api/CMS/GetCmsObject?layoutArea=Sched_Area' })).json().ResponseData.Data as { Name: string }[]).map((o) => o.Name);
    const params = async () => (await t.app.inject({ url: `/api/CMS/GetCMSObjParameters?id=${id}` })).json().ResponseCode;
    expect(await publicNames()).toEqual([]);
    expect(await params()).not.toBe(0);
    t.clock.advance(3_700_000);
    expect(await publicNames()).toEqual(['Promo di domani']);
    expect(await params()).toBe(0);
    t.clock.advance(3_600_000);
    expect(await publicNames()).toEqual([]);

    // Two hours on, the back-office session has idled out: sign in again.
    expect((await t.app.inject({ url: '/api/CMS/Admin/Areas', headers: op })).statusCode).toBe(401);
    Object.assign(op, bearer(await operatorToken(t, 'democontent')));
    const bad = await t.app.inject({ method: 'PUT', url: `/api/CMS/Admin/Objects/${id}`, headers: op, payload: { VisibleTo: iso(1_000) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ResponseMessage: "La fine della programmazione deve seguire l'inizio", errors: [{ field: 'VisibleTo' }] });
    expect((await t.app.inject({ method: 'PUT', url: `/api/CMS/Admin/Objects/${id}`, headers: op, payload: { VisibleFrom: 'domani' } })).statusCode).toBe(400);
    const open = await t.app.inject({ method: 'PUT', url: `/api/CMS/Admin/Objects/${id}`, headers: op, payload: { VisibleFrom: null, VisibleTo: null } });
    expect(open.json().ResponseData).toMatchObject({ VisibleFrom: null, VisibleTo: null });
    expect(await publicNames()).toEqual(['Promo di domani']);
    const updates = await auditRows('content.update', `cms:${id}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ operatorUsername: 'democontent', before: { VisibleTo: expect.any(String) }, after: { VisibleTo: null } });
  });
});

describe(`content: a change touches only what it sends (${dbLabel()})`, () => {
  it('keeps parameters, order and audience when only the name changes', async () => {
    const op = bearer(await operatorToken(t, 'democontent'));
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/CMS/Admin/Objects',
        headers: op,
        payload: { LayoutArea: 'Patch_Area', Name: 'Uno', TypeName: 'html_block', Parameters: { html: '<p>Testo</p>' }, ViewOrder: 40, Visibility: 3 },
      })
    ).json().ResponseData;
    const changed = (await t.app.inject({ method: 'PUT', url: `/api/CMS/Admin/Objects/${created.Id}`, headers: op, payload: { Name: 'Due' } })).json()
      .ResponseData;
    expect(changed).toMatchObject({ Name: 'Due', Parameters: { html: '<p>Testo</p>' }, ViewOrder: 40, Visibility: 3 });
  });
});
