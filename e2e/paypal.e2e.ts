import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { WITHDRAWAL_TEXT } from '@betsite/contract/withdrawal-messages';
import { PaypalStandIn } from '../apps/server/src/modules/payments/providers/paypal/stand-in.ts';
import { freePort, startServer, type ServerProcess } from './server-process.ts';
import { dialogBox, headerCents, lastOutboxId, loginAs, newPage, screenshot, seriousA11yViolations, useBrowser, waitForMessage } from './support.ts';

/**
 * The real provider in the browser: this file's server takes PayPal through its REST API (the
 * adapter production runs), here answered by the PayPal stand-in written from PayPal's published
 * description (apps/server/src/modules/payments/providers/paypal/stand-in.ts), which also serves the
 * buyer's checkout page and sends PayPal's signed webhooks. The other files' servers run only the
 * sandbox providers, so this file starts its own.
 *
 * Its own player (apps/server/src/demo/e2e-players.ts): €150.00 seeded, €100.00 of it withdrawable.
 */
const PLAYER = 'e2epaypal1';
const SEEDED = 15_000;
const IBAN = 'IT60 X054 2811 1010 0000 0123 456';

const browser = useBrowser();
const paypal = new PaypalStandIn();
let server: ServerProcess;

beforeAll(async () => {
  await paypal.start();
  server = await startServer(await freePort(), paypal.env());
}, 320_000);
afterAll(async () => {
  await server?.stop();
  await paypal.stop();
});

/** PayPal sends the server a webhook event, signed; the server's answer must be 200 (taken). */
async function deliver(event: Record<string, unknown>): Promise<void> {
  const d = paypal.delivery(event);
  const r = await fetch(`${server.url}${API.payment.paypalWebhook}`, {
    method: 'POST',
    headers: { ...d.headers, 'content-type': 'application/json' },
    body: JSON.stringify(d.payload),
  });
  expect(r.status, await r.text()).toBe(200);
}

/** The player logged in on 'Ricarica' with PayPal chosen and `euro` typed, the header balance checked to be `expected`. */
async function paypalForm(expected: number, euro: string, viewport: 'mobile' | 'desktop' = 'desktop') {
  const { page, context } = await newPage(browser(), { base: server.url, viewport });
  await loginAs(page, PLAYER, 'Password123', '/account/ricarica');
  await page.waitForURL(/\/account\/ricarica$/);
  expect(await headerCents(page)).toBe(expected);
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await page.getByRole('heading', { name: 'PayPal', exact: true }).waitFor();
  expect(await page.getByLabel('Email del conto').inputValue()).toBe(`${PLAYER}@betsite.example`);
  await page.getByLabel('Importo (€)').fill(euro);
  return { page, context };
}

/** Sends the deposit form and lands on PayPal's checkout page: the order PayPal created, by its id. */
async function toPaypal(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Ricarica', exact: true }).click();
  await page.waitForURL((u) => u.origin === paypal.base && u.pathname === '/checkoutnow');
  await page.getByRole('heading', { name: 'Paga con PayPal' }).waitFor();
  return (await page.getByTestId('order-id').textContent())!;
}

/** The withdrawal page's figure 'Saldo prelevabile', in cents. */
async function withdrawableCents(page: Page): Promise<number> {
  const text = (await page.getByText('Saldo prelevabile:').locator('strong').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

/** What 'Notifiche' lists: every notification's title and text, newest first. */
async function notificationsText(page: Page): Promise<string> {
  await page.goto('/account/notifiche');
  await page.getByRole('heading', { name: 'Notifiche', level: 1 }).waitFor();
  // The heading is drawn before the list's answer: read once the loader has gone (a loaded machine
  // once read 'Caricamento in corso…' here). Callers poll: a money notification is delivered after
  // its transaction commits, in the background (the money outbox).
  await page.locator('main').getByText('Caricamento in corso…').waitFor({ state: 'detached' });
  return (await page.locator('main').textContent()) ?? '';
}

describe('PayPal, the real provider, in the browser', () => {
  let orderId = '';

  it("a player who leaves PayPal's page without paying comes back to 'Ricarica annullata' and nothing is credited", async () => {
    const { page, context } = await paypalForm(SEEDED, '30');
    const order = await toPaypal(page);
    await page.getByRole('button', { name: 'Annulla e torna al negozio' }).click();
    // PayPal's cancel_url is the 'back' result; the server's answer (returned unpaid) turns it into 'return'.
    await page.waitForURL(new RegExp(`/account/ricarica/results/return\\?token=${order}`));
    await page.getByRole('heading', { name: 'Ricarica annullata' }).waitFor();
    expect(paypal.orders.get(order)?.capture).toBeNull();
    await page.goto('/account/dashboard');
    await expect.poll(() => headerCents(page)).toBe(SEEDED);
    await context.close();
  });

  it("pays on PayPal's page, comes back, and the capture is credited once, however often the page is opened", async () => {
    const { page, context } = await paypalForm(SEEDED, '50');
    orderId = await toPaypal(page);
    expect(await page.getByText('50.00 EUR').count()).toBe(1);
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await page.waitForURL(new RegExp(`/account/ricarica/results/success\\?token=${orderId}&PayerID=`));
    await page.getByRole('heading', { name: 'Complimenti, transazione eseguita con successo.' }).waitFor();
    expect(await page.getByTestId('deposit-amount').textContent()).toBe('50,00\u00a0€');
    await expect.poll(() => headerCents(page)).toBe(SEEDED + 5000);
    await screenshot(page, 'paypal-result-success-desktop');
    expect(await seriousA11yViolations(page, { exclude: ['.site-header'] })).toEqual([]);
    // PayPal captured the order once; the way back opened again captures and credits nothing more.
    expect(paypal.orders.get(orderId)?.capture?.status).toBe('COMPLETED');
    await page.reload();
    await page.getByRole('heading', { name: 'Complimenti, transazione eseguita con successo.' }).waitFor();
    await page.goto('/account/dashboard');
    await expect.poll(() => headerCents(page)).toBe(SEEDED + 5000);
    expect(paypal.log.filter((l) => l === `POST /v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
    await context.close();
  });

  it('a dispute PayPal reports holds its amount from withdrawals, and the page says so, until PayPal closes it', async () => {
    const dispute = paypal.openDispute(orderId);
    await deliver(dispute);
    const disputeId = (dispute.resource as { dispute_id: string }).dispute_id;

    const { page, context } = await newPage(browser(), { base: server.url });
    await loginAs(page, PLAYER, 'Password123', '/account/prelievo');
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    const notice = page.getByRole('note').filter({ hasText: 'contestazione in corso' });
    await notice.waitFor();
    expect(await notice.textContent()).toBe(WITHDRAWAL_TEXT.disputeNotice('50,00'));
    // €150.00 withdrawable before the dispute, €50.00 of it held.
    expect(await withdrawableCents(page)).toBe(10_000);
    await screenshot(page, 'paypal-dispute-withdrawal-desktop');

    // The form mirrors the server's rule (paypal-disputes.test.ts): more than the dispute leaves is not sent.
    await page.getByRole('radio', { name: 'Bonifico bancario' }).check();
    await page.getByLabel('Importo (€)').fill('120');
    await page.getByLabel('IBAN').fill(IBAN);
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Prelievo', exact: true }).click();
    await page.getByText('Importo massimo € 100,00').waitFor();
    expect(await page.getByRole('dialog', { name: 'Conferma il prelievo' }).count()).toBe(0);
    expect(await headerCents(page)).toBe(SEEDED + 5000);
    await expect.poll(() => notificationsText(page), { timeout: 15_000 }).toContain('Ricarica contestata');

    // PayPal decides for us: the hold ends, and the page shows the whole cash as withdrawable again.
    await deliver(paypal.resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR'));
    await page.goto('/account/prelievo');
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    await expect.poll(() => withdrawableCents(page)).toBe(15_000);
    expect(await notice.count()).toBe(0);
    await expect.poll(() => notificationsText(page), { timeout: 15_000 }).toContain('Contestazione chiusa');
    await context.close();
  });

  it('a chargeback PayPal decided takes the deposit back from the balance once, and the player is told', async () => {
    const { page, context } = await newPage(browser(), { base: server.url, viewport: 'mobile' });
    await loginAs(page, PLAYER, 'Password123', '/account/dashboard');
    expect(await headerCents(page)).toBe(SEEDED + 5000);
    const reversal = paypal.refund(orderId, undefined, 'REVERSED');
    await deliver(reversal);
    // PayPal delivers again when it is unsure the first one arrived: nothing more is taken.
    await deliver(reversal);
    await page.reload();
    await expect.poll(() => headerCents(page)).toBe(SEEDED);
    await expect.poll(() => notificationsText(page), { timeout: 15_000 }).toContain('Ricarica stornata');
    await screenshot(page, 'paypal-chargeback-notifications-mobile');
    await page.goto('/account/prelievo');
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    await expect.poll(() => withdrawableCents(page)).toBe(10_000);
    await context.close();
  });

  it("a PayPal withdrawal asked in the browser is paid by PayPal to the player's PayPal account, once", async () => {
    const { page, context } = await newPage(browser(), { base: server.url });
    await loginAs(page, PLAYER, 'Password123', '/account/prelievo');
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    expect(await withdrawableCents(page)).toBe(10_000);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('heading', { name: 'PayPal', level: 2 }).waitFor();
    await page.getByLabel('Importo (€)').fill('20');
    await page.getByLabel('Email del conto PayPal').fill('chiara.benedetti@paypal.example');
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    const after = await lastOutboxId(server.url);
    await page.getByRole('button', { name: 'Prelievo', exact: true }).click();
    const otp = dialogBox(page, { name: 'Conferma il prelievo' });
    await otp.waitFor();
    const mail = await waitForMessage(`${PLAYER}@betsite.example`, after, server.url);
    await otp.getByLabel('Codice di conferma').fill(/: (\d{6})/.exec(mail.body)![1]!);
    await otp.getByRole('button', { name: 'Conferma' }).click();
    const done = dialogBox(page, { name: 'Operazione conclusa' });
    await done.waitFor();
    const ticket = /PR\d{8}/.exec((await done.textContent()) ?? '')![0];
    await screenshot(page, 'paypal-withdrawal-paid-desktop');
    await done.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect.poll(() => headerCents(page)).toBe(SEEDED - 2000);
    // PayPal paid one item of 20.00 EUR to that account, keyed by the withdrawal: nothing twice.
    const batches = [...paypal.batches.values()];
    expect(batches).toHaveLength(1);
    expect(batches[0]!.item).toMatchObject({ status: 'SUCCESS', receiver: 'chiara.benedetti@paypal.example', amount: { currency: 'EUR', value: '20.00' } });
    expect(batches[0]!.senderBatchId).toBe(`W${Number(ticket.slice(2))}`);
    // Paid, so nothing is left to cancel on 'Lista Prelievi'.
    await page.goto('/account/elenco-prelievi');
    await page.getByRole('heading', { name: 'Lista Prelievi' }).waitFor();
    expect(await page.getByRole('button', { name: `Annulla il prelievo ${ticket}` }).count()).toBe(0);
    await expect.poll(() => notificationsText(page), { timeout: 15_000 }).toContain('Prelievo pagato');
    await context.close();
  });

  it("a capture PayPal holds is 'in elaborazione'; when PayPal completes it as the page loads, the page's balance follows without another reload and the player is told", async () => {
    const before = SEEDED - 2000;
    const { page, context } = await paypalForm(before, '25', 'mobile');
    const order = await toPaypal(page);
    paypal.holdCaptureOf(order);
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await page.waitForURL(/\/account\/ricarica\/results\/success\?token=/);
    await page.getByRole('heading', { name: 'La transazione è in elaborazione' }).waitFor();
    expect(await headerCents(page)).toBe(before);
    await screenshot(page, 'paypal-result-pending-mobile');

    // PayPal completes it while the page is loading again: the notification is pushed before the
    // page's stream is open (held here until then), so only the stream's catch-up brings it.
    let openStream!: () => void;
    const streamMayOpen = new Promise<void>((resolve) => (openStream = resolve));
    let streamAsked!: () => void;
    const asked = new Promise<void>((resolve) => (streamAsked = resolve));
    await page.route('**/api/Notifications/Stream', async (route) => {
      streamAsked();
      await streamMayOpen;
      await route.continue();
    });
    const confirmed = page.waitForResponse((r) => r.url().includes(`${API.payment.paypal}?token=${order}`));
    // The start-up list is in before PayPal's completion, as on a page that loaded just before it.
    const listed = page.waitForResponse((r) => r.url().includes(API.Notifications.GetNotify));
    await page.reload();
    await Promise.all([confirmed, listed]);
    await asked;
    await page.getByRole('heading', { name: 'La transazione è in elaborazione' }).waitFor();
    paypal.releaseCapture(order);
    const capture = paypal.orders.get(order)!.capture!;
    await deliver({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: { id: capture.id, status: 'COMPLETED', supplementary_data: { related_ids: { order_id: order } } },
    });
    openStream();
    await expect.poll(() => headerCents(page), { timeout: 10_000 }).toBe(before + 2500);
    await expect
      .poll(() => notificationsText(page), { timeout: 15_000 })
      .toContain('La ricarica di 25,00 € con PayPal è stata accreditata sul tuo conto gioco.');
    await context.close();
  });
});
