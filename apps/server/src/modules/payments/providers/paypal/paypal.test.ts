import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { WITHDRAWAL_TEXT } from '@betsite/contract/withdrawal-messages';
import { withdrawals } from '../../../../db/schema/index.ts';
import { dbLabel, type TestApp } from '../../../../test-support.ts';
import { reconcilePayouts } from '../../withdrawals/payout-reconcile.ts';
import { depositReconciler } from '../../deposits/reconcile-job.ts';
import { PayoutDispatcher } from '../../withdrawals/payouts.ts';
import { cash, createPlayer, moveToRomeTime, prelievoWithOtp, type Player } from '../../withdrawals/test-helpers.ts';
import { paymentProviders } from '../registry.ts';
import { usePaypalTestApp } from './test-app.ts';
import { paypalMoney } from './test-helpers.ts';

const { paypal, app } = usePaypalTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

const { ricarica, depositRow } = paypalMoney(app, paypal);
/** The result page's confirmation as PayPal's return_url brings the buyer back: the order's token and a PayerID. */
const resultPage = async (token: string) =>
  (await t.app.inject({ url: `${API.payment.paypal}?token=${encodeURIComponent(token)}&payerId=STANDINPAYER1` })).json();
/** The same from PayPal's cancel_url: the token alone. */
const cancelPage = async (token: string) => (await t.app.inject({ url: `${API.payment.paypal}?token=${encodeURIComponent(token)}` })).json();
const webhook = (d: { headers: Record<string, string>; payload: Record<string, unknown> }) =>
  t.app.inject({ method: 'POST', url: API.payment.paypalWebhook, headers: d.headers, payload: d.payload });
const withdrawalRow = async (id: number) => (await t.deps.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
const captures = (orderId: string) => paypal.log.filter((l) => l === `POST /v2/checkout/orders/${orderId}/capture`).length;

/** A PayPal deposit opened by the player: the order id PayPal gave, the hand-off URL and our transaction id. */
async function openDeposit(p: Player, importo: number) {
  const r = await ricarica(p, importo);
  expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { handoff: 'redirect', status: 'pending' } });
  const url = new URL(r.ResponseData.redirectUrl as string);
  expect(url.origin).toBe(paypal.base);
  expect(r.ResponseData.checkoutUrl).toBe(r.ResponseData.redirectUrl);
  return { orderId: url.searchParams.get('token')!, transactionId: r.ResponseData.transactionId as string };
}

describe(`PayPal deposits (Orders v2) against the stand-in (${dbLabel()})`, () => {
  it('success: the order is created in euro for the amount in cents, captured once when the buyer approved, and credited once', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await openDeposit(p, 2_345);
    expect(paypal.orders.get(orderId)).toMatchObject({ amount: { currency_code: 'EUR', value: '23.45' }, customId: transactionId });
    // Back before approving: still open, nothing captured.
    expect((await resultPage(orderId)).ResponseData).toMatchObject({ esito: 'PENDING' });
    expect(captures(orderId)).toBe(0);
    paypal.approve(orderId);
    const results = await Promise.all(Array.from({ length: 5 }, () => resultPage(orderId)));
    for (const r of results) expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { esito: 'OK', status: 'success', amount: 2_345 } });
    expect(await cash(t, p.id)).toBe(2_345);
    expect((await depositRow(transactionId)).status).toBe('success');
    expect(paypal.orders.get(orderId)!.status).toBe('COMPLETED');
  });

  it("the buyer leaves by PayPal's cancel link: the page says 'return', nothing is captured, and the order paid later in another tab is still credited once", async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await openDeposit(p, 3_000);
    expect(await cancelPage(orderId)).toMatchObject({ ResponseCode: -121212, ResponseData: { esito: 'KO', status: 'return', transactionId } });
    expect(await cancelPage(orderId)).toMatchObject({ ResponseCode: -121212 });
    expect(captures(orderId)).toBe(0);
    // Left open, not closed: closing it could race a capture of the same order (money taken, never credited).
    expect((await depositRow(transactionId)).status).toBe('pending');
    // The buyer pays it after all, in another tab: captured and credited once, whichever link is opened after.
    paypal.approve(orderId);
    expect(await resultPage(orderId)).toMatchObject({ ResponseCode: 0, ResponseData: { esito: 'OK', amount: 3_000 } });
    expect(await cancelPage(orderId)).toMatchObject({ ResponseCode: 0, ResponseData: { esito: 'OK', amount: 3_000 } });
    expect(captures(orderId)).toBe(1);
    expect(await cash(t, p.id)).toBe(3_000);
  });

  it('refusal: a capture PayPal declines credits nothing and the page says so', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await openDeposit(p, 1_000);
    paypal.approve(orderId);
    paypal.declineOnCapture(orderId);
    expect(await resultPage(orderId)).toMatchObject({ ResponseCode: -20, ResponseData: { esito: 'KO' } });
    expect((await depositRow(transactionId)).status).toBe('failed');
    expect(await cash(t, p.id)).toBe(0);
  });

  it('timeout: PayPal not answering while the order is opened is a clear refusal (no 500), and a confirmation it does not answer stays pending', async () => {
    const p = await createPlayer(t, { cash: 0 });
    paypal.stallAfterProcessing.add('/v2/checkout/orders');
    try {
      const r = await ricarica(p, 1_500);
      expect(r).toMatchObject({ ResponseCode: -1, ResponseMessage: DEPOSIT_TEXT.providerUnavailable });
    } finally {
      paypal.stallAfterProcessing.delete('/v2/checkout/orders');
    }
    const { orderId, transactionId } = await openDeposit(p, 1_500);
    paypal.approve(orderId);
    paypal.down.add(`/v2/checkout/orders/${orderId}`);
    const page = await t.app.inject({ url: `${API.payment.paypal}?token=${orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().ResponseData).toMatchObject({ esito: 'PENDING' });
    paypal.down.clear();
    expect((await resultPage(orderId)).ResponseData).toMatchObject({ esito: 'OK' });
    expect((await depositRow(transactionId)).status).toBe('success');
    expect(await cash(t, p.id)).toBe(1_500);
  });

  it('a Ricarica retried with its Idempotency-Key while PayPal is down is answered from the stored deposit (no 500), and credited once PayPal answers', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: API.Account.Ricarica,
        headers: { ...p.headers, 'idempotency-key': `retry-${p.id}-0001` },
        payload: { type: 'Ricarica_Paypal', importo: 2_000, metodo: 'Deposit', email: 'giocatore@paypal.example' },
      });
    const first = (await retry()).json();
    expect(first).toMatchObject({ ResponseCode: 0, ResponseData: { handoff: 'redirect', status: 'pending' } });
    const orderId = new URL(first.ResponseData.redirectUrl as string).searchParams.get('token')!;
    paypal.approve(orderId);
    paypal.down.add(`/v2/checkout/orders/${orderId}`);
    try {
      const again = await retry();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ ResponseCode: 0, ResponseData: { transactionId: first.ResponseData.transactionId, status: 'pending' } });
      expect(await cash(t, p.id)).toBe(0);
    } finally {
      paypal.down.clear();
    }
    expect((await resultPage(orderId)).ResponseData).toMatchObject({ esito: 'OK' });
    expect((await retry()).json()).toMatchObject({ ResponseCode: 0, ResponseData: { status: 'success' } });
    expect(await cash(t, p.id)).toBe(2_000);
  });

  it('webhook: a verified notification settles the deposit; the same notification delivered again (and its capture event) moves nothing more', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId } = await openDeposit(p, 5_000);
    paypal.approve(orderId);
    const approved = paypal.delivery({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: orderId, status: 'APPROVED' } });
    const answers = await Promise.all(Array.from({ length: 4 }, () => webhook(approved)));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const captured = paypal.delivery({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAP1', status: 'COMPLETED', supplementary_data: { related_ids: { order_id: orderId } } },
    });
    expect((await webhook(captured)).statusCode).toBe(200);
    expect((await webhook(approved)).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(5_000);
    expect(paypal.orders.get(orderId)!.status).toBe('COMPLETED');
  });

  it("a hostile player: another player's order on the result page credits only its owner, once; an order id that is not ours finds nothing", async () => {
    const owner = await createPlayer(t, { cash: 0 });
    const thief = await createPlayer(t, { cash: 0 });
    const { orderId } = await openDeposit(owner, 4_400);
    paypal.approve(orderId);
    // The thief's own session on the open result page changes nothing about whose deposit it is.
    const r = await t.app.inject({ url: `${API.payment.paypal}?token=${orderId}`, headers: thief.headers });
    expect(r.json().ResponseData).toMatchObject({ esito: 'OK', amount: 4_400 });
    expect(await cash(t, owner.id)).toBe(4_400);
    expect(await cash(t, thief.id)).toBe(0);
    // An order created elsewhere (not by this site) is not a deposit here.
    expect((await resultPage('5O190127TN364715T')).ResponseCode).not.toBe(0);
  });

  it('a capture PayPal holds PENDING is never expired: the deposit stays open past the day and is credited when PayPal completes it', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await openDeposit(p, 5_000);
    paypal.approve(orderId);
    paypal.holdCaptureOf(orderId);
    expect((await resultPage(orderId)).ResponseData).toMatchObject({ esito: 'PENDING' });
    t.clock.advance(25 * 3_600_000);
    const report = await depositReconciler(t.deps, t.database, t.services.deposits).runOnce();
    expect(report?.actions.expired).toBe(0);
    expect((await depositRow(transactionId)).status).toBe('pending');
    paypal.releaseCapture(orderId);
    const capture = paypal.orders.get(orderId)!.capture!;
    const done = paypal.delivery({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: capture.id, status: 'COMPLETED', supplementary_data: { related_ids: { order_id: orderId } } },
    });
    expect((await webhook(done)).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(5_000);
    expect((await depositRow(transactionId)).status).toBe('success');
  });

  it('PayPal answering 429 (or an answer we cannot read) on the expiry pass leaves a captured deposit open, reported; it is credited once PayPal answers', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await openDeposit(p, 3_000);
    paypal.approve(orderId);
    // The capture is made but its answer is lost: the deposit stays pending.
    paypal.stallAfterProcessing.add(`/v2/checkout/orders/${orderId}/capture`);
    expect((await resultPage(orderId)).ResponseData).toMatchObject({ esito: 'PENDING' });
    paypal.stallAfterProcessing.clear();
    paypal.rateLimited.add(`/v2/checkout/orders/${orderId}`);
    t.clock.advance(25 * 3_600_000);
    const job = depositReconciler(t.deps, t.database, t.services.deposits);
    const report = await job.runOnce();
    expect(report?.actions.expired).toBe(0);
    expect(report?.errors?.some((e) => e.startsWith(transactionId))).toBe(true);
    expect((await depositRow(transactionId)).status).toBe('pending');
    paypal.rateLimited.clear();
    // An order whose capture we cannot read (here: another currency's amount) is not expired either.
    paypal.orders.get(orderId)!.amount = { currency_code: 'USD', value: '30.00' };
    expect((await job.runOnce())?.actions.expired).toBe(0);
    expect((await depositRow(transactionId)).status).toBe('pending');
    paypal.orders.get(orderId)!.amount = { currency_code: 'EUR', value: '30.00' };
    expect((await job.runOnce())?.actions.credited).toBe(1);
    expect(await cash(t, p.id)).toBe(3_000);
  });

  it('the buyer pays while the expiry closes the deposit: the capture already on its way is credited, not left with PayPal', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await openDeposit(p, 4_200);
    t.clock.advance(25 * 3_600_000);
    // PayPal is slow to answer the capture; the expiry's read of the order finds it still open.
    let release = () => {};
    paypal.heldUntil.set(`/v2/checkout/orders/${orderId}/capture`, new Promise<void>((resolve) => (release = resolve)));
    const adapter = t.services.deposits.adapter('paypal')!;
    const realCancel = adapter.cancel!;
    let page: Promise<{ ResponseData: unknown }> | undefined;
    adapter.cancel = async (ref) => {
      const after = await realCancel.call(adapter, ref);
      // Just then the buyer approves and comes back: the result page reads the deposit (still open) and captures.
      paypal.approve(orderId);
      page = resultPage(orderId);
      await expect.poll(() => captures(orderId)).toBe(1);
      return after;
    };
    try {
      const report = await depositReconciler(t.deps, t.database, t.services.deposits).runOnce();
      expect(report?.actions.expired).toBe(1);
      expect((await depositRow(transactionId)).status).toBe('failed');
    } finally {
      adapter.cancel = realCancel;
      release();
      paypal.heldUntil.clear();
    }
    // PayPal took the money: the deposit is credited after all, once.
    expect((await page!).ResponseData).toMatchObject({ esito: 'OK', status: 'success', amount: 4_200 });
    expect(paypal.orders.get(orderId)!.status).toBe('COMPLETED');
    expect(await cash(t, p.id)).toBe(4_200);
    expect((await depositRow(transactionId)).status).toBe('success');
    expect((await resultPage(orderId)).ResponseData).toMatchObject({ esito: 'OK' });
    expect(await cash(t, p.id)).toBe(4_200);
  });

  it('forged signature: refused with 400 and nothing asked or captured', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await openDeposit(p, 7_000);
    paypal.approve(orderId);
    const forged = paypal.delivery({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: orderId } }, { forge: true });
    const r = await webhook(forged);
    expect(r.statusCode).toBe(400);
    expect(r.json().ResponseMessage).toBe('Notifica non verificata: firma non valida');
    // A genuine delivery altered on the way (another order id) fails the same way.
    const genuine = paypal.delivery({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'OTHER' } });
    expect((await webhook({ headers: genuine.headers, payload: { ...genuine.payload, resource: { id: orderId } } })).statusCode).toBe(400);
    // No headers at all.
    expect((await t.app.inject({ method: 'POST', url: API.payment.paypalWebhook, payload: { event_type: 'X' } })).statusCode).toBe(400);
    expect(captures(orderId)).toBe(0);
    expect((await depositRow(transactionId)).status).toBe('pending');
    expect(await cash(t, p.id)).toBe(0);
  });
});

describe(`PayPal payouts against the stand-in (${dbLabel()})`, () => {
  /** A player with `cash`, at noon (outside any slot: PayPal pays at once); the clock moves before the login. */
  const player = async (balance: number) => {
    moveToRomeTime(t.clock, 12);
    return createPlayer(t, { cash: balance });
  };
  const withdraw = async (p: Player, importo: number, email: string) => {
    const r = await prelievoWithOtp(t, p, { type: 'Prelievo_Paypal', importo, email });
    if (!r.ResponseData?.seriale) throw new Error(JSON.stringify(r));
    return { r, id: Number(String(r.ResponseData.seriale).slice(2)) };
  };

  it('success: one batch of one item in euro cents, keyed by the withdrawal, then posted', async () => {
    const p = await player(10_000);
    const { r, id } = await withdraw(p, 2_005, 'vincite@paypal.example');
    expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'success' } });
    expect(await withdrawalRow(id)).toMatchObject({ status: 'posted', payoutProvider: 'paypal', payoutDestination: null });
    expect(paypal.paidOut().get(`W${id}`)).toBe(2_005);
    expect(await cash(t, p.id)).toBe(7_995);
  });

  it('refusal: an item PayPal fails, or a receiver it refuses outright, returns the hold once', async () => {
    const p = await player(10_000);
    const failed = await withdraw(p, 3_000, 'chiuso@refused.example');
    expect(failed.r).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'failed' } });
    expect(await withdrawalRow(failed.id)).toMatchObject({ status: 'declined' });
    const unregistered = await withdraw(p, 2_000, 'nessuno@unregistered.example');
    expect(unregistered.r).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'failed' } });
    expect(await cash(t, p.id)).toBe(10_000);
    expect(paypal.paidOut().has(`W${failed.id}`)).toBe(false);
  });

  it('timeout: PayPal took the payout but the answer was lost; the player cannot cancel; the reconciliation sends it again with the same key and it is paid once', async () => {
    const p = await player(10_000);
    paypal.stallAfterProcessing.add('/v1/payments/payouts');
    const { r, id } = await withdraw(p, 4_000, 'lento@paypal.example');
    paypal.stallAfterProcessing.delete('/v1/payments/payouts');
    expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'pending' } });
    expect(await withdrawalRow(id)).toMatchObject({ status: 'sending', payoutDestination: 'lento@paypal.example' });
    expect((await withdrawalRow(id)).payoutError).toMatch(/PayPal non raggiungibile/);
    const annulla = await t.app.inject({ url: `/api/Account/EL_AnnullaPrelievo?cookie=x&ticket=${r.ResponseData.seriale}`, headers: p.headers });
    expect(annulla.json()).toMatchObject({ ResponseCode: -10, ResponseMessage: WITHDRAWAL_TEXT.payoutInProgress });
    expect(paypal.paidOut().get(`W${id}`)).toBe(4_000); // PayPal did pay it

    const dispatcher = new PayoutDispatcher(t.deps, paymentProviders(t.deps).payouts);
    t.clock.advance(t.deps.config.PAYOUT_RECONCILE_AFTER_SECONDS * 1000 + 1000);
    await Promise.all([reconcilePayouts(t.deps, dispatcher, 1000), reconcilePayouts(t.deps, dispatcher, 1000)]);
    expect(await withdrawalRow(id)).toMatchObject({ status: 'posted', payoutDestination: null });
    expect([...paypal.batches.values()].filter((b) => b.senderBatchId === `W${id}`)).toHaveLength(1);
    expect(await cash(t, p.id)).toBe(6_000);
  });

  it('a batch PayPal reports cancelled whose item says paid is left open for an operator, never handed back to the player', async () => {
    const p = await player(10_000);
    paypal.instantPayouts = false;
    const { r, id } = await withdraw(p, 4_000, 'contraddice@paypal.example');
    paypal.instantPayouts = true;
    expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'pending' } });
    const row = await withdrawalRow(id);
    expect(row).toMatchObject({ status: 'sent' });
    const b = [...paypal.batches.values()].find((x) => x.senderBatchId === `W${id}`)!;
    b.status = 'CANCELED';
    b.item.status = 'SUCCESS';
    const event = paypal.delivery({
      event_type: 'PAYMENT.PAYOUTSBATCH.CANCELED',
      resource: { batch_header: { payout_batch_id: row.providerRef, sender_batch_header: { sender_batch_id: `W${id}` } } },
    });
    expect((await webhook(event)).statusCode).toBeLessThan(500);
    expect(await withdrawalRow(id)).toMatchObject({ status: 'sent' });
    expect(await cash(t, p.id)).toBe(6_000);
  });

  it('webhook: a payout PayPal finishes later is posted by its verified notification, once however often it is delivered; a forged one is refused', async () => {
    const p = await player(10_000);
    paypal.instantPayouts = false;
    const { r, id } = await withdraw(p, 1_200, 'dopo@paypal.example');
    paypal.instantPayouts = true;
    expect(r).toMatchObject({ ResponseCode: 0, ResponseData: { result: 'pending' } });
    const row = await withdrawalRow(id);
    expect(row).toMatchObject({ status: 'sent' });
    const batchId = row.providerRef!;

    const forged = paypal.delivery(
      { event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', resource: { payout_batch_id: batchId, payout_item: { sender_item_id: `W${id}` } } },
      { forge: true },
    );
    expect((await webhook(forged)).statusCode).toBe(400);
    // Genuine, but PayPal has not paid yet: the payload's word is not taken.
    const early = paypal.delivery({
      event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
      resource: { payout_batch_id: batchId, payout_item: { sender_item_id: `W${id}` } },
    });
    expect((await webhook(early)).statusCode).toBe(200);
    expect((await withdrawalRow(id)).status).toBe('sent');

    paypal.settlePayouts();
    const item = paypal.delivery({
      event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
      resource: { payout_batch_id: batchId, payout_item: { sender_item_id: `W${id}` } },
    });
    const batch = paypal.delivery({
      event_type: 'PAYMENT.PAYOUTSBATCH.SUCCESS',
      resource: { batch_header: { payout_batch_id: batchId, sender_batch_header: { sender_batch_id: `W${id}` } } },
    });
    const all = await Promise.all([webhook(item), webhook(item), webhook(batch), webhook(item)]);
    for (const a of all) expect(a.statusCode).toBe(200);
    expect(await withdrawalRow(id)).toMatchObject({ status: 'posted' });
    expect(await cash(t, p.id)).toBe(8_800);
  });
});
