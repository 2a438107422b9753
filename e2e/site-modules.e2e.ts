import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogBox, launchBrowser, loginAs, newPage, screenshot, seriousA11yViolations, setSite } from './support.ts';

// Behaviour behind site modules and variables, switched at run time through the operator API.
// e2emodules1 is this file's own player (e2e/README.md): its PaaS withdrawal moves its money only;
// e2estatusmodules1 (a copy of demostatus1) meets the non-closable 'Stato conto'.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('site modules switched by an operator', () => {
  it('withdrawal-only mode reduces the account menu to Prelievo and Modifica Anagrafica', async () => {
    await setSite('module', 'ConsentiSoloPrelievo', true);
    try {
      const { page, context } = await newPage(browser);
      await loginAs(page, 'e2emodules1', 'Password123', '/account/dashboard');
      const menu = page.getByRole('navigation', { name: 'Menu del conto' });
      await menu.getByRole('link', { name: 'Prelievo' }).waitFor();
      // Entries whose page is not built yet show as text rather than links, so count the entries.
      expect(await menu.locator('li').allTextContents()).toEqual(['Prelievo', 'Modifica Anagrafica']);
      await context.close();
    } finally {
      await setSite('module', 'ConsentiSoloPrelievo', false);
    }
  });

  it('PaaS mode replaces the deposit forms with the payment frame', async () => {
    await setSite('module', 'DepositWithPaas_Enabled', true);
    try {
      const { page, context } = await newPage(browser, { viewport: 'mobile' });
      await loginAs(page, 'e2emodules1', 'Password123', '/account/ricarica');
      const frame = page.locator('iframe[title="Sistema di pagamento"]');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/\/deposit\?lang=it&token=/);
      await screenshot(page, 'deposit-paas-mobile');
      await context.close();
    } finally {
      await setSite('module', 'DepositWithPaas_Enabled', false);
    }
  });

  it('PaaS mode replaces the withdrawal form with the provider frame; a withdrawal made there is pending and can be cancelled', async () => {
    await setSite('module', 'DepositWithPaas_Enabled', true);
    try {
      const { page, context } = await newPage(browser, { viewport: 'desktop' });
      await loginAs(page, 'e2emodules1', 'Password123', '/account/prelievo');
      const frameElement = page.locator('iframe[title="Sistema di prelievo"]');
      await frameElement.waitFor();
      expect(await frameElement.getAttribute('src')).toMatch(/\/withdraw\?lang=it&token=/);
      const withdrawable = async () => Number(((await page.getByText('Saldo prelevabile:').locator('strong').textContent()) ?? '').replace(/[^\d]/g, ''));
      // €100.00 withdrawable as seeded: no other file moves this player's money.
      await expect.poll(withdrawable).toBe(10000);
      const frame = page.frameLocator('iframe[title="Sistema di prelievo"]');
      await frame.getByLabel('Metodo di prelievo').selectOption('Prelievo_Skrill');
      await frame.getByLabel('Importo (€)').fill('10');
      await frame.getByRole('button', { name: 'Preleva' }).click();
      const done = (await frame.getByRole('status').filter({ hasText: 'Il prelievo è stato richiesto con successo.' }).textContent()) ?? '';
      const ticket = /Seriale: (\S+)/.exec(done)?.[1];
      expect(ticket).toBeTruthy();
      // The page reads the balance again: 10 € less to withdraw, and the frame shrinks to its outcome.
      await expect.poll(withdrawable).toBe(9000);
      await expect.poll(async () => (await frameElement.boundingBox())?.height ?? 0).toBeLessThan(400);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'withdrawal-paas-desktop');
      // The request waits in Lista Prelievi like any other, and 'Annulla' returns the money.
      await page.goto('/account/elenco-prelievi');
      await page.getByRole('button', { name: `Annulla il prelievo ${ticket}` }).click();
      await dialogBox(page, { name: 'Annullare il prelievo?' }).getByRole('button', { name: 'Sì, annulla il prelievo' }).click();
      await dialogBox(page, { name: 'Operazione conclusa' }).getByText("L'annullamento del prelievo è stato eseguito con successo.").waitFor();
      await context.close();
    } finally {
      await setSite('module', 'DepositWithPaas_Enabled', false);
    }
  });

  it('locks the registration page when the registration module is off', async () => {
    await setSite('module', 'UserRegistration', false);
    try {
      const { page, context } = await newPage(browser);
      await page.goto('/account/registration');
      await page.getByText('La registrazione non è al momento disponibile.').waitFor();
      expect(await page.getByRole('button', { name: 'Registrati' }).count()).toBe(0);
      await context.close();
    } finally {
      await setSite('module', 'UserRegistration', true);
    }
  });

  it("site 87 makes 'Stato conto' non-closable", async () => {
    await setSite('variable', 'SiteId', '87');
    try {
      const { page, context } = await newPage(browser);
      await loginAs(page, 'e2estatusmodules1');
      const modal = dialogBox(page, { name: 'Stato conto' });
      await modal.waitFor();
      expect(await modal.getByRole('button', { name: 'Non ora' }).count()).toBe(0);
      expect(await modal.getByRole('button', { name: 'Chiudi' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect(modal.isVisible()).resolves.toBe(true);
      await context.close();
    } finally {
      await setSite('variable', 'SiteId', '1');
    }
  });
});
