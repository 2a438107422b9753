import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterTwoFrames, loginAs, newPage, screenshotsIn, useBrowser } from './support.ts';

const browser = useBrowser();
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
    };
  });
}

describe('every account page of a demo player at 390 px', () => {
  it('scrolls only downwards, names itself and shows no internal name', async () => {
    const { page } = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(page, 'demouser1');
    const problems: string[] = [];
    for (const path of ACCOUNT_PAGES) {
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
      await shot(page, path.replace(/^\//, '').replace(/\//g, '_'));
      if (seen.scrollWidth > seen.innerWidth) problems.push(`${path}: ${seen.scrollWidth} px wide`);
      if (!seen.heading) problems.push(`${path}: no visible h1`);
      if (/^(Betsite|Page)$/.test(seen.title)) problems.push(`${path}: title '${seen.title}'`);
      if (seen.brokenCodes.length) problems.push(`${path}: codes cut in two: ${seen.brokenCodes.join(', ')}`);
      if (seen.activeTabHidden) problems.push(`${path}: the open profile tab is scrolled out of view`);
      if (seen.tabRows > 1) problems.push(`${path}: profile tabs on ${seen.tabRows} rows`);
      if (!seen.text.includes('Concessione GAD n.')) problems.push(`${path}: no concession in the footer`);
      if (path === '/account/help' && !/Telefono: \+39/.test(seen.text)) problems.push(`${path}: no phone number`);
      const internal = INTERNAL.exec(seen.text);
      if (internal) problems.push(`${path}: shows '${internal[0]}'`);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
