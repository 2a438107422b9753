import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  dialogBox,
  headerCents,
  lastOutboxId,
  loginAs,
  newPage,
  screenshot,
  seriousA11yViolations as seriousA11yViolationsIn,
  serverCents,
  setSite,
  useBrowser,
  type VIEWPORTS,
  waitForMessage,
} from './support.ts';

const browser = useBrowser();

/**
 * This file's own player (apps/server/src/demo/e2e-players.ts; e2e/README.md): nobody else moves its
 * money, so its balance is known exactly: €150.00 seeded, then what the tests above in this file
 * deposited (they run in order).
 */
const PLAYER = 'e2edeposits1';
const SEEDED = 15_000;

/** The player on 'Ricarica', with the header balance before the deposit, checked to be `expected`. */
async function openDepositPage(expected: number, viewport: keyof typeof VIEWPORTS = 'desktop') {
  const { page, context } = await newPage(browser(), { viewport });
  await loginAs(page, PLAYER, 'Password123', '/account/ricarica');
  await page.waitForURL(/\/account\/ricarica$/);
  const before = await headerCents(page);
  expect(before).toBe(expected);
  return { page, context, before };
}

async function waitForBalance(page: Page, cents: number): Promise<void> {
  await expect.poll(() => headerCents(page), { timeout: 10_000 }).toBe(cents);
}

/**
 * axe-core on the page minus the shared site header: the header's balance link (not this area's)
 * trips label-content-name-mismatch on desktop, reported to the header's owner.
 */
const seriousA11yViolations = (page: Page) => seriousA11yViolationsIn(page, { exclude: ['.site-header'] });

describe('deposits in the browser', () => {
  it('PayPal through the sandbox: approved → result page → balance up', async () => {
    const { page, context, before } = await openDepositPage(SEEDED);
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    await page.getByRole('heading', { name: 'PayPal', exact: true }).waitFor();
    expect(await page.getByTestId('deposit-fee').textContent()).toBe('0%');
    expect(await page.getByLabel('Email del conto').inputValue()).toBe(`${PLAYER}@betsite.example`);
    await page.getByRole('button', { name: 'Ricarica', exact: true }).click();
    await page.getByText('Il campo è richiesto').waitFor();
    await page.getByLabel('Importo (€)').fill('4000');
    await page.getByRole('button', { name: 'Ricarica', exact: true }).click();
    await page.getByText('Importo massimo € 3.000').waitFor();
    await page.getByRole('button', { name: '20 €' }).click();
    await screenshot(page, 'deposit-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ricarica', exact: true }).click();
    await page.waitForURL(/\/sandbox\/paypal\/pay\/EC-/);
    await page.getByText('Ambiente di prova (sandbox)').waitFor();
    await screenshot(page, 'deposit-sandbox-paypal-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approva il pagamento' }).click();
    await page.waitForURL(/\/account\/ricarica\/results\/success\?token=EC-/);
    await page.getByRole('heading', { name: 'Complimenti, transazione eseguita con successo.' }).waitFor();
    // The amount and the transaction's reference, and 'Complimenti' only once.
    expect(await page.getByTestId('deposit-amount').textContent()).toBe('20,00\u00a0€');
    expect(await page.getByTestId('deposit-reference').textContent()).toMatch(/\S{6,}/);
    expect(await page.getByText(/Complimenti/).count()).toBe(1);
    await waitForBalance(page, before + 2000);
    await screenshot(page, 'deposit-result-success-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Replaying the result page credits nothing more.
    await page.reload();
    await page.getByText('Complimenti, transazione eseguita con successo.').waitFor();
    // The result page has had its answer (it shows it): the server's balance is final.
    expect(await serverCents(page)).toBe(before + 2000);
    await context.close();
  });

  it('with Disable_All_Deposit on, the page says deposits are off for now instead of offering a form the server refuses (390 and 1366 px)', async () => {
    await setSite('module', 'Disable_All_Deposit', true);
    try {
      for (const vp of ['mobile', 'desktop'] as const) {
        const { page, context } = await openDepositPage(SEEDED + 2000, vp);
        await page.getByRole('heading', { name: 'Questa sezione è temporaneamente disabilitata' }).waitFor();
        expect(await page.getByLabel('Importo (€)').count()).toBe(0);
        await screenshot(page, `deposit-disabled-${vp}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await context.close();
      }
    } finally {
      await setSite('module', 'Disable_All_Deposit', false);
    }
  });

  it('a declined card deposit shows the failed page and leaves the balance unchanged', async () => {
    const { page, context, before } = await openDepositPage(SEEDED + 2000);
    await page.getByRole('button', { name: 'MasterCard VIP' }).click();
    await page.getByLabel('Numero carta MasterCard VIP').fill('5555 4444 3333 1111');
    await page.getByLabel('Importo (€)').fill('50');
    await page.getByRole('button', { name: 'Ricarica', exact: true }).click();
    await page.waitForURL(/\/sandbox\/card\/pay\/MC-/);
    await page.getByText('**** 1111').waitFor();
    await page.getByRole('button', { name: 'Rifiuta il pagamento' }).click();
    await page.waitForURL(/\/account\/ricarica\/results\/failed\?/);
    await page.getByRole('heading', { name: 'Transazione non andata a buon fine.' }).waitFor();
    // The card circuit's code '05' is explained in Italian.
    await page.getByText('La banca ha rifiutato il pagamento').waitFor();
    // …with the specification's 'Error Code: {code}' letter for letter, once.
    await page.getByText('Error Code: 05', { exact: true }).waitFor();
    expect(await page.getByText('Error Code').count()).toBe(1);
    await page.getByTestId('header-balance').waitFor();
    expect(await serverCents(page)).toBe(before);
    expect(await headerCents(page)).toBe(before);
    await screenshot(page, 'deposit-result-failed-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('XElektra in two steps with the SMS code read from the outbox', async () => {
    const { page, context, before } = await openDepositPage(SEEDED + 2000, 'mobile');
    // Mobile: six tiles until 'Altri metodi di pagamento'.
    await expect.poll(() => page.locator('.deposit-tile').count()).toBe(6);
    await screenshot(page, 'deposit-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Altri metodi di pagamento' }).click();
    expect(await page.locator('.deposit-tile').count()).toBe(17);
    await page.getByRole('button', { name: 'Meno metodi di pagamento' }).waitFor();
    await page.getByRole('button', { name: 'XElektra' }).click();
    await page.getByLabel('Numero carta XElektra').fill('4000123456789010');
    await page.getByLabel('Importo (€)').fill('15');
    const after = await lastOutboxId();
    await page.getByRole('button', { name: 'Ricarica', exact: true }).click();
    const dialog = dialogBox(page, { name: 'Conferma la ricarica XElektra' });
    await dialog.waitFor();
    await dialog.getByText(/Ti abbiamo inviato un SMS con il codice di verifica al numero \*+011/).waitFor();
    const sms = await waitForMessage('+393331235011', after);
    const code = /è (\d{6})\./.exec(sms.body)![1]!;
    await screenshot(page, 'deposit-xelektra-otp-mobile');
    await dialog.getByLabel('Codice ricevuto via SMS').fill(code);
    await dialog.getByRole('button', { name: 'VERIFICA' }).click();
    await page.waitForURL(/\/account\/ricarica\/results\/success$/);
    await page.getByText('La ricarica è andata a buon fine.').waitFor();
    await waitForBalance(page, before + 1500);
    await screenshot(page, 'deposit-result-success-mobile');
    await context.close();
  });

  it('shows the bank transfer details and the pending and back result texts', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(page, PLAYER, 'Password123', '/account/ricarica');
    await page.getByRole('button', { name: 'Altri metodi di pagamento' }).click();
    await page.getByRole('button', { name: 'Bonifico bancario' }).click();
    await page.getByText('IT60X0542811101000000123456').waitFor();
    await page.getByText(`Ricarica ${PLAYER}`).waitFor();
    await screenshot(page, 'deposit-bank-mobile');
    await page.goto('/account/ricarica/results/pending');
    await page.getByRole('heading', { name: 'La transazione è in elaborazione' }).waitFor();
    await screenshot(page, 'deposit-result-pending-mobile');
    await context.close();
    const visitor = await newPage(browser());
    await visitor.page.goto('/account/ricarica/results/back');
    await visitor.page.getByRole('heading', { name: 'Ricarica annullata' }).waitFor();
    await screenshot(visitor.page, 'deposit-result-back-desktop');
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    await visitor.context.close();
  });
});
