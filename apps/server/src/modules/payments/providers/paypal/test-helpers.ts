import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { deposits } from '../../../../db/schema/index.ts';
import type { TestApp } from '../../../../test-support.ts';
import { accountId, postTransfer } from '../../../wallet/ledger.ts';
import { operatorHeaders } from '../../../bonus/test-helpers.ts';
import type { Player } from '../../withdrawals/test-helpers.ts';
import type { PaypalStandIn } from './stand-in.ts';

/** Test code: what the PayPal money tests do to a player, against a test app and its PayPal stand-in. */
export function paypalMoney(app: () => TestApp, paypal: PaypalStandIn) {
  /** A webhook delivery of `event`, signed by the stand-in (or forged). */
  const webhook = (event: Record<string, unknown>, opts: { forge?: boolean } = {}) => {
    const d = paypal.delivery(event, opts);
    return app().app.inject({ method: 'POST', url: API.payment.paypalWebhook, headers: d.headers, payload: d.payload });
  };

  const depositRow = async (transactionId: string) => (await app().deps.db.select().from(deposits).where(eq(deposits.transactionId, transactionId)))[0]!;

  /** The player's Ricarica with PayPal: the answer as the client gets it. */
  const ricarica = async (p: Player, importo: number) =>
    (
      await app().app.inject({
        method: 'POST',
        url: API.Account.Ricarica,
        headers: p.headers,
        payload: { type: 'Ricarica_Paypal', importo, metodo: 'Deposit', email: 'giocatore@paypal.example' },
      })
    ).json();

  /** A PayPal deposit the player made and PayPal captured: credited once, as the result page does it. */
  async function paidDeposit(p: Player, importo: number) {
    const t = app();
    const r = await ricarica(p, importo);
    const orderId = new URL(r.ResponseData.redirectUrl as string).searchParams.get('token')!;
    paypal.approve(orderId);
    const page = (await t.app.inject({ url: `${API.payment.paypal}?token=${orderId}&payerId=STANDINPAYER1` })).json();
    expect(page.ResponseData).toMatchObject({ esito: 'OK', amount: importo });
    return { orderId, transactionId: r.ResponseData.transactionId as string };
  }

  /** The player plays `cents` of their cash (a stake the house keeps), as a lost bet would. */
  const play = (p: Player, cents: number, key: string) =>
    app().deps.db.transaction(async (tx) =>
      postTransfer(tx, {
        key,
        kind: 'game_stake',
        userId: p.id,
        legs: [
          { accountId: await accountId(tx, 'player_cash', p.id), amount: -cents },
          { accountId: await accountId(tx, 'house'), amount: cents },
        ],
      }),
    );

  /** What the player's pages are told: EL_RefreshBalance (the header, the withdrawal page), UserData (a page's load) and GetSaldo. */
  const shownBalance = async (p: Player) => {
    const t = app();
    const refreshed = (await t.app.inject({ url: API.Account.EL_RefreshBalance, headers: p.headers })).json();
    const user = (await t.app.inject({ url: API.Account.CheckAuth, headers: p.headers })).json().UserData;
    expect({ prelevabile: user.prelevabile, debito: user.debito, contestato: user.contestato }, 'UserData and EL_RefreshBalance agree').toEqual({
      prelevabile: refreshed.prelevabile,
      debito: refreshed.debito,
      contestato: refreshed.contestato,
    });
    const saldo = (await t.app.inject({ url: API.Account.GetSaldo, headers: p.headers })).json().ResponseData;
    expect(saldo.prelevabile, 'GetSaldo and EL_RefreshBalance agree').toBe(refreshed.prelevabile);
    return refreshed as { saldo: number; prelevabile: number; debito: number; contestato: number };
  };

  /** The back office's player page. */
  const operatorPage = async (p: Player) =>
    (await app().app.inject({ url: `/api/Backoffice/Players/${p.id}`, headers: await operatorHeaders(app()) })).json().ResponseData as {
      saldo: Record<string, number>;
      depositi: { transazione: string; stornato: number; contestata: boolean }[];
    };
  /** Its 'Saldi'. */
  const operatorSaldi = async (p: Player) => (await operatorPage(p)).saldo;

  return { webhook, depositRow, ricarica, paidDeposit, play, shownBalance, operatorPage, operatorSaldi };
}
