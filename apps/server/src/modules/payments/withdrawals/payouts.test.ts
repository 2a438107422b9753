import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_TEXT } from '@betsite/contract/withdrawal-messages';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { auditLog, ledgerTransfers, users, withdrawals } from '../../../db/schema/index.ts';
import { envelope } from '../../../platform/outcome.ts';
import { createTestApp, dbLabel, operatorToken, type TestApp } from '../../../test-support.ts';
import type { PayoutAdapter, PayoutAnswer } from './payout.ts';
import { PayoutDispatcher } from './payouts.ts';
import { reconcilePayouts } from './payout-reconcile.ts';
import { WithdrawalService } from './service.ts';
import { addCard, cash, createPlayer, ensureTestMethods, expectLedgerInvariants, moveToRomeTime, prelievoWithOtp, type Player } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureTestMethods(t);
});
afterAll(async () => {
  if (t) await expectLedgerInvariants(t);
  await t?.close();
});

const rowOf = async (id: number) => (await t.deps.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
const idOf = (seriale: string) => Number(seriale.slice(2));
/** The ledger transfers of one withdrawal, by their key's movement (hold, post, void). */
async function movements(id: number): Promise<string[]> {
  const rows = await t.deps.db.select({ key: ledgerTransfers.idempotencyKey }).from(ledgerTransfers);
  return rows
    .map((r) => r.key)
    .filter((k) => k.endsWith(`:${id}`) && k.startsWith('withdrawal:'))
    .map((k) => k.split(':')[1]!)
    .sort();
}
const annulla = (p: Player, ticket: string) =>
  t.app.inject({ url: `/api/Account/EL_AnnullaPrelievo?cookie=x&ticket=${encodeURIComponent(ticket)}`, headers: p.headers });

/** A provider driven by the test: records every call and answers what `answer` says. */
function scripted(answer: (call: { mode: 'send' | 'check'; withdrawalId: number; ref: string | null }) => Promise<PayoutAnswer>) {
  const calls: { mode: 'send' | 'check'; withdrawalId: number; ref: string | null; statusSeen: string }[] = [];
  const adapter: PayoutAdapter = {
    provider: 'card',
    async send(req) {
      calls.push({ mode: 'send', withdrawalId: req.withdrawalId, ref: null, statusSeen: (await rowOf(req.withdrawalId)).status });
      return answer({ mode: 'send', withdrawalId: req.withdrawalId, ref: null });
    },
    async check(req, ref) {
      calls.push({ mode: 'check', withdrawalId: req.withdrawalId, ref, statusSeen: (await rowOf(req.withdrawalId)).status });
      return answer({ mode: 'check', withdrawalId: req.withdrawalId, ref });
    },
  };
  const dispatcher = new PayoutDispatcher(t.deps, new Map([['card', adapter]]));
  return { calls, dispatcher, service: new WithdrawalService(t.deps, dispatcher) };
}

async function cardWithdrawal(service: WithdrawalService, amount: number, balance = 10_000) {
  moveToRomeTime(t.clock, 12);
  const p = await createPlayer(t, { cash: balance });
  const card = await addCard(t, p.id, 'mastercard');
  const res = envelope(await service.request(p.id, { type: 'Prelievo_MasterCard', importo: amount, pin: 'Password123', code: String(card) }, '127.0.0.1'));
  return { p, res, id: idOf(res.ResponseData!.seriale!) };
}

describe(`payouts (${dbLabel()})`, () => {
  it("writes 'sending' with the hold before the provider is called, with the withdrawal id as idempotency key", async () => {
    const s = scripted(async (c) => ({ state: 'paid', ref: `P-${c.withdrawalId}`, description: 'OK' }));
    const { p, res, id } = await cardWithdrawal(s.service, 2500);
    expect(res).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'success' } });
    expect(s.calls).toEqual([{ mode: 'send', withdrawalId: id, ref: null, statusSeen: 'sending' }]);
    expect(await rowOf(id)).toMatchObject({ status: 'posted', providerRef: `P-${id}`, payoutProvider: 'card', payoutAttempts: 1, decidedBy: 'provider:card' });
    expect(await movements(id)).toEqual(['hold', 'post']);
    expect(await cash(t, p.id)).toBe(7500);
  });

  it('a provider that refuses outright returns the hold once, with its words for the player', async () => {
    const s = scripted(async () => ({ state: 'failed', ref: null, description: 'conto del destinatario chiuso' }));
    const { p, res, id } = await cardWithdrawal(s.service, 2500);
    expect(res).toMatchObject({
      ResponseCode: 0,
      ResponseData: { result: 'failed', esito: { returnCode: -1, returnDescription: 'conto del destinatario chiuso' } },
    });
    expect(await rowOf(id)).toMatchObject({ status: 'declined', decisionReason: 'conto del destinatario chiuso' });
    expect(await movements(id)).toEqual(['hold', 'void']);
    expect(await cash(t, p.id)).toBe(10_000);
  });

  it("'sent' cannot be cancelled; the reconciliation asks by the provider's reference and settles it exactly once, however many passes race", async () => {
    let paid = false;
    const s = scripted(async (c) =>
      paid ? { state: 'paid', ref: `B-${c.withdrawalId}`, description: 'OK' } : { state: 'sent', ref: `B-${c.withdrawalId}`, description: '' },
    );
    const { p, res, id } = await cardWithdrawal(s.service, 3000);
    expect(res).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'pending' } });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', providerRef: `B-${id}` });
    // Listed (the money is held), but the player cannot take it back while the provider holds it.
    const list = (await t.app.inject({ url: '/api/Account/EL_GetElencoPrelievo?cookie=x', headers: p.headers })).json();
    expect(list.ResponseData.elencoprelieviField.map((r: { idTicketField: string }) => r.idTicketField)).toEqual([res.ResponseData!.seriale]);
    const refused = (await annulla(p, res.ResponseData!.seriale!)).json();
    expect(refused).toMatchObject({ ResponseCode: -10, ResponseMessage: WITHDRAWAL_TEXT.payoutInProgress });
    expect(await cash(t, p.id)).toBe(7000);

    // Too young for the job: its own request may still be running.
    expect(await reconcilePayouts(t.deps, s.dispatcher, 60_000)).toMatchObject({ looked: 0 });
    t.clock.advance(61_000);
    expect(await reconcilePayouts(t.deps, s.dispatcher, 60_000)).toMatchObject({ open: 1 });
    paid = true;
    await Promise.all(Array.from({ length: 6 }, () => reconcilePayouts(t.deps, s.dispatcher, 60_000)));
    expect(s.calls.filter((c) => c.mode === 'check').every((c) => c.ref === `B-${id}`)).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'posted' });
    expect(await movements(id)).toEqual(['hold', 'post']);
    expect(await cash(t, p.id)).toBe(7000);
    expect(await reconcilePayouts(t.deps, s.dispatcher, 60_000)).toMatchObject({ looked: 0 });
  });

  it('a provider that cannot be reached leaves the payout open with its error; the reconciliation asks again by our id and returns the hold when the provider says it failed', async () => {
    let up = false;
    const s = scripted(async (c) => {
      if (!up) throw new Error('ETIMEDOUT api.provider.example');
      return { state: 'failed', ref: `R-${c.withdrawalId}`, description: 'mai ricevuto' };
    });
    const { p, res, id } = await cardWithdrawal(s.service, 4000);
    expect(res).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'pending' } });
    expect(await rowOf(id)).toMatchObject({ status: 'sending', payoutError: 'ETIMEDOUT api.provider.example' });
    t.clock.advance(61_000);
    expect(await reconcilePayouts(t.deps, s.dispatcher, 60_000)).toMatchObject({ open: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sending', payoutAttempts: 2 });
    up = true;
    await Promise.all([reconcilePayouts(t.deps, s.dispatcher, 60_000), reconcilePayouts(t.deps, s.dispatcher, 60_000)]);
    expect(s.calls.filter((c) => c.mode === 'check').every((c) => c.ref === null && c.withdrawalId === id)).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'declined', providerRef: `R-${id}` });
    expect(await movements(id)).toEqual(['hold', 'void']);
    expect(await cash(t, p.id)).toBe(10_000);
  });

  it("the operator's approval of a method a provider pays goes through 'sending' and the provider (bank transfers stay posted by hand: backoffice.test.ts)", async () => {
    moveToRomeTime(t.clock, 14); // inside Neteller's 13–15 slot: manual
    const p = await createPlayer(t, { cash: 10_000 });
    const r = await prelievoWithOtp(t, p, { type: 'Prelievo_Neteller', importo: 2000, email: 'io@neteller.example' });
    expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'pending' } });
    const id = idOf(r.ResponseData.seriale);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', payoutDestination: 'io@neteller.example' });
    const op = await operatorToken(t);
    const pay = (ticket: string) =>
      t.app.inject({ method: 'POST', url: '/api/Backoffice/ConfermaPrelievo', headers: { authorization: `Bearer ${op}` }, payload: { ticket } });
    const paid = (await pay(r.ResponseData.seriale)).json();
    expect(paid).toMatchObject({ ResponseCode: 0, ResponseMessage: BACKOFFICE_TEXT.withdrawalPaid });
    // The sandbox provider paid it under our id; the destination in clear is gone with the payout.
    expect(await rowOf(id)).toMatchObject({ status: 'posted', payoutProvider: 'neteller', providerRef: `PO-${id}`, payoutDestination: null });
    expect(await movements(id)).toEqual(['hold', 'post']);
    expect((await pay(r.ResponseData.seriale)).json()).toMatchObject({ ResponseCode: -10 });
    expect(await cash(t, p.id)).toBe(8000);
  });

  it("a blocked account's withdrawal is never handed to its provider: not on the operator's approval, nor by the first call or the reconciliation", async () => {
    const setState = (id: number, statoConto: number, blockedFromState: number | null) =>
      t.deps.db.update(users).set({ statoConto, blockedFromState }).where(eq(users.id, id));
    // The operator's approval of a method a provider pays: refused before 'sending', nothing sent.
    moveToRomeTime(t.clock, 14); // inside Neteller's 13–15 slot: manual
    const p = await createPlayer(t, { cash: 10_000 });
    const r = await prelievoWithOtp(t, p, { type: 'Prelievo_Neteller', importo: 2000, email: 'io@neteller.example' });
    const id = idOf(r.ResponseData.seriale);
    await setState(p.id, 6, 2);
    const op = await operatorToken(t);
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Backoffice/ConfermaPrelievo',
        headers: { authorization: `Bearer ${op}` },
        payload: { ticket: r.ResponseData.seriale },
      });
    expect((await pay()).json()).toMatchObject({ ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.withdrawalAccountBlocked });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', payoutProvider: null, payoutAttempts: 0 });
    expect(await movements(id)).toEqual(['hold']);

    // An automatic payout written 'sending' whose provider was down; the account is blocked meanwhile.
    let up = false;
    const s = scripted(async (c) => {
      if (!up) throw new Error('ETIMEDOUT api.provider.example');
      return { state: 'paid', ref: `H-${c.withdrawalId}`, description: 'OK' };
    });
    const auto = await cardWithdrawal(s.service, 2500);
    expect(await rowOf(auto.id)).toMatchObject({ status: 'sending', payoutAttempts: 1 });
    await setState(auto.p.id, 6, 2);
    up = true;
    const callsBefore = s.calls.length;
    // Neither a first call (a block landing between the commit of 'sending' and the call) nor the reconciliation's question by our id.
    expect(await s.dispatcher.dispatch(await rowOf(auto.id), null, 'send')).toMatchObject({ state: 'open' });
    t.clock.advance(61_000);
    expect(await reconcilePayouts(t.deps, s.dispatcher, 60_000)).toMatchObject({ open: 1 });
    expect(s.calls.length).toBe(callsBefore);
    expect(await rowOf(auto.id)).toMatchObject({ status: 'sending', payoutAttempts: 1, payoutError: BACKOFFICE_TEXT.payoutHeldAccountBlocked });
    expect(await cash(t, auto.p.id)).toBe(7500);
    // Unblocked: the next pass hands it over and it is paid, once.
    await setState(auto.p.id, 2, null);
    expect(await reconcilePayouts(t.deps, s.dispatcher, 60_000)).toMatchObject({ paid: 1 });
    expect(await rowOf(auto.id)).toMatchObject({ status: 'posted', providerRef: `H-${auto.id}` });
    expect(await movements(auto.id)).toEqual(['hold', 'post']);
  });

  it('operators list the payouts still being paid, with the provider and its last error', async () => {
    const s = scripted(async () => {
      throw new Error('HTTP 503 · SERVICE_UNAVAILABLE');
    });
    const { id } = await cardWithdrawal(s.service, 1500);
    const op = await operatorToken(t);
    const res = (await t.app.inject({ url: '/api/Backoffice/Withdrawals?stato=sending', headers: { authorization: `Bearer ${op}` } })).json();
    const row = res.ResponseData.righe.find((w: { id: number }) => w.id === id);
    expect(row).toMatchObject({ stato: 'sending', fornitore: 'card', erroreFornitore: 'HTTP 503 · SERVICE_UNAVAILABLE', tentativi: 1 });
    const stuck = (await t.app.inject({ url: '/api/Backoffice/Withdrawals?bloccati=true', headers: { authorization: `Bearer ${op}` } })).json();
    expect(stuck.ResponseData.righe.map((w: { id: number }) => w.id)).not.toContain(id);
    t.clock.advance(t.deps.config.PAYOUT_RECONCILE_AFTER_SECONDS * 1000 + 1000);
    const later = (await t.app.inject({ url: '/api/Backoffice/Withdrawals?bloccati=true', headers: { authorization: `Bearer ${op}` } })).json();
    expect(later.ResponseData.righe.map((w: { id: number }) => w.id)).toContain(id);
  });

  it("the check behind 'Verifica ora' asks the provider like the reconciliation and never forces a state", async () => {
    let answer: PayoutAnswer | null = null;
    const s = scripted(async () => {
      if (!answer) throw new Error('HTTP 503 · SERVICE_UNAVAILABLE');
      return answer;
    });
    const { p, id, res } = await cardWithdrawal(s.service, 1800);
    const op = await operatorToken(t);
    const verify = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Backoffice/VerificaPagamento',
          headers: { authorization: `Bearer ${op}` },
          payload: { ticket: res.ResponseData!.seriale },
        })
      ).json();
    // The app's own provider is the sandbox one, which never received this payout: it voids it and
    // the hold comes back. Here the scripted provider answers through the service instead.
    const viaService = async () => s.service.checkPayout(await rowOf(id));
    expect(await viaService()).toMatchObject({ state: 'open' });
    answer = { state: 'paid', ref: `V-${id}`, description: 'OK' };
    expect(await viaService()).toMatchObject({ state: 'paid' });
    expect(await rowOf(id)).toMatchObject({ status: 'posted', providerRef: `V-${id}` });
    // Once settled there is nothing to verify.
    expect(await verify()).toMatchObject({ ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.payoutNotOpen });
    expect(await cash(t, p.id)).toBe(8200);
  });

  it("'Verifica ora' through the API: the sandbox provider never got the payout, so it is voided there and the hold returned, once", async () => {
    const down: PayoutAdapter = {
      provider: 'card',
      send: async () => {
        throw new Error('ECONNRESET');
      },
      check: async () => {
        throw new Error('ECONNRESET');
      },
    };
    const { p, id, res } = await cardWithdrawal(new WithdrawalService(t.deps, new PayoutDispatcher(t.deps, new Map([['card', down]]))), 2200);
    expect(await rowOf(id)).toMatchObject({ status: 'sending' });
    const op = await operatorToken(t);
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Backoffice/VerificaPagamento',
        headers: { authorization: `Bearer ${op}` },
        payload: { ticket: res.ResponseData!.seriale },
      });
    const answers = (await Promise.all([verify(), verify()])).map((r) => r.json());
    expect(answers.some((a) => a.ResponseCode === 0 && /rifiutato/.test(a.ResponseMessage))).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'declined' });
    expect(await movements(id)).toEqual(['hold', 'void']);
    expect(await cash(t, p.id)).toBe(10_000);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.payout-check'), eq(auditLog.target, `withdrawal:${id}`)));
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it("a payout its provider cannot finish is closed by hand, as the provider's records say: once, audited, and only when stuck", async () => {
    const s = scripted(async () => {
      throw new Error('pagato un importo diverso (17,00 €): da verificare');
    });
    // Signed in after each withdrawal: the withdrawal moves the test clock to Italian midday.
    let op = '';
    const close = (ticket: string, body: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Backoffice/ChiudiPagamento',
        headers: { authorization: `Bearer ${op}` },
        payload: { ticket, esito: 'non_pagato', motivo: 'Verificato sul pannello del circuito: nessun pagamento', ...body },
      });

    // Declined: the hold back to the player.
    const unpaid = await cardWithdrawal(s.service, 1900);
    op = await operatorToken(t);
    const ticket = unpaid.res.ResponseData!.seriale!;
    expect(await rowOf(unpaid.id)).toMatchObject({ status: 'sending', payoutError: 'pagato un importo diverso (17,00 €): da verificare' });
    // Not before the reconciliation's wait: it may still finish it.
    expect((await close(ticket)).json()).toMatchObject({ ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.payoutNotStuck });
    for (const bad of [{ esito: 'forse' }, { esito: undefined }, { motivo: 'no' }, { motivo: 'x'.repeat(501) }])
      expect((await close(ticket, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await rowOf(unpaid.id)).toMatchObject({ status: 'sending' });
    t.clock.advance(t.deps.config.PAYOUT_RECONCILE_AFTER_SECONDS * 1000 + 1000);
    const answers = (await Promise.all([close(ticket), close(ticket)])).map((r) => r.json());
    expect(answers.filter((a) => a.ResponseCode === 0)).toEqual([expect.objectContaining({ ResponseMessage: BACKOFFICE_TEXT.payoutClosedUnpaid })]);
    expect(answers.filter((a) => a.ResponseCode !== 0)).toEqual([
      expect.objectContaining({ ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.payoutNotOpen }),
    ]);
    expect(await rowOf(unpaid.id)).toMatchObject({ status: 'declined', decisionReason: 'Verificato sul pannello del circuito: nessun pagamento' });
    expect((await rowOf(unpaid.id)).decidedBy).toMatch(/^operator:/);
    expect(await movements(unpaid.id)).toEqual(['hold', 'void']);
    expect(await cash(t, unpaid.p.id)).toBe(10_000);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.payout-close'), eq(auditLog.target, `withdrawal:${unpaid.id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ status: 'declined' });
    // The provider's later answer cannot settle it a second time.
    expect(await s.service.checkPayout(await rowOf(unpaid.id))).toMatchObject({ state: 'open' });
    expect(await movements(unpaid.id)).toEqual(['hold', 'void']);

    // Paid: the money stays out.
    const paid = await cardWithdrawal(s.service, 1700);
    op = await operatorToken(t);
    t.clock.advance(t.deps.config.PAYOUT_RECONCILE_AFTER_SECONDS * 1000 + 1000);
    expect((await close(paid.res.ResponseData!.seriale!, { esito: 'pagato' })).json()).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: BACKOFFICE_TEXT.payoutClosedPaid,
    });
    expect(await rowOf(paid.id)).toMatchObject({ status: 'posted' });
    expect(await movements(paid.id)).toEqual(['hold', 'post']);
    expect(await cash(t, paid.p.id)).toBe(8300);

    // A payout still 'processing' at its provider (no error) is the reconciliation's, however old.
    const slow = scripted(async () => ({ state: 'sent', ref: 'SLOW-1', description: 'In lavorazione' }));
    const pending = await cardWithdrawal(slow.service, 1600);
    op = await operatorToken(t);
    t.clock.advance(t.deps.config.PAYOUT_RECONCILE_AFTER_SECONDS * 1000 + 1000);
    expect((await close(pending.res.ResponseData!.seriale!)).json()).toMatchObject({ ResponseCode: -10, ResponseMessage: BACKOFFICE_TEXT.payoutNotStuck });
    expect(await rowOf(pending.id)).toMatchObject({ status: 'sent' });
  });
});
