import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './backoffice-support.ts';
import {
  baseUrl,
  loginAs,
  newPage,
  screenshotsIn,
  seriousA11yViolations,
  storedSession,
  storedSessionState,
  useBrowser,
  VIEWPORTS,
  type StoredSession,
} from './support.ts';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/theme-shots');

// demouser1's screens are only looked at (its history, its bonuses); the player's own theme choice
// is saved on e2etheme1, this file's own player (e2e/README.md).
let session: StoredSession;
beforeAll(async () => {
  session = await storedSession('demouser1');
});

/** Ten screens that between them use every kind of surface: content, forms, tables, notices, tabs, cards. */
const VISITOR = ['/', '/faq', '/account/login', '/account/registration'];
const PLAYER = [
  '/account/dashboard',
  '/account/ricarica',
  '/account/estratto-conto',
  '/account/edit/gioco-consapevole',
  '/account/promozioni-bonus/real-bonus',
  '/user-settings',
];

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const s = getComputedStyle(document.body);
    return { background: s.backgroundColor, text: s.color };
  });

describe('dark theme', () => {
  for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`ten screens and the back office follow a dark system scheme, axe clean (${size})`, async () => {
      const origin = new URL(baseUrl()).origin;
      const context = await browser().newContext({
        viewport: VIEWPORTS[size],
        baseURL: origin,
        locale: 'it-IT',
        timezoneId: 'Europe/Rome',
        colorScheme: 'dark',
        storageState: storedSessionState(origin, session),
      });
      const visitor = await browser().newContext({ viewport: VIEWPORTS[size], baseURL: origin, locale: 'it-IT', colorScheme: 'dark' });
      try {
        for (const [ctx, paths] of [
          [visitor, VISITOR],
          [context, PLAYER],
        ] as const) {
          for (const path of paths) {
            const page = await ctx.newPage();
            await page.goto(path);
            await page.locator('h1').first().waitFor();
            await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
            await page.locator('.loader').first().waitFor({ state: 'detached' });
            // Dark: a dark page under light text.
            expect(await bodyColours(page), path).toEqual({ background: 'rgb(13, 18, 16)', text: 'rgb(227, 235, 231)' });
            await shot(page, `dark-${size}${path.replaceAll('/', '-')}`);
            expect(await seriousA11yViolations(page), `${path} (${size})`).toEqual([]);
            await page.close();
          }
        }
        const page = await visitor.newPage();
        await signIn(page, 'demooperator');
        await page.locator('.loader').first().waitFor({ state: 'detached' });
        await page.locator('main h1, main h2').first().waitFor();
        expect((await bodyColours(page)).background).toBe('rgb(13, 18, 16)');
        await shot(page, `dark-${size}-backoffice`);
        expect(await seriousA11yViolations(page), `back office (${size})`).toEqual([]);
      } finally {
        await context.close();
        await visitor.close();
      }
    }, 240_000);
  }

  it("a player's choice in Preferenze is kept, shown from the first paint, and follows them to another browser; the ticket print stays light", async () => {
    const { page, context } = await newPage(browser(), { viewport: 'desktop' });
    await loginAs(page, 'e2etheme1');
    await page.goto('/user-settings');
    await page.getByRole('radio', { name: 'Scuro' }).check();
    expect(await themeOf(page)).toBe('dark');
    // Saved to the server 10 s after the change, or at once on logout.
    await page.getByRole('link', { name: 'Esci' }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    // A new page of this browser is dark before any script of the app runs (no flash of light).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/faq');
    expect(await themeOf(page)).toBe('dark');
    expect((await bodyColours(page)).background).toBe('rgb(13, 18, 16)');
    await page.unroute('**/assets/*.js');
    await page.goto('/ticket-print/0');
    expect(await themeOf(page)).toBe('light');
    await context.close();

    // Another browser with a light system scheme: the player's choice arrives with the login.
    const other = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(other.page, 'e2etheme1');
    await expect.poll(() => themeOf(other.page)).toBe('dark');
    await other.page.goto('/user-settings');
    await other.page.getByRole('radio', { name: 'Automatico (come il dispositivo)' }).check();
    expect(await themeOf(other.page)).toBeNull();
    expect((await bodyColours(other.page)).background).toBe('rgb(244, 246, 245)');
    await other.context.close();
  });
});
