import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterTwoFrames, loginAs, newPage, screenshotsIn, useBrowser } from './support.ts';

const browser = useBrowser();
// demouser1 walks the account pages, only looking (nothing is saved): it is the one player whose
// demo history fills them, so every page is walked with data. Its ended VIP Sport periods earn a
// Free Bet once, from the server's VIP Sport pass at start or the first read of its history,
// whichever comes first: that is why no file asserts demouser1's balance (e2e/README.md).
const shot = screenshotsIn('/tmp/mobile-walk');

/** Every account page of a logged-in player, as the menu reaches them. */
const ACCOUNT_PAGES = [
  '/account/dashboard',
  '/account/status',
  '/account/edit/anagrafica',
  '/account/edit/documenti',
  '/account/edit/contatti-e-privacy',
  '/account/edit/contatti-e-privacy/edit-contacts',
  '/account/edit/password',
  '/account/edit/security',
  '/account/edit/status',
  '/account/edit/gioco-consapevole',
  '/account/ricarica',
  '/account/prelievo',
  '/account/elenco-prelievi',
  '/account/promozioni-bonus/real-bonus',
  '/account/vip',
  '/account/vip-program',
  '/account/comp-point',
  '/account/estratto-conto',
  '/account/elenco-giocate',
  '/account/notifiche',
  '/account/classifiche-ranking',
  '/user-settings',
  '/account/help',
];

/** What a player must never read: internal method names, ledger kinds, transaction UUIDs. */
const INTERNAL = /Ricarica_|Prelievo_|withdrawal_|bonus_(?:grant|convert|expire|cancel)|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/** The page's data is in: no loader left (some pages poll, so the network never goes idle). */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('main .loader, main [aria-busy="true"], main .skeleton'));
  await afterTwoFrames(page);
}

/** The page as a phone shows it: how wide it scrolls, its title, its visible heading and text. */
async function look(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1, h1');
    const box = h1?.getBoundingClientRect();
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      title: document.title,
      heading: box && box.width > 0 && box.height > 0 ? (h1!.textContent ?? '').trim() : '',
      text: document.body.innerText,
      // Ticket codes go to a new line whole, never cut in two ('DF' / 'U100322').
      brokenCodes: [...document.querySelectorAll('.bets-table__code')].filter((c) => c.getClientRects().length > 1).map((c) => c.textContent),
      // The profile's tabs stay on one row (it scrolls sideways) instead of wrapping onto three.
      // …and the open one is in the row's view.
      activeTabHidden: (() => {
        const row = document.querySelector('.profile__tabs ul')?.getBoundingClientRect();
        const tab = document.querySelector('.profile__tabs .is-active')?.getBoundingClientRect();
        return Boolean(row && tab && (tab.left < row.left - 1 || tab.right > row.right + 1));
      })(),
      tabRows: new Set([...document.querySelectorAll('.profile__tabs li')].map((li) => (li as HTMLElement).offsetTop)).size,
      // On a desktop the header's sections all show, logged in too (balance, bell, name and 'Esci'
      // beside them): a section cut off at the edge is one a mouse user does not know is there.
      navClipped: (() => {
        const nav = document.querySelector('.site-nav');
        return nav && getComputedStyle(nav).display !== 'none' ? nav.scrollWidth - nav.clientWidth : 0;
      })(),
    };
  });
}

/** The public routes a visitor reaches (js-budget.e2e.ts's list), walked logged out. */
const PUBLIC_PAGES = [
  '/',
  '/pages/termini-condizioni',
  '/pages/casino',
  '/faq',
  '/faq/bonus-e-promozioni',
  '/account/login',
  '/account/registration',
  '/account/affiliate',
  '/games',
  '/scommesse',
  '/scommesse/live',
];

/** Walks `paths` and lists what a player must not meet: sideways scroll, no title, internal names… */
async function walk(page: Page, paths: readonly string[], width: number): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await settled(page);
    if (path === '/account/elenco-giocate') {
      // An expanded ticket is the widest thing of the bet list.
      const more = page.getByRole('button', { name: 'Mostra dettaglio' }).first();
      if (await more.count()) {
        await more.click();
        await settled(page);
      }
    }
    // The help page's contacts come with the site's settings, after its own data: wait for them
    // (the check below reports a page that never shows them).
    if (path === '/account/help')
      await page
        .getByText(/Telefono: \+39/)
        .first()
        .waitFor()
        .catch(() => undefined);
    const seen = await look(page);
    await shot(page, `${width}_${path.replace(/^\//, '').replace(/\//g, '_') || 'home'}`);
    const at = `${path} at ${width} px`;
    if (seen.scrollWidth > seen.innerWidth) problems.push(`${at}: ${seen.scrollWidth} px wide`);
    if (!seen.heading) problems.push(`${at}: no visible h1`);
    if (/^(Betsite|Page)$/.test(seen.title)) problems.push(`${at}: title '${seen.title}'`);
    if (seen.brokenCodes.length) problems.push(`${at}: codes cut in two: ${seen.brokenCodes.join(', ')}`);
    if (seen.activeTabHidden) problems.push(`${at}: the open profile tab is scrolled out of view`);
    if (seen.tabRows > 1) problems.push(`${at}: profile tabs on ${seen.tabRows} rows`);
    if (width >= 1280 && seen.navClipped > 0) problems.push(`${at}: header sections cut off by ${seen.navClipped} px`);
    if (!seen.text.includes('Concessione GAD n.')) problems.push(`${at}: no concession in the footer`);
    if (path === '/account/help' && !/Telefono: \+39/.test(seen.text)) problems.push(`${at}: no phone number`);
    const internal = INTERNAL.exec(seen.text);
    if (internal) problems.push(`${at}: shows '${internal[0]}'`);
  }
  return problems;
}

// At 390 px (the walk) and at 1366 px, with the same checks.
describe.each(['mobile', 'desktop'] as const)('every page at %s size', (size) => {
  const width = size === 'mobile' ? 390 : 1366;
  it(`public pages, logged out, at ${width} px: scroll only downwards, name themselves and show no internal name`, async () => {
    const { page } = await newPage(browser(), { viewport: size });
    expect(await walk(page, PUBLIC_PAGES, width)).toEqual([]);
  }, 120_000);

  it(`every account page of a demo player at ${width} px: scrolls only downwards, names itself and shows no internal name`, async () => {
    const { page } = await newPage(browser(), { viewport: size });
    await loginAs(page, 'demouser1');
    expect(await walk(page, ACCOUNT_PAGES, width)).toEqual([]);
  }, 240_000);
});
