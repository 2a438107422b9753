import { describe, expect, it } from 'vitest';
import { dismissLoginNotice, loginAnswer, newPage, screenshotsIn, seriousA11yViolations, submitLogin, useBrowser, VIEWPORTS } from './support.ts';

// Players of their own (README): demoprimo1 (390 px) and demoprimo2 (1366 px) have not yet done the
// first access after the ADM concession of 12 November 2025. No other e2e file uses them.
const browser = useBrowser();
const shot = screenshotsIn('/tmp/adm-shots');
const PLAYERS = { mobile: 'demoprimo1', desktop: 'demoprimo2' } as const;

describe('the first access after the ADM concession', () => {
  for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`at ${VIEWPORTS[size].width} px: login leads to one screen (contract, then three limits with the caps prefilled)`, async () => {
      const { page, context } = await newPage(browser(), { viewport: size });
      const answer = loginAnswer(page);
      await submitLogin(page, PLAYERS[size]);
      await page.waitForURL((u) => u.pathname === '/account/primo-accesso');
      await dismissLoginNotice(page, answer);
      await page.getByRole('heading', { name: 'Primo accesso: contratto e limiti di gioco' }).waitFor();
      // Prefilled with the concession's daily figures × 7: the default rule set offers weekly and monthly periods.
      for (const kind of ['deposito', 'spesa', 'tempo di gioco']) {
        const period = page.getByLabel(`Periodo del limite di ${kind}`);
        expect(await period.inputValue()).toBe('WW');
        expect(await period.locator('option').allTextContents()).toEqual(['Settimanale', 'Mensile']);
      }
      expect(await page.getByLabel('Limite di deposito (€)').inputValue()).toBe('1400');
      expect(await page.getByLabel('Limite di spesa (€)').inputValue()).toBe('700');
      expect(await page.getByLabel('Limite di tempo di gioco (minuti)').inputValue()).toBe('1260');
      await page.getByText(/Proposto per il periodo settimanale: 1\.400,00\s€/).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `first-access-${size}`);

      // Each limit has its own period: a monthly spending limit and a monthly time limit beside a weekly deposit limit,
      // each with the proposal for its own period (× 30 a month).
      await page.getByLabel('Periodo del limite di spesa').selectOption('MM');
      expect(await page.getByLabel('Limite di spesa (€)').inputValue()).toBe('3000');
      await page.getByText(/Proposto per il periodo mensile: 3\.000,00\s€/).waitFor();
      await page.getByLabel('Periodo del limite di tempo di gioco').selectOption('MM');
      expect(await page.getByLabel('Limite di tempo di gioco (minuti)').inputValue()).toBe('5400');
      expect(await page.getByLabel('Limite di deposito (€)').inputValue()).toBe('1400');
      await shot(page, `first-access-periods-${size}`);

      // Not accepted: the page says why and sends nothing.
      await page.getByRole('button', { name: 'Conferma e continua' }).click();
      await page.getByText('Per continuare devi accettare il contratto di gioco').waitFor();
      await page.getByLabel('Limite di spesa (€)').fill('50');
      await page.getByLabel(/Ho letto e accetto il contratto di gioco, versione 2025\.11/).check();
      await page.getByRole('button', { name: 'Conferma e continua' }).click();
      await page.waitForURL((u) => u.pathname === '/account/edit/gioco-consapevole');
      const spend = page.getByTestId('rg-spesa-section');
      // Saved with their own periods: the monthly spending limit of € 50 and the monthly time limit.
      await spend.getByRole('row', { name: /^Mensile.*50,00\s€/ }).waitFor();
      await page
        .getByTestId('rg-tempo-section')
        .getByRole('row', { name: /^Mensile.*90 ore/ })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `first-access-done-${size}`);
      await context.close();
    });
  }
});
