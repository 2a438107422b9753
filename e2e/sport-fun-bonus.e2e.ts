import { expect, it, describe } from 'vitest';
import type { Page } from 'playwright-core';
import { buyThroughPriceMoves, openSlip, slip } from './slip.ts';
import { dialogBox, expectAxeClean, loginAs, newPage, screenshotsIn, SIZES, useBrowser } from './support.ts';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/sport-fun-shots', { fullPage: false });
const PLAYER = 'e2esportfun1';

/** The withdrawable cents as the server holds them now (GetSaldo's prelevabile), with the page's own session. */
async function cashCents(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('bs.token') ?? sessionStorage.getItem('bs.token'));
  const r = await page.request.get('/api/Account/GetSaldo', { headers: { authorization: `Bearer ${token}` } });
  return ((await r.json()) as { ResponseData: { prelevabile: number } }).ResponseData.prelevabile;
}
/** The Fun Bonus Sport left in cents, as the server holds it (GET /api/Scommesse/FunBonus). */
async function funCents(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('bs.token') ?? sessionStorage.getItem('bs.token'));
  const r = await page.request.get('/api/Scommesse/FunBonus', { headers: { authorization: `Bearer ${token}` } });
  return ((await r.json()) as { ResponseData: { Residuo: number }[] }).ResponseData.reduce((sum, b) => sum + b.Residuo, 0);
}

describe('sportsbook: Fun Bonus Sport in the slip, a ranking unique code into the slip (issues 34, 39)', () => {
  for (const size of SIZES) {
    it(`at ${size}: 'Inserisci nel carrello' of a unique code fills the slip with its booked bet, the Fun Bonus rule is said, and the fun stake buys it`, async () => {
      const { context, page } = await newPage(browser(), { viewport: size });
      await loginAs(page, PLAYER, 'Password123', '/account/classifiche-ranking/conversioni-codice-unico');
      await page.getByRole('heading', { name: 'Ranking', level: 1 }).waitFor();

      // The ranking's unique code with a booked bet: 'Inserisci nel carrello' spends the points and loads the bet.
      const offer = page.locator('.ranking-offer', { hasText: 'Codice Multipla Fun Bonus' });
      await offer.getByRole('button', { name: 'Inserisci nel carrello' }).click();
      await dialogBox(page, { name: 'Inserisci nel carrello' }).getByRole('button', { name: 'Conferma' }).click();
      const done = dialogBox(page, { name: 'Ranking' });
      await done.getByText(/Operazione completata: La tua prenotazione è stata caricata nel carrello\./).waitFor();
      await expectAxeClean(page);
      await done.getByRole('button', { name: 'Vai al carrello' }).click();
      await page.waitForURL(/\/scommesse\/calcio$/);
      // The slip opens by itself once the booked bet is in (the bar says how many).
      await expect.poll(() => page.locator('.sb-slip__count').textContent(), { timeout: 15_000 }).toBe('3');
      await openSlip(page);
      await expect.poll(() => slip(page).getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);

      // The Fun Bonus Sport control: shown because the player has one usable.
      const s = slip(page);
      const toggle = s.getByLabel('Gioca con il Fun Bonus Sport');
      await toggle.waitFor();
      const leftBefore = await funCents(page);
      // The balance line itself: the slip's bar can show the same figure as a potential win (3 picks at 1,00).
      await s
        .locator('.sb-slip__fun-left')
        .getByText(`${(leftBefore / 100).toFixed(2).replace('.', ',')}`)
        .waitFor();
      await s.getByLabel('Multipla').check();
      await toggle.check();
      await s.getByText('Multipla prematch di almeno 3 eventi, ognuno con quota minima 1,50').waitFor();
      await shot(page, `slip-fun-${size}`);
      await expectAxeClean(page);

      // The rule said before buying: a single is refused by the slip as by the server.
      await s.getByLabel('Singola').check();
      await s.getByText('Con il Fun Bonus Sport si gioca una multipla prematch di almeno 3 eventi, ognuno con quota minima 1,50').waitFor();
      expect(await s.getByRole('button', { name: 'Scommetti con il Fun Bonus Sport' }).isDisabled()).toBe(true);
      await shot(page, `slip-fun-rule-${size}`);
      await s.getByLabel('Multipla').check();

      // Bought with the Fun Bonus Sport: the cash stays, the fun balance goes down by the stake.
      const cash = await cashCents(page);
      // The slip's answer, an acceptance or a refusal: a refusal fails below with the server's own words.
      const answer = s.locator('.notice--success, .notice--error').first();
      const accepted = await buyThroughPriceMoves(async () => {
        await s.getByRole('button', { name: /^(Scommetti con il Fun Bonus Sport|Accetta le nuove quote e scommetti)$/ }).click();
        await s.getByRole('button', { name: /^Conferma .* con il Fun Bonus Sport$/ }).click();
        await answer.waitFor({ timeout: 15_000 });
        return (await answer.textContent()) ?? '';
      });
      expect(accepted).toMatch(/^Scommessa accettata/);
      expect(await funCents(page)).toBe(leftBefore - 100);
      expect(await cashCents(page)).toBe(cash);
      expect(/DF[0-9A-F]{28}/.test((await answer.textContent()) ?? '')).toBe(true);
      await shot(page, `slip-fun-bought-${size}`);
      await context.close();
    });
  }
});
