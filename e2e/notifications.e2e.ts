import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAbove,
  expectAxeClean,
  expectPageEndsAbove,
  dismissLoginNotice,
  loginAnswer,
  newPage,
  operatorNotify,
  screenshotsIn,
  submitLogin,
  useBrowser,
  VIEWPORTS,
} from './support.ts';

const browser = useBrowser();

const shot = screenshotsIn('/tmp/notify-shots');
/**
 * This file's own player (apps/server/src/demo/e2e-players.ts; e2e/README.md), seeded with demouser1's
 * notifications: six not archived, three of them unread (one a payment-method alert), one archived.
 */
const PLAYER = 'e2enotify1';

/** Logs in with 'Ricordami', so a second tab of the same browser shares the session. */
async function loginRemembered(page: Page, username: string): Promise<void> {
  const answer = loginAnswer(page);
  await submitLogin(page, username, { remember: true });
  await page.getByTestId('header-balance').waitFor();
  await dismissLoginNotice(page, answer);
}

/** The badge's number as the page shows it now (no badge: 0); read inside `expect.poll`, which asks again. */
const unread = async (page: Page) => Number((await page.getByTestId('notify-count').allTextContents())[0] ?? 0);

describe('notifications in the browser', () => {
  it('a deposit made in one tab raises a popup and the badge in another; archive all empties the page (1366 px)', async () => {
    const { context, page: tabA } = await newPage(browser(), { viewport: 'desktop' });
    await loginRemembered(tabA, PLAYER);
    // The seeded unread payment-method notification is an error alert.
    await tabA.getByTestId('payment-method-alert').waitFor();
    await expect.poll(() => unread(tabA)).toBe(3);
    // Pinned to the bottom of the screen, it leaves the end of the page readable above it.
    const alert = tabA.getByTestId('payment-method-alert');
    await expectPageEndsAbove(tabA, alert);
    // On a phone, on a sportsbook page, it floats above the slip's bar instead of hiding it.
    await tabA.setViewportSize(VIEWPORTS.mobile);
    await tabA.goto('/scommesse');
    const bar = tabA.getByRole('button', { name: /^Carrello/ });
    await bar.waitFor();
    await alert.waitFor();
    await expectAbove(alert, bar);
    // A strip on a phone (three lines at most, the link beside them), not a card over the form.
    expect((await alert.boundingBox())!.height).toBeLessThan(100);
    await expectPageEndsAbove(tabA, alert);
    await tabA.setViewportSize(VIEWPORTS.desktop);

    const tabB = await context.newPage();
    await tabB.goto('/');
    await tabB.getByTestId('header-balance').waitFor();
    await expect.poll(() => unread(tabB)).toBe(3);
    const balanceBefore = await tabB.getByTestId('header-balance').textContent();

    await tabA.goto('/account/ricarica');
    await tabA.getByRole('button', { name: 'PayPal', exact: true }).click();
    await tabA.getByLabel('Importo (€)').fill('15');
    await tabA.getByRole('button', { name: 'Ricarica', exact: true }).click();
    await tabA.waitForURL(/\/sandbox\/paypal\/pay\/EC-/);
    await tabA.getByRole('button', { name: 'Approva il pagamento' }).click();
    await tabA.waitForURL(/\/account\/ricarica\/results\/success/);

    const popup = tabB.getByTestId('notify-popup');
    await popup.getByText('Ricarica accreditata').waitFor({ timeout: 10_000 });
    expect(await popup.textContent()).toContain('La ricarica di 15,00 €');
    // The header of the tab that only heard about it agrees with the message, without a reload.
    await expect.poll(() => tabB.getByTestId('header-balance').textContent(), { timeout: 5_000 }).not.toBe(balanceBefore);
    await expect.poll(() => unread(tabB)).toBe(4);
    await shot(tabB, 'popup-desktop');
    await expectAxeClean(tabB);
    // The popup closes by itself after 5 s.
    await popup.waitFor({ state: 'detached', timeout: 8_000 });

    await tabB.getByTestId('notify-bell').click();
    await tabB.waitForURL(/\/account\/notifiche$/);
    await tabB.getByRole('heading', { name: 'Notifiche', level: 1 }).waitFor();
    // The six seeded ones not archived and the deposit's.
    expect(await tabB.getByTestId('notify-item').count()).toBe(7);
    await shot(tabB, 'notifiche-desktop');
    await expectAxeClean(tabB);
    await tabB.getByRole('button', { name: 'Archivia tutte' }).click();
    await tabB.getByText('Non sono presenti notifiche').waitFor();
    expect(await tabB.getByTestId('notify-count').count()).toBe(0);
    // The other tab hears about it through the stream ('sync') and clears its badge and alert.
    await expect.poll(() => tabA.getByTestId('notify-count').count(), { timeout: 5_000 }).toBe(0);
    expect(await tabA.getByTestId('payment-method-alert').count()).toBe(0);
    // Gone, and the room kept for it after the footer with it.
    expect(await tabA.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    await context.close();
  });

  it('an operator message pops up at 390 px; read and archive one from the page', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'mobile' });
    await loginRemembered(page, PLAYER);
    await page.goto('/account/notifiche');
    await page.getByRole('heading', { name: 'Notifiche', level: 1 }).waitFor();
    await operatorNotify(PLAYER, { Title: 'Nuovo torneo', Body: 'Partecipa al torneo di poker di stasera.' });
    const popup = page.getByTestId('notify-popup');
    await popup.getByText('Nuovo torneo').waitFor({ timeout: 10_000 });
    // The popup closes by itself after 5 s, but not under the pointer: held for the screenshot and axe.
    await popup.hover();
    await shot(page, 'popup-mobile');
    await expectAxeClean(page);
    await popup.getByRole('button', { name: 'Chiudi la notifica' }).click();
    const item = page.getByTestId('notify-item').filter({ hasText: 'Nuovo torneo' });
    await item.waitFor();
    // Closing the popup read it.
    expect(await item.getByRole('button', { name: /Segna come letta/ }).count()).toBe(0);
    await shot(page, 'notifiche-mobile');
    await expectAxeClean(page);
    await item.getByRole('button', { name: /Archivia/ }).click();
    await item.waitFor({ state: 'detached' });
    // The focus goes on from the next item's 'Archivia' (or the title), never back to the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('[data-focus-key^="archive-"], h1') ?? false)).toBe(true);
    await context.close();
  });
});
