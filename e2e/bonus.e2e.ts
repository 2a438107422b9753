import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialogBox, expectAxeClean, headerCents, loginAs, newPage, screenshot, SIZES, useBrowser } from './support.ts';

// demouser1's demo bonuses are only looked at here; what moves money (redeem, cancel) happens on
// demobonus1, so other files still see demouser1's balance.
const browser = useBrowser();

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Tipi di bonus' }).getByRole('link', { name: new RegExp(`^${name}`) });

describe('Promozioni e Bonus in the browser', () => {
  for (const size of SIZES) {
    it(`every tab of demouser1's bonuses, the promotions and the code input (${size})`, async () => {
      const { page, context } = await newPage(browser(), { viewport: size });
      await loginAs(page, 'demouser1', 'Password123', '/account/promozioni-bonus/attivi');
      await page.waitForURL(/\/account\/promozioni-bonus\/real-bonus$/);
      await page.getByRole('heading', { name: 'Promozioni e Bonus', level: 1 }).waitFor();
      const real = page.locator('.bonus-list').first().locator('.bonus-card', { hasText: 'Bonus Scommesse Novembre' });
      await real.waitFor();
      expect(await real.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
      await real.getByText('SPORT20').waitFor();
      // The campaign's minimum odds, sent in hundredths (150) and shown divided by 100.
      expect(
        await real
          .locator('div', { has: page.getByText('Quota minima', { exact: true }) })
          .locator('dd')
          .textContent(),
      ).toBe('1,50');
      await page.getByText(/^Aggiornato: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
      // The promotions: a live coupon to redeem, and the expired one never unlocked.
      const promos = page.locator('.bonus-promos');
      await promos.locator('.bonus-card', { hasText: 'WEEKEND10' }).getByRole('button', { name: 'Riscatta' }).waitFor();
      await promos.getByText(/^Non sbloccato entro il \d{2}\/\d{2}\/\d{4}/).waitFor();
      await screenshot(page, `bonus-real-${size}`);
      await expectAxeClean(page);

      // Only non-empty codes are sent; an unknown code is refused by the server.
      await page.getByRole('button', { name: 'Sblocca' }).click();
      await page.getByText('Il campo è richiesto').waitFor();
      await page.getByPlaceholder('Inserisci codice promozione').fill('NONESISTE');
      await page.getByRole('button', { name: 'Sblocca' }).click();
      // The server's message is the specification's text: shown once, with its code, under 'Attenzione!'.
      const fail = dialogBox(page, { name: 'Attenzione!' });
      await fail.getByText('-1 - Promo o codice bonus non trovati', { exact: true }).waitFor();
      expect(await fail.getByText('Promo o codice bonus non trovati').count()).toBe(1);
      await fail.getByRole('button', { name: 'Chiudi' }).first().click();

      await tab(page, 'Fun Bonus').click();
      await page.locator('.bonus-card', { hasText: 'Fun Bonus Casino' }).getByRole('button', { name: 'Cancella bonus' }).waitFor();
      await screenshot(page, `bonus-fun-${size}`);
      await tab(page, 'Free Spin').click();
      const spins = page.locator('.bonus-card', { hasText: 'Free Spin Slot' });
      await spins.getByText('50', { exact: true }).waitFor();
      await spins.getByText('12', { exact: true }).waitFor();
      await tab(page, 'Free Bet').click();
      await page.locator('.bonus-card', { hasText: 'Free Bet Champions' }).waitFor();
      await tab(page, 'Scaduti').click();
      await page.locator('.bonus-card', { hasText: 'Bonus Casino Ottobre' }).getByText('scaduto').waitFor();
      await screenshot(page, `bonus-scaduti-${size}`);
      await expectAxeClean(page);
      await context.close();
    });
  }

  it('redeems a promotion, cancels a fun bonus after confirmation, and the balance follows (demobonus1)', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'desktop' });
    await loginAs(page, 'demobonus1', 'Password123', '/account/promozioni-bonus/real-bonus');
    // This file's own player: €50.00 and its €10.00 Fun Bonus Casino as seeded, whatever the other files did.
    await expect.poll(() => headerCents(page)).toBe(6000);
    const weekend = page.locator('.bonus-promos .bonus-card', { hasText: 'WEEKEND10' });
    await weekend.getByRole('button', { name: 'Riscatta' }).click();
    const ok = dialogBox(page, { name: 'Bonus riscattato correttamente' });
    await ok.waitFor();
    await ok.getByRole('button', { name: 'Chiudi' }).first().click();
    await page.locator('.bonus-list').first().locator('.bonus-card', { hasText: 'Bonus Sport Weekend' }).waitFor();
    await expect.poll(() => headerCents(page), { timeout: 10_000 }).toBe(7000);
    await weekend.getByText(/^Sbloccalo entro /).waitFor();

    await tab(page, 'Fun Bonus').click();
    await page.locator('.bonus-card', { hasText: 'Fun Bonus Casino' }).getByRole('button', { name: 'Cancella bonus' }).click();
    const confirm = dialogBox(page, { name: 'Cancella bonus' });
    await confirm.getByText('Sei sicuro di volere cancellare il tuo bonus? Una volta cancellato il bonus non potrà essere riaccreditato.').waitFor();
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Sì', exact: true }).click();
    // The cancellation is confirmed to the player, not only seen in the list and the balance.
    const done = dialogBox(page, { name: 'Bonus cancellato' });
    await done.getByText('Il bonus è stato cancellato e tolto dal saldo.').waitFor();
    await done.locator('.modal__footer').getByRole('button', { name: 'Chiudi' }).click();
    await page.getByText('Non sono disponibili dati').waitFor();
    await expect.poll(() => headerCents(page), { timeout: 10_000 }).toBe(6000);
    await tab(page, 'Scaduti').click();
    await page.locator('.bonus-card', { hasText: 'Fun Bonus Casino' }).getByText('annullato').waitFor();
    await context.close();
  });
});
