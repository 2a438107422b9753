import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { WITHDRAWAL_TEXT } from '@betsite/contract/withdrawal-messages';
import { deposits, notifications } from '../../../../db/schema/index.ts';
import { dbLabel, type TestApp } from '../../../../test-support.ts';
import { accountId, postTransfer } from '../../../wallet/ledger.ts';
import { owedBy } from '../../deposits/reversal.ts';
import { cash, createPlayer, IBAN, prelievo, prelievoWithOtp, type Player } from '../../withdrawals/test-helpers.ts';
import { usePaypalTestApp } from './test-app.ts';
import { paypalMoney } from './test-helpers.ts';

const { paypal, app } = usePaypalTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

const { webhook, depositRow, paidDeposit, play, shownBalance, operatorSaldi } = paypalMoney(app, paypal);
const reversalNotices = (userId: number) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.typeId, NOTIFICATION_TYPES.MetodiPagamento)));

const statement = async (p: Player) => {
  const now = t.clock.now().getTime();
  const range = `dateda=${new Date(now - 3_600_000).toISOString()}&datea=${new Date(now + 3_600_000).toISOString()}`;
  return (await t.app.inject({ url: `/api/Account/EL_GetEstrattoConto?${range}`, headers: p.headers })).json().ResponseData as {
    causaleField: string;
    importoField: number;
    id_applField: number;
  }[];
};

describe(`PayPal refunds and chargebacks (${dbLabel()})`, () => {
  it('a refund in full takes the deposit back from the cash once, however often and however concurrently PayPal delivers it', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await paidDeposit(p, 5_000);
    expect(await cash(t, p.id)).toBe(5_000);
    const event = paypal.refund(orderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(event)));
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(0);
    expect(await owedBy(t.deps.db, p.id)).toBe(0);
    expect((await depositRow(transactionId)).reversedAmount).toBe(5_000);
    // Told once, in words; the statement shows it against the deposit.
    const notices = await reversalNotices(p.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Ricarica stornata' });
    expect(notices[0]!.body).toBe("PayPal ha stornato 50,00 € della tua ricarica: l'importo è stato tolto dal saldo.");
    const moves = await statement(p);
    const credit = moves.find((m) => m.causaleField === 'Ricarica PayPal')!;
    expect(moves.find((m) => m.causaleField === 'Storno ricarica PayPal')).toMatchObject({ importoField: -5_000, id_applField: credit.id_applField });
    // Delivered again a day later: nothing more.
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(0);
  });

  it('partial refunds move only the difference each time; an older notification arriving late moves nothing', async () => {
    const p = await createPlayer(t, { cash: 1_000 });
    const { orderId, transactionId } = await paidDeposit(p, 6_000);
    const first = paypal.refund(orderId, 2_000);
    expect((await webhook(first)).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(5_000);
    const second = paypal.refund(orderId, 1_500);
    expect((await webhook(second)).statusCode).toBe(200);
    expect((await webhook(first)).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(3_500);
    expect((await depositRow(transactionId)).reversedAmount).toBe(3_500);
    expect(paypal.orders.get(orderId)!.capture!.status).toBe('PARTIALLY_REFUNDED');
    expect(await reversalNotices(p.id)).toHaveLength(2);
  });

  it('a chargeback after the money was played: the cash left is taken, the rest is owed; no withdrawal is asked or paid until the next deposit repays it', async () => {
    const p = await createPlayer(t, { cash: 6_000 });
    const { orderId } = await paidDeposit(p, 5_000);
    // A withdrawal waiting for the operator holds 5 000, and the player plays 4 000.
    const ticket = (await prelievoWithOtp(t, p, { type: 'Prelievo_BonificoBancario', importo: 5_000, iban: IBAN })).ResponseData.seriale as string;
    await play(p, 4_000, `test:play:${p.username}`);
    expect(await cash(t, p.id)).toBe(2_000);

    expect((await webhook(paypal.refund(orderId, undefined, 'REVERSED'))).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(0);
    expect(await owedBy(t.deps.db, p.id)).toBe(3_000);
    // The withdrawal page learns the debt before the form: nothing is withdrawable, 30 € owed.
    expect(await shownBalance(p)).toMatchObject({ saldo: 0, prelevabile: 0, debito: 3_000 });
    expect(await operatorSaldi(p)).toMatchObject({ prelevabile: 0, debitoStorno: 3_000 });
    const [notice] = await reversalNotices(p.id);
    expect(notice!.body).toBe(
      "PayPal ha stornato 50,00 € della tua ricarica: l'importo è stato tolto dal saldo. Restano da regolare 30,00 €: saranno trattenuti dalla prossima ricarica e fino ad allora i prelievi sono sospesi.",
    );

    // The player cannot ask for a withdrawal, and the operator cannot pay the one waiting.
    const asked = await prelievo(t, p, { type: 'Prelievo_BonificoBancario', importo: 5_000, iban: IBAN });
    expect(asked.json).toMatchObject({ ResponseMessage: WITHDRAWAL_TEXT.reversalOwed('30,00') });
    const paid = await t.services.withdrawals.decide(Number(ticket.slice(2)), 'posted', 'operator:test', { within: async () => {} });
    expect(paid).toMatchObject({ message: BACKOFFICE_TEXT.withdrawalAccountOwing });

    // The next deposit repays the debt first; then withdrawals work again.
    await paidDeposit(p, 10_000);
    expect(await owedBy(t.deps.db, p.id)).toBe(0);
    expect(await cash(t, p.id)).toBe(7_000);
    expect(await shownBalance(p)).toMatchObject({ saldo: 7_000, prelevabile: 7_000, debito: 0 });
    expect(await operatorSaldi(p)).toMatchObject({ prelevabile: 7_000, debitoStorno: 0 });
    const again = await t.services.withdrawals.decide(Number(ticket.slice(2)), 'posted', 'operator:test', { within: async () => {} });
    expect(again).toMatchObject({ row: { status: 'posted' } });
    const moves = await statement(p);
    expect(moves.find((m) => m.causaleField === 'Recupero ricarica stornata')).toMatchObject({ importoField: -3_000 });
  });

  it('winnings reaching the cash while money is owed repay it when a withdrawal is asked for', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId } = await paidDeposit(p, 4_000);
    await play(p, 4_000, `test:play:${p.username}`);
    expect((await webhook(paypal.refund(orderId))).statusCode).toBe(200);
    expect(await owedBy(t.deps.db, p.id)).toBe(4_000);
    // A win of 100 € (the house pays it into the cash).
    await t.deps.db.transaction(async (tx) =>
      postTransfer(tx, {
        key: `test:win:${p.username}`,
        kind: 'game_won',
        userId: p.id,
        legs: [
          { accountId: await accountId(tx, 'house'), amount: -10_000 },
          { accountId: await accountId(tx, 'player_cash', p.id), amount: 10_000 },
        ],
      }),
    );
    // Shown as withdrawable: the cash less the debt the request repays first; no more than that passes.
    expect(await shownBalance(p)).toMatchObject({ saldo: 10_000, prelevabile: 6_000, debito: 0 });
    // The operator sees the whole debt, which the cash covers here.
    expect(await operatorSaldi(p)).toMatchObject({ prelevabile: 6_000, debitoStorno: 4_000 });
    const more = await prelievo(t, p, { type: 'Prelievo_BonificoBancario', importo: 6_001, iban: IBAN });
    expect(more.json).toMatchObject({ ResponseMessage: WITHDRAWAL_TEXT.insufficient });
    expect(await shownBalance(p)).toMatchObject({ saldo: 6_000, prelevabile: 6_000, debito: 0 });
    const r = await prelievoWithOtp(t, p, { type: 'Prelievo_BonificoBancario', importo: 6_000, iban: IBAN });
    expect(r).toMatchObject({ ResponseCode: 0 });
    expect(await owedBy(t.deps.db, p.id)).toBe(0);
    expect(await cash(t, p.id)).toBe(0);
  });

  it('PayPal not answering: the notification is answered 503 (PayPal sends it again) and nothing moves until it does', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId } = await paidDeposit(p, 2_500);
    const event = paypal.refund(orderId);
    paypal.down.add(`/v2/checkout/orders/${orderId}`);
    try {
      expect((await webhook(event)).statusCode).toBe(503);
      expect(await cash(t, p.id)).toBe(2_500);
    } finally {
      paypal.down.clear();
    }
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await cash(t, p.id)).toBe(0);
  });

  it("hostile deliveries move nothing: a forged one, one whose refund PayPal does not show, one naming another provider's deposit", async () => {
    const p = await createPlayer(t, { cash: 0 });
    const { orderId, transactionId } = await paidDeposit(p, 3_000);
    const genuine = paypal.refund(orderId);
    // Undo the refund at the stand-in: PayPal itself now says the capture stands.
    const order = paypal.orders.get(orderId)!;
    order.refunds.length = 0;
    order.capture!.status = 'COMPLETED';
    expect((await webhook(genuine, { forge: true })).statusCode).toBe(400);
    // Signed, but the payload's word is never taken: PayPal is asked, and shows no refund.
    expect((await webhook(genuine)).statusCode).toBe(200);
    // A refund naming a deposit another provider credited.
    const other = randomUUID();
    const paypalDeposit = await depositRow(transactionId);
    await t.deps.db.insert(deposits).values({
      transactionId: other,
      userId: p.id,
      methodName: 'Ricarica_Skrill',
      provider: 'skrill',
      amount: 3_000,
      status: 'success',
      providerRef: orderId,
      createdAt: paypalDeposit.createdAt,
    });
    const named = { ...genuine, resource: { ...(genuine.resource as object), custom_id: other, invoice_id: other } };
    paypal.refund(orderId);
    expect((await webhook(named)).statusCode).toBe(200);
    expect((await depositRow(other)).reversedAmount).toBe(0);
    order.refunds.length = 0;
    order.capture!.status = 'COMPLETED';
    // Nonsense ids and enormous strings are answered and move nothing; a NUL byte is refused before anything is read.
    for (const id of ['x', 'f'.repeat(5_000)]) {
      expect((await webhook({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { custom_id: id, invoice_id: id } })).statusCode).toBe(200);
    }
    expect((await webhook({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { custom_id: `${transactionId}\u0000` } })).statusCode).toBe(400);
    expect(await cash(t, p.id)).toBe(3_000);
    expect((await depositRow(transactionId)).reversedAmount).toBe(0);
  });
});
