import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, screenshot, setSite } from './support.ts';

// Behaviour behind site modules and variables, switched at run time through the operator API.
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
      await loginAs(page, 'demouser1', 'Password123', '/account/dashboard');
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
      await loginAs(page, 'demouser1', 'Password123', '/account/ricarica');
      const frame = page.locator('iframe[title="Sistema di pagamento"]');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/\/deposit\?lang=it&token=/);
      await screenshot(page, 'deposit-paas-mobile');
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
      await loginAs(page, 'demostatus1');
      const modal = page.getByRole('dialog', { name: 'Stato conto' });
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
