import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dialogBox, launchBrowser } from './support.ts';
import { expectAxeClean, signIn } from './backoffice-support.ts';

// An operator's working day, from a computer whose clock is not Italy's (an operator travelling,
// a remote support desk): the back office still reads and writes Italian time. What it changes is
// narrow: one scheduled campaign that nobody can obtain (operator grant, ended at once).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('back office from a computer on New York time', () => {
  it('player addresses, Italian words for codes, campaign periods and the audit period in Italian time, site variables checked, the content editor’s focus', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: baseUrl(),
      locale: 'it-IT',
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await signIn(page, 'demoadmin');

      // An address naming no player answers at once (it used to spin for ever).
      await page.goto('/backoffice/giocatori/abc');
      await page.getByRole('alert').getByText('Giocatore non trovato.').waitFor();
      await page.getByRole('link', { name: 'Cerca un giocatore' }).waitFor();
      await expectAxeClean(page, 'player not found');

      // A player's bonuses by their type in words.
      await page.goto('/backoffice/giocatori?q=demouser1');
      await page.getByRole('link', { name: 'demouser1' }).click();
      const bonuses = page.getByRole('region', { name: 'Bonus' });
      await bonuses.getByText('Free spin', { exact: true }).waitFor();
      expect(await bonuses.getByText('funbonus', { exact: true }).count()).toBe(0);
      // A free-spin bonus by its spins, not as a bonus of 0,00 €.
      await bonuses.getByText(/^\d+ free spin$/).waitFor();
      // The player's number, which the notification and audit screens ask for, and the way there.
      await page.getByText('Numero del giocatore: 1').waitFor();
      await page.getByRole('link', { name: 'Azioni degli operatori su questo giocatore' }).click();
      await page.locator('tbody tr', { hasText: 'player.view' }).first().waitFor();
      expect(await page.getByLabel('Giocatore (numero)').inputValue()).toBe('1');
      await page.goBack();
      await page.getByRole('link', { name: 'Invia una notifica' }).click();
      expect(await page.getByRole('form', { name: 'Nuova notifica' }).getByLabel('Numero del giocatore').inputValue()).toBe('1');

      // Campaigns: the site's own programmes named, and a period typed as Italian time.
      await page.getByRole('link', { name: 'Campagne bonus' }).click();
      await page.getByText('Club VIP: conversione dei punti').first().waitFor();
      expect(await page.getByRole('cell', { name: 'vip_points', exact: true }).count()).toBe(0);
      const form = page.getByRole('form', { name: 'Nuova campagna' });
      // The default start is now on Italy's clock (New York is 6 hours behind).
      const italianNow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' }).format(new Date());
      expect((await form.getByLabel('Dal', { exact: true }).inputValue()).replace('T', ' ')).toBe(italianNow);
      await form.getByLabel('Nome della campagna').fill('Campagna ora italiana e2e');
      await form.getByLabel('Importo (€)').fill('5');
      await form.getByLabel('Dal', { exact: true }).fill('2027-03-01T10:00');
      await form.getByLabel('Al', { exact: true }).fill('2027-03-31T18:30');
      await form.getByRole('button', { name: 'Crea campagna' }).click();
      await form.getByText('Campagna «Campagna ora italiana e2e» creata (programmata).').waitFor();
      const row = page.locator('tbody tr', { hasText: 'Campagna ora italiana e2e' });
      await row.getByText('01/03/2027 10:00 → 31/03/2027 18:30').waitFor();
      await row.getByRole('button', { name: 'Termina ora Campagna ora italiana e2e' }).click();
      await dialogBox(page, { name: 'Terminare la campagna?' }).getByRole('button', { name: 'Termina' }).click();
      await row.getByText('Terminata il').waitFor();

      // The audit log by period, in Italian days: today holds the campaign just made; a day long
      // past holds nothing; a period that ends before it starts is refused before asking.
      await page.getByRole('link', { name: 'Registro attività' }).click();
      const filters = page.getByRole('form', { name: 'Filtra il registro' });
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', dateStyle: 'short' }).format(new Date());
      await filters.getByLabel('Azione (inizia con)').fill('bonus.campaign.create');
      await filters.getByLabel('Dal giorno').fill(today);
      await filters.getByLabel('Al giorno', { exact: true }).fill(today);
      await filters.getByRole('button', { name: 'Filtra' }).click();
      await page.locator('tbody tr', { hasText: 'bonus.campaign.create' }).first().waitFor();
      await filters.getByLabel('Dal giorno').fill('2020-01-01');
      await filters.getByLabel('Al giorno', { exact: true }).fill('2020-01-02');
      await filters.getByRole('button', { name: 'Filtra' }).click();
      await page.getByText('0 azioni registrate').waitFor();
      await filters.getByLabel('Dal giorno').fill('2020-01-03');
      await filters.getByRole('button', { name: 'Filtra' }).click();
      await filters.getByText('La fine del periodo deve seguirne l’inizio').waitFor();
      await expectAxeClean(page, 'audit period');

      // Site variables at 390 px: each row readable ('Salva' on one line, not a letter a line), and
      // a value the variable cannot hold refused with its reason under the field, nothing saved.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('link', { name: 'Moduli e variabili' }).click();
      const max = page.getByLabel('Scommesse_ImportoMax', { exact: true });
      const was = await max.inputValue();
      const save = page.getByRole('button', { name: 'Salva Scommesse_ImportoMax' });
      await max.fill('');
      const box = (await save.boundingBox())!;
      expect(box.width).toBeGreaterThan(box.height);
      await save.click();
      await page.getByRole('alert').filter({ hasText: 'Valore non valido: un numero intero da 1' }).last().waitFor();
      expect(await max.getAttribute('aria-invalid')).toBe('true');
      const variables = (await (await fetch(`${baseUrl()}/api/Environment/GetSiteConfig`)).json()).ResponseData.variables;
      expect(variables.Scommesse_ImportoMax).toBe(was);
      await expectAxeClean(page, 'site variables 390');

      // Content at 390 px: the editor opens below a long tree; opened by keyboard from the last row,
      // it takes the focus and is in view, and 'Chiudi' gives the focus back to that row's button.
      await page.getByRole('link', { name: 'Contenuti' }).click();
      const edit = page.getByRole('button', { name: 'Modifica Benvenuto casinò' });
      await edit.focus();
      await page.keyboard.press('Enter');
      const title = page.getByRole('heading', { name: 'Modifica: Benvenuto casinò' });
      await expect.poll(() => title.evaluate((h) => h === document.activeElement)).toBe(true);
      const top = await title.evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(844);
      await page.getByRole('form', { name: 'Modifica: Benvenuto casinò' }).getByRole('button', { name: 'Chiudi' }).click();
      await expect.poll(() => edit.evaluate((b) => b === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a screen outside the operator’s roles, opened by its address, says so instead of showing its forms', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: baseUrl(), locale: 'it-IT', timezoneId: 'Europe/Rome' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await signIn(page, 'demopayments');
      for (const [path, title] of [
        ['/backoffice/sito', 'Moduli e variabili'],
        ['/backoffice/documenti', 'Documenti'],
        ['/backoffice/contenuti', 'Contenuti'],
        ['/backoffice/audit/', 'Registro attività'],
      ]) {
        await page.goto(path!);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.getByRole('alert').getByText('Il tuo ruolo non consente di aprire questa pagina.').waitFor();
        expect(await page.getByRole('switch').count(), path).toBe(0);
        expect(await page.getByRole('button', { name: /Salva|Nuovo oggetto|Approva/ }).count(), path).toBe(0);
      }
      await expectAxeClean(page, 'screen not allowed');
      // Its own screens open as before, a player's page among them.
      await page.goto('/backoffice/giocatori/1');
      await page.getByRole('heading', { name: /demouser1/, level: 1 }).waitFor();
      await page.goto('/backoffice/prelievi');
      await page.getByRole('heading', { name: 'Prelievi', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
