import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { afterTwoFrames, dialogBox, expectAxeClean, expectPageEndsAbove, loginAs, newPage, screenshotsIn, useBrowser } from './support.ts';

const browser = useBrowser();
// e2emessages1 is this file's own player (apps/server/src/demo/e2e-players.ts; e2e/README.md).

const shot = screenshotsIn('/tmp/notify-shots', { fullPage: false });
/** The messages shown in this browser session (recorded when the site decides to show one). */
const shownThisSession = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('bs.serverMessagesShown') ?? '[]') as number[]);
/** A new browser session in the same browser: sessionStorage goes, the view counts (localStorage) stay. */
async function newSession(page: Page, url: string) {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(url);
}

describe('server messages in the browser', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`visitor popup and bottom banner on their page, once per session, popup capped at 2 views (${viewport})`, async () => {
      const { context, page } = await newPage(browser(), { viewport });
      await page.goto('/pages/contatti');
      const popup = dialogBox(page, { name: 'Benvenuto su Betsite' });
      await popup.waitFor();
      // Recorded first when the site shows it (server-messages.tsx): the popup's message id.
      const [popupId] = await shownThisSession(page);
      const banner = page.getByTestId('server-message-banner');
      await banner.getByText('Assistenza clienti').waitFor();
      await shot(page, `server-message-popup-${viewport}`);
      await expectAxeClean(page);
      await popup.getByRole('button', { name: 'Chiudi' }).last().click();
      await popup.waitFor({ state: 'detached' });
      await shot(page, `server-message-banner-${viewport}`);
      await expectAxeClean(page);
      // The banner covers the bottom of the screen: the footer's last lines can still be scrolled above it.
      await expectPageEndsAbove(page, banner);
      await banner.getByRole('button', { name: 'Chiudi il messaggio' }).click();
      await banner.waitFor({ state: 'detached' });

      // Same session: not again. Decided once the page has the messages (a new document fetches them).
      const shownBefore = await shownThisSession(page);
      const answered = page.waitForResponse((r) => r.url().includes(API.Environment.GetMessages));
      await page.goto('/pages/contatti');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await answered;
      await afterTwoFrames(page);
      expect(await shownThisSession(page)).toEqual(shownBefore);
      expect(await page.getByRole('dialog', { name: 'Benvenuto su Betsite' }).count()).toBe(0);
      expect(await page.getByTestId('server-message-banner').count()).toBe(0);

      // Second session: popup view 2 of 2, banner again (no cap).
      await newSession(page, '/pages/contatti');
      await popup.waitFor();
      await popup.getByRole('button', { name: 'Chiudi' }).last().click();
      await banner.waitFor();
      // Third session: the popup reached its cap; the banner still shows.
      await newSession(page, '/pages/contatti');
      await banner.waitFor();
      // The popup and the banner are chosen together from the same list: only the banner was shown.
      expect(await shownThisSession(page)).not.toContain(popupId);
      expect(await page.getByRole('dialog', { name: 'Benvenuto su Betsite' }).count()).toBe(0);
      // Another page: messages tied to /pages/contatti stay there.
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByTestId('server-message-banner').count()).toBe(0);
      await context.close();
    });
  }

  it('logged-in messages on their page, and the before-logout popup after logging out from it', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'desktop' });
    await loginAs(page, 'e2emessages1');
    await page.goto('/pages/carta-servizi');
    const popup = dialogBox(page, { name: 'Nuova Carta dei servizi' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Chiudi' }).last().click();
    await page.getByTestId('server-message-banner').getByText('Prelievi più veloci').waitFor();
    await page.getByRole('link', { name: 'Esci' }).click();
    // They show on the home, which the logout page loads as a new document.
    await page.waitForURL((u) => u.pathname === '/');
    const bye = dialogBox(page, { name: 'A presto!' });
    await bye.waitFor();
    await page.getByTestId('server-message-banner').getByText('Gioca responsabilmente').waitFor();
    await expectAxeClean(page);
    await context.close();
  });
});
