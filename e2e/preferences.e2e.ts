import { describe, expect, it } from 'vitest';
import { expectAxeClean, loginAs, newPage, screenshotsIn, useBrowser } from './support.ts';

// e2eprefs1 is this file's own player (e2e/README.md), seeded with demouser1's history and favourites.
const browser = useBrowser();

const shot = screenshotsIn('/tmp/notify-shots');

describe('preferences, history and favourites in the browser', () => {
  it('preferences are saved and found again after a new login (1366 px)', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'desktop' });
    await loginAs(page, 'e2eprefs1');
    await page.goto('/user-settings');
    await page.getByRole('heading', { name: 'Preferenze', level: 1 }).waitFor();
    // This file's player starts from the defaults.
    await expect.poll(() => page.getByLabel('Importo predefinito (€)').inputValue()).toBe('1');
    expect(await page.getByRole('radio', { name: 'Mai' }).isChecked()).toBe(true);
    // Typed the Italian way: "2,5" is € 2,50 (a number field made it 25), and each change is announced.
    await page.getByLabel('Importo predefinito (€)').fill('2,5');
    await page.getByRole('status').filter({ hasText: 'Preferenza aggiornata.' }).waitFor();
    await page.getByRole('radio', { name: 'Rialzo' }).check();
    await page.getByLabel('Pagina iniziale delle scommesse').selectOption('Tennis');
    await page.getByLabel('Nascondi il filtro per quota').check();
    await shot(page, 'preferences-desktop');
    await expectAxeClean(page);
    // Logging out saves at once what the 10-second debounce still holds.
    await page.getByRole('link', { name: 'Esci' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    await loginAs(page, 'e2eprefs1');
    await page.goto('/user-settings');
    await page.getByRole('heading', { name: 'Preferenze', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Importo predefinito (€)').inputValue()).toBe('2,50');
    expect(await page.getByRole('radio', { name: 'Rialzo' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Pagina iniziale delle scommesse').inputValue()).toBe('Tennis');
    expect(await page.getByLabel('Nascondi il filtro per quota').isChecked()).toBe(true);
    await context.close();
  });

  it('history and favourites widgets on the home, tabs Sport and Casinò, remove and empty texts (390 px)', async () => {
    const { context, page } = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(page, 'e2eprefs1');
    await page.goto('/');
    const history = page.getByTestId('history-widget');
    await history.getByRole('link', { name: 'Inter - Milan' }).waitFor();
    // Expired items are gone; newest first.
    expect(await history.getByText('Partita conclusa').count()).toBe(0);
    await history.getByRole('tab', { name: 'Casinò' }).click();
    await history.getByRole('link', { name: 'Book of Ra' }).waitFor();
    const favourites = page.getByTestId('favourites-widget');
    await favourites.getByRole('link', { name: 'Serie A' }).waitFor();
    await shot(page, 'home-widgets-mobile');
    await expectAxeClean(page);
    await favourites.getByRole('button', { name: /Rimuovi.*Serie A/ }).click();
    await favourites.getByText('Non hai ancora scelto i tuoi preferiti').waitFor();
    await page.goto('/user-settings');
    await page.getByRole('heading', { name: 'Preferenze', level: 1 }).waitFor();
    await shot(page, 'preferences-mobile');
    await expectAxeClean(page);
    await context.close();
  });
});
