import { describe, expect, it } from 'vitest';
import { dialogBox, expectAxeClean, loginAs, newPage, screenshot, SIZES, useBrowser } from './support.ts';

// demouser1's VIP Sport history comes from its demo tickets; its coupons are Free Bets (no money moves).
const browser = useBrowser();

describe('VIP Sport in the browser', () => {
  for (const size of SIZES) {
    it(`profiles, the history of periods, detail panel and ticket modals of demouser1 (${size})`, async () => {
      const { page, context } = await newPage(browser(), { viewport: size });
      await loginAs(page, 'demouser1', 'Password123', '/account/vip');
      await page.getByRole('heading', { name: 'VIP Sport', level: 1 }).waitFor();
      await page
        .locator('.vip-profile', { hasText: 'VIP Sport Settimanale' })
        .getByText('Obiettivi: almeno 15,00 € giocati, 2 giocate, 25% di perdita')
        .waitFor();
      const periods = page.locator('.vip-period');
      await periods.first().waitFor();
      expect(await periods.count()).toBe(10);
      // The current period says whether the goals are met so far.
      const current = periods.first();
      await current
        .locator('.notice')
        .filter({ hasText: /^(Complimenti|Attenzione)/ })
        .waitFor();
      const pager = page.getByRole('navigation', { name: 'Pagine dello storico VIP' });
      expect(await pager.getByRole('button', { name: /^Pagina \d+$/ }).count()).toBe(5);
      await screenshot(page, `vip-sport-${size}`);
      await expectAxeClean(page);

      // A processed period: its detail panel (max payout = 100 − lost %) and its processed tickets.
      const processed = periods.filter({ has: page.getByRole('button', { name: 'Schedine elaborate' }) }).first();
      await processed.getByRole('button', { name: 'Dettaglio' }).click();
      await screenshot(page, `vip-sport-detail-${size}`);
      const lost = Number(
        ((await processed.locator('.vip-figures div', { hasText: 'Percentuale persa' }).locator('dd').textContent()) ?? '').replace(/%.*/, ''),
      );
      await processed
        .locator('.vip-figures div', { hasText: 'Payout massimo' })
        .getByText(`${100 - lost}%`)
        .waitFor();
      await processed.getByRole('button', { name: 'Schedine elaborate' }).click();
      const modal = dialogBox(page, { name: 'Schedine elaborate' });
      await modal.getByRole('table').waitFor();
      expect(await modal.getByRole('row').count()).toBeGreaterThan(1);
      await expectAxeClean(page);
      await modal.getByRole('button', { name: 'Chiudi' }).first().click();

      // The current period's tickets still waiting for a result.
      const withOpen = periods.filter({ has: page.getByRole('button', { name: /^Schedine aperte/ }) }).first();
      await withOpen.getByRole('button', { name: /^Schedine aperte/ }).click();
      const openModal = dialogBox(page, { name: 'Schedine aperte' });
      await openModal
        .getByText(/VENDUTO/)
        .first()
        .waitFor();
      await openModal.getByRole('button', { name: 'Chiudi' }).first().click();

      await page.locator('.vip-profile', { hasText: 'VIP Sport Settimanale' }).getByRole('button', { name: 'Punti VIP' }).click();
      await dialogBox(page, { name: /^Punti VIP/ })
        .getByText(/^Totale:/)
        .waitFor();
      await context.close();
    });
  }
});
