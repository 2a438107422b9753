import { describe, expect, it } from 'vitest';
import { expectAxeClean, headerCents, loginAs, newPage, screenshotsIn, serverCents, SIZES, useBrowser } from './support.ts';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/games-shots');

/** Each screen size stars and plays its own game, so the two runs do not undo each other's star. */
const GAME = { mobile: 'Starburst', desktop: 'Gonzo’s Quest' } as const;

describe('games lobby, game launch, history and favourites (issue 36)', () => {
  it('a visitor opening a game is sent to login with the return address', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'mobile' });
    await page.goto('/game/vegas/game/starburst');
    await page.waitForURL(/\/account\/login\?returnUrl=%2Fgame%2Fvegas%2Fgame%2Fstarburst/);
    // An old or mistyped category in a link is 'Tutti', not an empty lobby.
    await page.goto('/games?categoria=Inesistente');
    await page.getByRole('button', { name: 'Tutti', exact: true, pressed: true }).waitFor();
    await page.getByRole('link', { name: 'Starburst' }).first().waitFor();
    await context.close();
  });

  for (const size of SIZES) {
    it(`as a player at ${size}: star a game, play a round, see balance, statement, history and favourite, then again from a fresh browser`, async () => {
      const name = GAME[size];
      const { context, page } = await newPage(browser(), { viewport: size });
      await loginAs(page, 'demogames1');
      await page.goto('/games');
      await page.getByRole('heading', { name: 'Casinò', level: 1 }).waitFor();
      // The lobby's CMS area (after the games, loaded when it nears the screen), the filters and the search.
      const areaHeading = page.getByRole('heading', { name: 'Slot e giochi da tavolo' });
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 3000);
            return areaHeading.isVisible();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await page.evaluate(() => scrollTo(0, 0));
      await page.getByRole('button', { name: 'Tavolo', exact: true }).click();
      await page.getByRole('button', { name: 'Tavolo', exact: true, pressed: true }).waitFor();
      await page.getByRole('link', { name: 'Roulette europea' }).waitFor();
      await page.getByRole('link', { name }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Tutti', exact: true }).click();
      await page.getByLabel('Cerca un gioco').fill(name.slice(0, 5));
      const card = page.locator('main .games-all').getByRole('article').filter({ hasText: name });
      await card.getByRole('link', { name }).waitFor();
      // The star: the game joins the 'Preferiti' row.
      await card.getByRole('button', { name: `Aggiungi ${name} ai preferiti` }).click();
      await page.getByTestId('games-favourites').getByRole('link', { name }).waitFor();
      await shot(page, `lobby-${size}`);
      await expectAxeClean(page);

      await card.getByRole('link', { name }).click();
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      const before = await serverCents(page);
      await page.getByLabel('Puntata').selectOption({ label: '1,00 €' });
      // By keyboard: the button keeps the focus through the round, so the next Enter spins again.
      const gira = page.getByRole('button', { name: /^(Gira|Giro in corso…)$/ });
      await gira.focus();
      await page.keyboard.press('Enter');
      const result = page.getByTestId('slot-result');
      await result.getByText(/Giocata CS\d{30}/).waitFor();
      const code = /CS\d{30}/.exec((await result.textContent()) ?? '')![0];
      expect(await gira.evaluate((el) => el === document.activeElement)).toBe(true);
      const won = /Hai vinto ([\d.,]+)/.exec((await result.textContent()) ?? '');
      const win = won ? Math.round(Number(won[1]!.replace(/\./g, '').replace(',', '.')) * 100) : 0;
      expect(await serverCents(page)).toBe(before - 100 + win);
      await expect.poll(() => headerCents(page)).toBe(before - 100 + win);
      await shot(page, `game-${size}`);
      await expectAxeClean(page);

      // The statement has the round's stake.
      await page.goto('/account/estratto-conto');
      await page.getByRole('heading', { name: 'Estratto Conto', level: 1 }).waitFor();
      await page.getByText(code).first().waitFor();

      // The home's widgets: the game in the history and in the favourites (tab Casinò).
      const seeOnHome = async () => {
        await page.goto('/');
        const history = page.getByTestId('history-widget');
        await history.getByRole('tab', { name: 'Casinò' }).click();
        await history.getByRole('link', { name }).waitFor();
        const favourites = page.getByTestId('favourites-widget');
        await favourites.getByRole('tab', { name: 'Casinò' }).click();
        await favourites.getByRole('link', { name }).waitFor();
      };
      await seeOnHome();
      await shot(page, `home-widgets-${size}`);
      // The settings reached the server when the game page was left (sent on pagehide, not 10 s later).
      await context.close();

      const fresh = await newPage(browser(), { viewport: size });
      await loginAs(fresh.page, 'demogames1');
      const p2 = fresh.page;
      await p2.goto('/');
      const history = p2.getByTestId('history-widget');
      await history.getByRole('tab', { name: 'Casinò' }).click();
      await history.getByRole('link', { name }).waitFor();
      const favourites = p2.getByTestId('favourites-widget');
      await favourites.getByRole('tab', { name: 'Casinò' }).click();
      await favourites.getByRole('link', { name }).waitFor();
      await p2.goto('/games');
      await p2.getByTestId('games-recent').getByRole('link', { name }).waitFor();
      await p2.getByTestId('games-favourites').getByRole('link', { name }).waitFor();
      await fresh.context.close();
    }, 120_000);
  }
});
