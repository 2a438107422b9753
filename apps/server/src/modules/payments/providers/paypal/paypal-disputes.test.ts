import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { WITHDRAWAL_TEXT } from '@betsite/contract/withdrawal-messages';
import { depositDisputes, notifications, paymentMethods } from '../../../../db/schema/index.ts';
import { dbLabel, type TestApp } from '../../../../test-support.ts';
import { cash, createPlayer, IBAN, prelievo, prelievoWithOtp } from '../../withdrawals/test-helpers.ts';
import { usePaypalTestApp } from './test-app.ts';
import { paypalMoney } from './test-helpers.ts';

const { paypal, app } = usePaypalTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

const { webhook, depositRow, paidDeposit, play, shownBalance, operatorPage, operatorSaldi } = paypalMoney(app, paypal);
const disputeNotices = (userId: number) =>
  t.deps.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, '%ontesta%')))
    .orderBy(notifications.id);
const disputeId = (event: Record<string, unknown>) => (event.resource as { dispute_id: string }).dispute_id;
const disputeRow = async (id: string) => (await t.deps.db.select().from(depositDisputes).where(eq(depositDisputes.disputeId, id)))[0];

describe(`PayPal disputes of deposits (${dbLabel()})`, () => {
  it('an open dispute holds its amount from withdrawals, however often PayPal tells it; closed for us, the hold ends', async () => {
    const p = await createPlayer(t, { cash: 6_000 });
    const { orderId, transactionId } = await paidDeposit(p, 5_000);
    const opened = paypal.openDispute(orderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(opened)));
    for (const a of answers) expect(a.statusCode).toBe(200);

    // Nothing moves: the money is still the player's, but 50 € of it cannot leave while PayPal decides.
    expect(await cash(t, p.id)).toBe(11_000);
    expect(await shownBalance(p)).toMatchObject({ saldo: 11_000, prelevabile: 6_000, debito: 0, contestato: 5_000 });
    expect(await operatorSaldi(p)).toMatchObject({ prelevabile: 6_000, contestato: 5_000 });
    // The operator finds which deposit is disputed.
    expect((await operatorPage(p)).depositi.find((d) => d.transazione === transactionId)).toMatchObject({ contestata: true, stornato: 0 });
    expect(await disputeNotices(p.id)).toEqual([
      {
        title: 'Ricarica contestata',
        body: 'È stata aperta presso PayPal una contestazione della tua ricarica di 50,00 €: finché non sarà chiusa, questo importo non potrà essere prelevato.',
      },
    ]);

    // A request within the cash but over what the dispute leaves is refused, saying why and how much can go.
    const over = await prelievo(t, p, { type: 'Prelievo_BonificoBancario', importo: 6_001, iban: IBAN });
    expect(over.json).toMatchObject({ ResponseMessage: WITHDRAWAL_TEXT.disputeHeld('50,00', '60,00') });
    // More than the cash itself is still just "insufficient".
    const beyond = await prelievo(t, p, { type: 'Prelievo_BonificoBancario', importo: 11_001, iban: IBAN });
    expect(beyond.json).toMatchObject({ ResponseMessage: WITHDRAWAL_TEXT.insufficient });
    expect(await cash(t, p.id)).toBe(11_000);

    // PayPal closes it for us: the whole cash is withdrawable again, the player is told once.
    const resolved = paypal.resolveDispute(disputeId(opened), 'RESOLVED_SELLER_FAVOUR');
    expect((await webhook(resolved)).statusCode).toBe(200);
    expect((await webhook(resolved)).statusCode).toBe(200);
    // The creation delivered late cannot open it again: PayPal is asked, and says RESOLVED.
    expect((await webhook(opened)).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ saldo: 11_000, prelevabile: 11_000, contestato: 0 });
    expect(await disputeRow(disputeId(opened))).toMatchObject({ status: 'closed', outcome: 'RESOLVED_SELLER_FAVOUR', amount: 5_000 });
    expect((await disputeNotices(p.id)).map((n) => n.title)).toEqual(['Ricarica contestata', 'Contestazione chiusa']);
    expect((await operatorPage(p)).depositi.find((d) => d.transazione === transactionId)).toMatchObject({ contestata: false });
    expect(await prelievoWithOtp(t, p, { type: 'Prelievo_BonificoBancario', importo: 11_000, iban: IBAN })).toMatchObject({ ResponseCode: 0 });
  });

  it('decided for the buyer: the chargeback takes the money once, and the dispute holds nothing more even before its close arrives', async () => {
    const p = await createPlayer(t, { cash: 2_000 });
    const { orderId, transactionId } = await paidDeposit(p, 4_000);
    const opened = paypal.openDispute(orderId, 2_500);
    expect((await webhook(opened)).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ prelevabile: 3_500, contestato: 2_500 });
    // PayPal reverses the disputed 25 € first; the RESOLVED event comes later.
    expect((await webhook(paypal.refund(orderId, 2_500, 'REVERSED'))).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(3_500);
    expect((await depositRow(transactionId)).reversedAmount).toBe(2_500);
    // What PayPal took back since the dispute opened is the dispute's money coming back: not held twice.
    expect(await shownBalance(p)).toMatchObject({ saldo: 3_500, contestato: 0, prelevabile: 3_500 });
    expect((await webhook(paypal.resolveDispute(disputeId(opened), 'RESOLVED_BUYER_FAVOUR'))).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ saldo: 3_500, prelevabile: 3_500, contestato: 0 });
    expect((await operatorPage(p)).depositi.find((d) => d.transazione === transactionId)).toMatchObject({ contestata: false, stornato: 2_500 });
  });

  it('decided for the buyer before the chargeback arrives: the hold stays until PayPal has taken the money back', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId } = await paidDeposit(p, 5_000);
    const opened = paypal.openDispute(orderId);
    expect((await webhook(opened)).statusCode).toBe(200);
    const reversal = paypal.refund(orderId, undefined, 'REVERSED');
    // The close comes first (PayPal does not order its events): the money is still here, and must stay.
    expect((await webhook(paypal.resolveDispute(disputeId(opened), 'RESOLVED_BUYER_FAVOUR'))).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ saldo: 5_000, prelevabile: 0, contestato: 5_000 });
    const held = await prelievo(t, p, { type: 'Prelievo_Paypal', importo: 5_000, email: p.email });
    expect(held.json).toMatchObject({ ResponseMessage: WITHDRAWAL_TEXT.disputeHeld('50,00', '0,00') });
    expect(await disputeRow(disputeId(opened))).toMatchObject({ status: 'closed', outcome: 'RESOLVED_BUYER_FAVOUR' });
    expect((await disputeNotices(p.id)).at(-1)).toEqual({
      title: 'Contestazione chiusa',
      body: "La contestazione della tua ricarica PayPal di 50,00 € è stata decisa a favore del titolare del pagamento: l'importo resta trattenuto dai prelievi finché PayPal non lo avrà riaddebitato.",
    });
    // The chargeback takes it: nothing owed, nothing held.
    expect((await webhook(reversal)).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ saldo: 0, prelevabile: 0, contestato: 0, debito: 0 });
  });

  it('a dispute first seen decided for the buyer holds until the chargeback; one first seen decided for us holds nothing', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const { orderId } = await paidDeposit(p, 3_000);
    const lost = paypal.openDispute(orderId, 2_000);
    paypal.resolveDispute(disputeId(lost), 'RESOLVED_BUYER_FAVOUR');
    expect((await webhook(lost)).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ saldo: 4_000, prelevabile: 2_000, contestato: 2_000 });
    expect((await webhook(paypal.refund(orderId, 2_000, 'REVERSED'))).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ saldo: 2_000, prelevabile: 2_000, contestato: 0 });

    const q = await createPlayer(t, { cash: 1_000 });
    const other = await paidDeposit(q, 3_000);
    const won = paypal.openDispute(other.orderId, 2_000);
    paypal.resolveDispute(disputeId(won), 'RESOLVED_SELLER_FAVOUR');
    expect((await webhook(won)).statusCode).toBe(200);
    expect(await shownBalance(q)).toMatchObject({ saldo: 4_000, prelevabile: 4_000, contestato: 0 });
  });

  it('a dispute of the whole deposit, reversed in full before its close: nothing held once the money is gone', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const { orderId } = await paidDeposit(p, 3_000);
    const opened = paypal.openDispute(orderId);
    expect((await webhook(opened)).statusCode).toBe(200);
    expect((await webhook(paypal.refund(orderId, undefined, 'REVERSED'))).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ saldo: 1_000, prelevabile: 1_000, contestato: 0 });
  });

  it('a payout waiting for the operator is not paid while the cash left does not cover the dispute', async () => {
    const p = await createPlayer(t, { cash: 6_000 });
    const { orderId } = await paidDeposit(p, 4_000);
    // 60 € requested before the dispute, then 40 € played: the cash left (0) covers none of it.
    const ticket = (await prelievoWithOtp(t, p, { type: 'Prelievo_BonificoBancario', importo: 6_000, iban: IBAN })).ResponseData.seriale as string;
    await play(p, 4_000, `test:play:${p.username}`);
    const opened = paypal.openDispute(orderId);
    expect((await webhook(opened)).statusCode).toBe(200);
    const pay = () => t.services.withdrawals.decide(Number(ticket.slice(2)), 'posted', 'operator:test', { within: async () => {} });
    expect(await pay()).toMatchObject({ message: BACKOFFICE_TEXT.withdrawalAccountDisputed });
    // Refusing it stays possible (the hold goes back to the cash, where the dispute's hold covers it).
    expect((await webhook(paypal.resolveDispute(disputeId(opened), 'CANCELED_BY_BUYER'))).statusCode).toBe(200);
    expect(await pay()).toMatchObject({ row: { status: 'posted' } });
  });

  it('two requests at once cannot both take what the dispute holds; the hold itself checks it', async () => {
    const p = await createPlayer(t, { cash: 12_000 });
    const { orderId } = await paidDeposit(p, 4_000);
    expect((await webhook(paypal.openDispute(orderId))).statusCode).toBe(200);
    // 160 € of cash, 40 € held: 120 € withdrawable. After 50 € the IBAN is known (no code asked), and
    // two requests of 50 € at once (70 € withdrawable, 110 € of cash): one passes, the other is told what is left.
    expect(await prelievoWithOtp(t, p, { type: 'Prelievo_BonificoBancario', importo: 5_000, iban: IBAN })).toMatchObject({ ResponseCode: 0 });
    const both = await Promise.all([1, 2].map(() => prelievo(t, p, { type: 'Prelievo_BonificoBancario', importo: 5_000, iban: IBAN })));
    expect(both.filter((r) => r.json.ResponseCode === 0)).toHaveLength(1);
    expect(both.find((r) => r.json.ResponseCode !== 0)!.json.ResponseMessage).toBe(WITHDRAWAL_TEXT.disputeHeld('40,00', '20,00'));
    expect(await cash(t, p.id)).toBe(6_000);
    // Past the early check (as a request racing the dispute's arrival would be), the hold refuses on its own.
    const method = (await t.deps.db.select().from(paymentMethods).where(eq(paymentMethods.name, 'Prelievo_BonificoBancario')))[0]!;
    const dest = { masked: 'IT60 **** 3456', hash: 'test', value: IBAN, trusted: false };
    const held = await t.services.withdrawals.hold(p.id, { methodId: method.id, type: method.name, amount: 3_000, automatic: false, dest, now: t.clock.now() });
    expect(held).toMatchObject({ message: WITHDRAWAL_TEXT.disputeHeld('40,00', '20,00') });
    expect(await cash(t, p.id)).toBe(6_000);
  });

  it('PayPal not answering about a dispute: 503, so PayPal delivers it again; hostile deliveries hold nothing', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await paidDeposit(p, 2_000);
    const opened = paypal.openDispute(orderId);
    paypal.down.add('/v1/customer/disputes/');
    try {
      expect((await webhook(opened)).statusCode).toBe(503);
      expect(await shownBalance(p)).toMatchObject({ contestato: 0 });
    } finally {
      paypal.down.clear();
    }
    // Forged: refused before PayPal is asked.
    const before = paypal.log.filter((l) => l.includes('/v1/customer/disputes/')).length;
    expect((await webhook(opened, { forge: true })).statusCode).toBe(400);
    expect(paypal.log.filter((l) => l.includes('/v1/customer/disputes/')).length).toBe(before);
    // Ids PayPal does not know, or that are not ids at all, hold nothing and are not asked about.
    for (const id of ['PP-D-NOSUCH', '../../v2/checkout/orders', 'x'.repeat(500), 'PP-D-1\u202e']) {
      expect((await webhook({ event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { dispute_id: id } })).statusCode).toBe(200);
    }
    expect(paypal.log).not.toContain('GET /v2/checkout/orders');
    expect(await shownBalance(p)).toMatchObject({ prelevabile: 2_000, contestato: 0 });
    // The payload's own word is never taken: a delivery claiming another amount holds what PayPal says.
    const claimed = { ...opened, resource: { ...(opened.resource as object), dispute_amount: { currency_code: 'EUR', value: '999999.00' } } };
    expect((await webhook(claimed)).statusCode).toBe(200);
    expect(await shownBalance(p)).toMatchObject({ prelevabile: 0, contestato: 2_000 });
    expect((await depositRow(transactionId)).reversedAmount).toBe(0);
  });
});
