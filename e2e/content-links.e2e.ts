import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Where the walk starts: the home, the FAQ and every section the header, tiles and heroes lead to. */
const START = [
  '/',
  '/faq',
  '/pages/chi-siamo',
  '/pages/promozioni',
  '/pages/casino',
  '/pages/live',
  '/pages/poker',
  '/pages/carte',
  '/pages/lotterie',
  '/pages/bingo',
  '/games',
];

/**
 * Account pages of the specification that the content rightly links to and that other areas of the
 * account are still building (profile and documents, responsible gaming, bonuses, bet list). A dead
 * link anywhere else fails the walk; remove an entry here when its page lands.
 */
const ACCOUNT_PAGES_IN_PROGRESS = new Set([
  '/account/edit/gioco-consapevole',
  '/account/edit/documenti',
  '/account/edit/contatti-e-privacy',
  '/account/elenco-giocate',
]);

/**
 * Client-side navigation (as a click on a link does): no reload per page, so the walk stays quick. The
 * root layout names the document on every new route, so a blanked title tells when the route rendered.
 */
async function visit(page: Page, path: string): Promise<'ok' | 'not-found'> {
  await page.evaluate((p) => {
    document.title = '';
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () => document.title !== '' && !document.querySelector('main .loader, main [aria-busy="true"]') && document.querySelector('main h1'),
  );
  return (await page.locator('main h1', { hasText: 'Pagina non trovata' }).count()) > 0 ? 'not-found' : 'ok';
}

/** Every same-site address the page offers: links, the tabs' panels and the mobile page dropdowns. */
async function linksOn(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const collect = async () => {
    const hrefs = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
      ...[...document.querySelectorAll<HTMLOptionElement>('option[value^="/"]')].map((o) => new URL(o.value, location.href).href),
    ]);
    for (const h of hrefs) {
      const u = new URL(h);
      if (u.origin === new URL(page.url()).origin) found.add(u.pathname);
    }
  };
  await collect();
  const tabs = page.locator('main [role="tab"]');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await collect();
  }
  return [...found];
}

describe('seeded content links', () => {
  it('every internal link of the content leads to a page that exists', async () => {
    const { page, context } = await newPage(browser);
    // Starts on a page outside the walk, so the first visit is a real route change.
    await page.goto('/account/help');
    await page.locator('main h1').waitFor();
    const seen = new Set<string>(START);
    const queue = [...START];
    const broken: string[] = [];
    let walked = 0;
    while (queue.length) {
      const path = queue.shift()!;
      const result = await visit(page, path);
      walked++;
      if (result === 'not-found') {
        if (!ACCOUNT_PAGES_IN_PROGRESS.has(path)) broken.push(path);
        continue;
      }
      // Account pages and the logout link are checked to resolve, not walked (they are not content).
      if (path.startsWith('/account/')) continue;
      for (const link of await linksOn(page)) {
        if (seen.has(link) || link === '/account/logout' || /^\/(dev|api)\//.test(link)) continue;
        seen.add(link);
        // Files of the content (PDFs, images) must be there too.
        if (link.startsWith('/cms/')) {
          const status = (await page.request.get(link)).status();
          if (status !== 200) broken.push(`${link} (${status})`);
        } else queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    console.log(`content link walk: ${walked} addresses`);
    // The walk really went through the site (every section, page and FAQ).
    expect(walked).toBeGreaterThan(60);
    await context.close();
    // Its time grows with the content (151 addresses today: 22 s and 27 s in two CI runs), so it
    // has the walks' budget (mobile-walk.e2e.ts), not the 90 s of one scenario.
  }, 240_000);
});
