import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialogBox, expectAxeClean, loginAs, newPage, screenshot, SIZES, useBrowser } from './support.ts';

// demouser1's points (those of its demo tickets) are only looked at here, in both sizes; what
// spends or adds points (a Free Bet conversion, a unique code) happens on e2eranking1, this file's
// own player (e2e/README.md: 700 convertible points and its code RKE2E150), so its figures are exact.
const browser = useBrowser();

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Sezioni del Ranking' });
const points = async (page: Page, label: string) => {
  const row = page.locator('.ranking-saldo div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  const text = (await row.locator('dd').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};

describe('Classifiche Ranking in the browser', () => {
  for (const size of SIZES) {
    it(`balances, offers, statement with the '*' rule and coupons of demouser1 (${size})`, async () => {
      const { page, context } = await newPage(browser(), { viewport: size });
      await loginAs(page, 'demouser1', 'Password123', '/account/classifiche-ranking');
      await page.getByRole('heading', { name: 'Ranking', level: 1 }).waitFor();
      await page.getByText(/^Ultimo aggiornamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
      expect(await points(page, 'Saldo convertibile')).toBeGreaterThanOrEqual(250);
      expect(await points(page, 'Saldo')).toBeGreaterThan(await points(page, 'Saldo convertibile'));
      // The back arrow is for mobile only.
      expect(await page.getByRole('link', { name: 'Indietro' }).isVisible()).toBe(size === 'mobile');

      const freeBet = page.locator('.ranking-offer', { hasText: 'Free Bet 5 €' });
      await freeBet.getByText('Massimo 2 al mese').waitFor();
      await freeBet.getByText(/^Fino Al \d{2}\/\d{2}\/\d{4}$/).waitFor();
      expect(await freeBet.getByRole('button', { name: 'Gioca gratis' }).isEnabled()).toBe(true);
      const welcome = page.locator('.ranking-offer', { hasText: 'Bonus Benvenuto Ranking' });
      expect(await welcome.getByRole('button', { name: 'Gioca gratis' }).isDisabled()).toBe(true);
      await welcome.getByText(/^Bonus Benvenuto, entro 30 giorni dalla registrazione$/).waitFor();
      const casino = page.locator('.ranking-offer', { hasText: 'Bonus Casino 10 €' });
      await casino.locator('s', { hasText: '800 pt' }).waitFor();
      await casino.getByRole('button', { name: 'Scopri tutti i dettagli' }).click();
      await casino.getByText(/rigiocato una volta diventa saldo prelevabile/).waitFor();
      await casino.getByRole('button', { name: 'Chiudi' }).waitFor();
      await page.getByRole('heading', { name: 'Come attivare i Coupons?' }).waitFor();
      await screenshot(page, `ranking-conversioni-${size}`);
      await expectAxeClean(page);

      // Filters are sub-paths: only the promos, then the unique codes.
      await page.getByRole('navigation', { name: 'Filtra le conversioni' }).getByRole('link', { name: 'Promozioni' }).click();
      await page.waitForURL(/\/conversioni-promozioni$/);
      await page.locator('.ranking-offer', { hasText: 'Promo Multipla Sport' }).getByRole('button', { name: 'Attiva Promo' }).waitFor();
      // The full list can still be on screen for a moment after the address changes: asked again until filtered.
      await expect.poll(() => page.locator('.ranking-offer').count()).toBe(1);
      await page.goto('/account/classifiche-ranking/conversioni-codice-unico');
      await page.locator('.ranking-offer', { hasText: 'Codice Free Bet 10 €' }).getByRole('button', { name: 'Inserisci nel carrello' }).waitFor();

      await tabs(page).getByRole('link', { name: 'Estratto conto' }).click();
      await page.waitForURL(/\/estratto-conto$/);
      await expect.poll(() => page.locator('.ranking-movement').count()).toBe(5);
      const pager = page.getByRole('navigation', { name: 'Pagine dei movimenti' });
      expect(await pager.getByRole('button', { name: /^Pagina \d+$/ }).count()).toBe(5);
      await pager.getByRole('button', { name: 'Pagina 2' }).click();
      await expect.poll(() => pager.getByRole('button', { name: 'Pagina 2' }).getAttribute('aria-current')).toBe('page');
      await page.getByText('*Non valido per il conteggio dei punti convertibili').waitFor();
      await page.getByRole('table', { name: 'Punti validi per gioco' }).getByRole('rowheader', { name: 'Scommesse Sportive' }).waitFor();
      await page.getByLabel('Stato').selectOption('star');
      // Only the entries that do not count for the convertible balance, each marked '*'.
      await page.locator('.ranking-movement', { hasText: 'Punti classifica del torneo di novembre' }).waitFor();
      const reasons = await page.locator('.ranking-movement__reason').allTextContents();
      expect(reasons.length).toBeGreaterThan(0);
      for (const r of reasons) expect(r.endsWith(' *')).toBe(true);
      await screenshot(page, `ranking-estratto-${size}`);
      await expectAxeClean(page);

      await tabs(page).getByRole('link', { name: 'Bonus' }).click();
      await page.waitForURL(/\/coupons$/);
      await page.getByRole('navigation', { name: 'Filtra i coupons' }).getByRole('link', { name: 'Scaduti' }).click();
      await page.waitForURL(/\/coupons-expired$/);
      await page.getByText('Non sono disponibili coupons').waitFor();
      await expectAxeClean(page);
      await context.close();
    });
  }

  it('converts points into a Free Bet once, refuses an unknown code and tries a stored code on opening', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'desktop' });
    await loginAs(page, 'e2eranking1', 'Password123', '/account/classifiche-ranking/conversioni-coupons');
    await page.getByRole('heading', { name: 'Ranking', level: 1 }).waitFor();
    await expect.poll(() => points(page, 'Saldo convertibile')).toBe(700);
    expect(await points(page, 'Saldo')).toBe(700);
    await page.locator('.ranking-offer', { hasText: 'Free Bet 5 €' }).getByRole('button', { name: 'Gioca gratis' }).click();
    const confirm = dialogBox(page, { name: 'Gioca gratis' });
    await confirm.getByText('Vuoi usare 250 pt per «Free Bet 5 €»?').waitFor();
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    const done = dialogBox(page, { name: 'Ranking' });
    await done.getByText(/^Conversione avvenuta con successo: codice RK[0-9A-F]{10}$/).waitFor();
    await done.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect.poll(() => points(page, 'Saldo convertibile'), { timeout: 10_000 }).toBe(450);
    await tabs(page).getByRole('link', { name: 'Bonus' }).click();
    await page.getByRole('navigation', { name: 'Filtra i coupons' }).getByRole('link', { name: 'Attivi' }).click();
    await page
      .locator('.ranking-coupon', { hasText: 'Free Bet 5 €' })
      .getByText(/^Attivo/)
      .waitFor();
    await screenshot(page, 'ranking-coupons-desktop');

    // Only a non-empty code is sent; an unknown one is refused by the server with its message.
    await page.getByRole('button', { name: 'Sblocca' }).click();
    await page.getByText('Il campo è richiesto').waitFor();
    await page.getByPlaceholder('Inserisci codice unico').fill('RKNONESISTE');
    await page.getByRole('button', { name: 'Sblocca' }).click();
    const fail = dialogBox(page, { name: 'Attenzione!' });
    await fail.getByText('Si è verificato un errore durante lo sblocco del codice unico: Codice unico non valido o già utilizzato').waitFor();
    await fail.getByRole('button', { name: 'Chiudi' }).first().click();

    // A stored code is tried once on opening and cleared.
    await page.evaluate(() => localStorage.setItem('RankingUniqueCode', 'RKE2E150'));
    await page.reload();
    const ok = dialogBox(page, { name: 'Ranking' });
    await ok.getByText('Codice unico sbloccato con successo').waitFor();
    await ok.getByRole('button', { name: 'Chiudi' }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('RankingUniqueCode'))).toBeNull();
    await expect.poll(() => points(page, 'Saldo convertibile'), { timeout: 10_000 }).toBe(600);
    expect(await points(page, 'Saldo')).toBe(600);
    await context.close();
  });
});
