import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogBox, lastOutboxId, launchBrowser, loginAs, newPage, screenshot, seriousA11yViolations, waitForMessage } from './support.ts';

// This file's own player (apps/server/src/demo/e2e-players.ts; e2e/README.md): nobody else moves
// its money, so its balance is known exactly (€150.00 seeded, €100.00 of it withdrawable).
const PLAYER = 'e2ewithdrawals1';
const SEEDED = 15_000;
const IBAN = 'IT60 X054 2811 1010 0000 0123 456';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The header balance in cents ("€ 150,00" → 15000). */
async function headerCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
}
async function closeDialog(page: Page, title: string, text: string | RegExp): Promise<string> {
  const dialog = dialogBox(page, { name: title });
  await dialog.getByText(text).waitFor();
  const body = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await dialog.waitFor({ state: 'detached' });
  return body;
}

describe('withdrawals in the browser', () => {
  it("asks a withdrawal with the e-mailed code, lists it, and 'Annulla' gives the money back", async () => {
    const { page, context } = await newPage(browser);
    await loginAs(page, PLAYER, 'Password123', '/account/prelievo');
    await page.waitForURL(/\/account\/prelievo$/);
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    await page.getByText('Max. n. 4 richieste di prelievo/giorno').waitFor();
    const before = await headerCents(page);
    expect(before).toBe(SEEDED);

    await page.getByRole('radio', { name: 'Bonifico bancario' }).check();
    await page.getByRole('heading', { name: 'Bonifico bancario', level: 2 }).waitFor();
    // Required fields and the Italian-IBAN rule, checked before anything is sent.
    await page.getByRole('button', { name: 'Prelievo', exact: true }).click();
    // The request rules load when the form is first sent: the messages follow the click shortly.
    await expect.poll(() => page.getByText('Il campo è richiesto').count()).toBeGreaterThanOrEqual(3);
    // The focus goes to the first field to mend, not left on the button.
    await expect.poll(() => page.getByLabel('Importo (€)').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await page.getByRole('button', { name: 'Prelievo', exact: true }).click();
    await page.getByText('Il prelievo con bonifico bancario può essere fatto soltanto inserendo un IBAN Italiano').waitFor();

    // 50 € fits both the manual slot (from 50 €) and the automatic limits (from 10 €).
    await page.getByLabel('Importo (€)').fill('50');
    await page.getByLabel('IBAN').fill(IBAN);
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await screenshot(page, 'withdrawal-desktop');
    const after = await lastOutboxId();
    await page.getByRole('button', { name: 'Prelievo', exact: true }).click();

    const otp = dialogBox(page, { name: 'Conferma il prelievo' });
    await otp.waitFor();
    await screenshot(page, 'withdrawal-otp-desktop');
    const mail = await waitForMessage(`${PLAYER}@betsite.example`, after);
    const code = /: (\d{6})/.exec(mail.body)![1]!;
    // A wrong code answers -1010: the message shows and the typed code is cleared.
    await otp.getByLabel('Codice di conferma').fill(code === '000000' ? '111111' : '000000');
    await otp.getByRole('button', { name: 'Conferma' }).click();
    await otp.getByText('Codice di conferma non valido o scaduto').waitFor();
    expect(await otp.getByLabel('Codice di conferma').inputValue()).toBe('');
    await otp.getByLabel('Codice di conferma').fill(code);
    await otp.getByRole('button', { name: 'Conferma' }).click();
    const success = await closeDialog(page, 'Operazione conclusa', /Il prelievo è stato richiesto con successo\. Seriale: PR\d{8}/);
    const ticket = /PR\d{8}/.exec(success)![0];
    await expect.poll(() => headerCents(page)).toBe(SEEDED - 5000);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('radio', { name: 'Bonifico bancario' }).check();
    await screenshot(page, 'withdrawal-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: 'Prelievi in attesa' }).click();
    await page.waitForURL(/\/account\/elenco-prelievi$/);
    await page.getByRole('heading', { name: 'Lista Prelievi' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(ticket) });
    await row.getByText('50,00').waitFor();
    await row.getByText('Bonifico bancario').waitFor();
    await screenshot(page, 'withdrawal-pending-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'withdrawal-pending-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 'Annulla' asks first: 'No' keeps the request, 'Sì' cancels it.
    await page.getByRole('button', { name: `Annulla il prelievo ${ticket}` }).click();
    const confirm = dialogBox(page, { name: 'Annullare il prelievo?' });
    await confirm.getByText(`Vuoi annullare il prelievo ${ticket} di 50,00`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'No, mantieni la richiesta' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor();
    await page.getByRole('button', { name: `Annulla il prelievo ${ticket}` }).click();
    await confirm.getByRole('button', { name: 'Sì, annulla il prelievo' }).click();
    await closeDialog(page, 'Operazione conclusa', "L'annullamento del prelievo è stato eseguito con successo.");
    await page.getByText('Non ci sono prelievi pendenti').waitFor();
    await expect.poll(() => headerCents(page)).toBe(SEEDED);
    await screenshot(page, 'withdrawal-pending-empty-mobile');
    await context.close();
  });

  it('shows the result pages to everyone', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    await page.goto('/account/prelievo/results/success');
    await page.getByRole('heading', { name: 'Operazione conclusa' }).waitFor();
    await page.getByText('Il prelievo è stato richiesto con successo.').waitFor();
    await page.goto('/account/prelievo/results/pending');
    await page.getByText('La transazione è in elaborazione').waitFor();
    // A sentence in the address is never shown; a motivo naming a status is that status.
    await page.goto('/account/prelievo/results/failed?motivo=Conto%20sospeso%3A%20chiama%20il%20%2B39%20333%201234567');
    await page.getByText('Il prelievo non è andato a buon fine.').waitFor();
    expect(await page.getByText('Conto sospeso').count()).toBe(0);
    await page.goto('/account/prelievo/results/success?motivo=pending');
    await page.getByText('La transazione è in elaborazione').waitFor();
    await page.goto('/account/prelievo/results/constructor');
    await page.getByRole('heading', { name: /non trovata/i }).waitFor();
    await page.goto('/account/elenco-prelievi');
    await page.waitForURL(/\/account\/login\?returnUrl=/);
    await context.close();
  });
});
