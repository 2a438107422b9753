import { describe, expect, it } from 'vitest';
import { expectAxeClean, loginAs, newPage, screenshotsIn, useBrowser } from './support.ts';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/games-shots');
const SPORT = '/scommesse/promozione/bonus-scommesse-di-novembre';
/** This file's own player (apps/server/src/demo/e2e-players.ts; e2e/README.md): it redeems the bonus, so no other file's player gets it. */
const PLAYER = 'e2epromo1';

describe('promotion pages (issue 36)', () => {
  it('an unknown or expired promotion is Pagina non trovata with HTTP 404', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'mobile' });
    for (const path of ['/scommesse/promozione/nessuna', '/games/promozione/torneo-di-poker-destate', '/games/promozione/bonus-scommesse-di-novembre']) {
      const r = await page.goto(path);
      expect(r?.status(), path).toBe(404);
      await page.getByRole('heading', { name: 'Pagina non trovata', level: 1 }).waitFor();
    }
    await context.close();
  });

  it('a visitor sees image, body, Scadenza and CTA; the casino promotion page too (1366 px)', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'desktop' });
    const r = await page.goto(SPORT);
    expect(r?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Bonus scommesse di novembre', level: 1 }).waitFor();
    await page.getByText('Scadenza:').waitFor();
    await page.getByRole('link', { name: 'Accedi per riscattare' }).waitFor();
    await shot(page, 'promo-desktop');
    await expectAxeClean(page);
    await page.goto('/games/promozione/slot-della-settimana');
    await page.getByRole('link', { name: 'Vai al casinò' }).click();
    await page.getByRole('heading', { name: 'Casinò', level: 1 }).waitFor();
    await context.close();
  });

  it('a player redeems the bonus with Riscatta and finds the page in the sport history (390 px)', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(page, PLAYER, 'Password123');
    await page.goto(SPORT);
    await page.getByRole('button', { name: 'Riscatta' }).click();
    await page.locator('.notice--success').waitFor();
    await shot(page, 'promo-redeemed-mobile');
    await expectAxeClean(page);
    // A second redeem is refused by the bonus module, in Italian.
    await page.getByRole('button', { name: 'Riscatta' }).click();
    await page.locator('.notice--error').waitFor();
    await page.goto('/');
    const history = page.getByTestId('history-widget');
    await history.getByRole('tab', { name: 'Sport' }).click();
    await history.getByRole('link', { name: 'Bonus scommesse di novembre' }).waitFor();
    await context.close();
  });
});
