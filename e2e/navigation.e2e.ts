import { describe, expect, it } from 'vitest';
import { afterTwoFrames, dialogBox, loginKeepingNotice, newPage, screenshot, seriousA11yViolations, useBrowser } from './support.ts';

const browser = useBrowser();
// This file's own players (apps/server/src/demo/e2e-players.ts; e2e/README.md): e2enav1 opens the
// phone menu logged in; e2estatusnav1 (a copy of demostatus1) logs in twice for the two notices.

describe('mobile navigation menu', () => {
  it('opens with aria-expanded, keeps focus inside, closes with Escape, and lists the account when logged in', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The wide-screen navigation is hidden on phones; the menu is the way to the sections.
    expect(await page.getByRole('navigation', { name: 'Principale' }).isVisible()).toBe(false);
    await toggle.click();
    const panel = dialogBox(page, { name: 'Menu' });
    await panel.getByRole('link', { name: 'Promozioni' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'mobile-menu-visitor');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Tab and Shift+Tab wrap around inside the panel.
    const focusables = panel.locator('a[href], button');
    const count = await focusables.count();
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);

    // A choice navigates and closes the panel.
    await toggle.click();
    await panel.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/\/faq$/);
    await panel.waitFor({ state: 'hidden' });

    await loginKeepingNotice(page, 'e2enav1');
    // A logged-in player is not offered the welcome bonus for new visitors, not even for a moment.
    // The server renders the home for a visitor (it never knows the player), so the welcome slide is
    // in its markup; under the stored session it stays hidden while the session is checked (the check
    // held here), and the player's content then replaces it.
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    await page.route('**/api/Account/CheckAuth*', async (route) => {
      await checkHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.getByTestId('promo-list').waitFor();
    const welcome = page.getByText('Nuovo su Betsite?');
    expect(await welcome.count()).toBe(1);
    expect(await welcome.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Registrati ora' }).isVisible()).toBe(false);
    releaseCheck();
    await expect.poll(() => welcome.count()).toBe(0);
    await page.unroute('**/api/Account/CheckAuth*');
    await toggle.click();
    for (const name of ['Il mio conto', 'Ricarica', 'Prelievo', 'Stato conto', 'Esci']) await panel.getByRole('link', { name, exact: true }).waitFor();
    await screenshot(page, 'mobile-menu-player');
    await panel.getByRole('link', { name: 'Ricarica', exact: true }).click();
    await page.waitForURL(/\/account\/ricarica$/);
    await context.close();
  });

  it('shows the visitors their welcome slide once a stored session turns out to be refused', async () => {
    const { page } = await newPage(browser(), { viewport: 'mobile' });
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.setItem('bs.remember', '1');
      localStorage.setItem('bs.token', 'scaduto.non.valido');
    });
    await page.goto('/');
    await page.getByText('Nuovo su Betsite?').waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Registrati ora' }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hide-visitor'))).toBe(false);
  });

  it('is not there on wide screens, where the header shows the sections', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'desktop' });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await nav.getByRole('link', { name: 'Casinò' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    // The products first: the sportsbook, its live page and the games lobby are sections of their own.
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Scommesse', 'Live', 'Casinò', 'Promozioni', 'FAQ', 'Gioco responsabile']);
    await nav.getByRole('link', { name: 'Scommesse' }).click();
    await page.waitForURL(/\/scommesse$/);
    // On a narrower wide screen the sections scroll inside the header; the page never scrolls sideways.
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await context.close();
  });
});

describe('modals take turns', () => {
  it("'Altri dispositivi disconnessi' first, then 'Stato conto': never two at once", async () => {
    // A first session, so that the second login closes it and gets 'Altri dispositivi disconnessi'.
    const first = await newPage(browser());
    await loginKeepingNotice(first.page, 'e2estatusnav1');
    await first.context.close();

    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    // The page records the most dialogs ever open at once, on every change of the document: 'Stato
    // conto' must wait its turn, never stack underneath, at any moment, however fast the machine.
    await page.addInitScript(() => {
      const w = window as unknown as { mostDialogs: number };
      w.mostDialogs = 0;
      new MutationObserver(() => {
        w.mostDialogs = Math.max(w.mostDialogs, document.querySelectorAll('dialog[open], [role=dialog]').length);
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    const mostDialogs = () => page.evaluate(() => (window as unknown as { mostDialogs: number }).mostDialogs);
    await loginKeepingNotice(page, 'e2estatusnav1');
    const notice = dialogBox(page, { name: 'Altri dispositivi disconnessi' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Chiudi' }).first().click();
    const status = dialogBox(page, { name: 'Stato conto' });
    await status.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await status.getByRole('button', { name: 'Non ora' }).click();
    await status.waitFor({ state: 'detached' });
    expect(await mostDialogs()).toBe(1);
    await context.close();
  });
});

describe('document titles', () => {
  it('every route names itself', async () => {
    const { page, context } = await newPage(browser());
    const expected: [string, string][] = [
      ['/account/login', 'Accedi | Betsite'],
      ['/account/registration', 'Registrazione | Betsite'],
      ['/account/help', 'Assistenza | Betsite'],
      ['/faq', 'FAQ | Betsite'],
      ['/pages/chi-siamo', 'Chi siamo | Betsite'],
      ['/non/esiste', 'Pagina non trovata | Betsite'],
    ];
    for (const [path, title] of expected) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(title);
    }
    await context.close();
  });
});

describe('the focus by keyboard', () => {
  it('comes back to the field after a message box, and starts in the new page after a move in the app', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    await page.goto('/account/login');
    await page.getByLabel('Username').fill('nessuno-tale');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Sbagliata123');
    await password.press('Enter');
    const box = dialogBox(page, { name: 'Attenzione!' });
    await box.waitFor();
    // The box starts on its button, not on the close icon, and its text is its description.
    await expect.poll(() => box.locator('.modal__footer .btn--primary').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.getAttribute('aria-describedby')).toBeTruthy();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    // Not <body>, where the next Tab would start again from the top of the page.
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);

    // The menu's link followed by keyboard: the focus is in the new page, whose title is announced.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const faq = dialogBox(page, { name: 'Menu' }).getByRole('link', { name: 'FAQ', exact: true });
    await faq.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'FAQ | Betsite' }).count()).toBe(1);
    await context.close();
  });
});

describe('links of the header, footer and CMS content', () => {
  it('follow in the app without loading the document again, and keep Back working', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'desktop' });
    await page.goto('/');
    await page.getByTestId('promo-list').waitFor();
    // A document load would drop this mark.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(/\/faq$/);
    // The FAQ page itself, not the home's heading while the FAQ's module loads.
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(await sameDocument()).toBe(true);

    await page.getByRole('link', { name: 'Betsite, vai alla home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // A link of the CMS content (the first promo's, a path of the site).
    const promoLink = page.getByTestId('promo-list').locator('a[href^="/"]').first();
    const target = await promoLink.getAttribute('href');
    expect(target).toMatch(/^\/[^/]/);
    await promoLink.click();
    await page.waitForURL((url) => url.pathname + url.search + url.hash === target);
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('promo-list').waitFor();
    expect(await sameDocument()).toBe(true);

    // The footer's FAQ link on the FAQ page replaces the entry instead of adding one.
    const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
    await faqLink.click();
    await page.waitForURL(/\/faq$/);
    const depth = await page.evaluate(() => history.length);
    await faqLink.click();
    await afterTwoFrames(page);
    expect(await page.evaluate(() => history.length)).toBe(depth);
    expect(await sameDocument()).toBe(true);
    await context.close();
  });
});
