import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dialogBox, expectAxeClean, loginAs, newPage, screenshot, useBrowser } from './support.ts';

// Players of their own (README): demoreality1 plays and is reminded, demoreality2 reads the insights page.
const browser = useBrowser();
const MIN = 60_000;

/** A stake of the player through the games sandbox, with the page's own session, settled as lost. */
async function playAndLose(page: Page, stake: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('bs.token') ?? sessionStorage.getItem('bs.token'));
  const headers = { authorization: `Bearer ${token}` };
  const played = await (await page.request.post('/api/sandbox/games/play', { headers, data: { platform: 'casino', stake } })).json();
  expect(played.ResponseCode).toBe(0);
  const settled = await page.request.post('/api/sandbox/games/settle', { headers, data: { code: played.ResponseData.code, outcome: 'lost' } });
  expect((await settled.json()).ResponseCode).toBe(0);
}

describe('reality check (promemoria di sessione)', () => {
  it('the chosen interval on the page clock: the dialog with time and net result, Continua, then Esci logs out (390 px, axe)', async () => {
    const { page } = await newPage(browser(), { viewport: 'mobile' });
    await page.clock.install();
    // The reminder's questions to the server: the clock runs on only once the page has its answer.
    let answers = 0;
    page.on('response', (r) => {
      if (r.url().includes('/api/Account/GetPromemoriaSessione')) answers += 1;
    });
    await loginAs(page, 'demoreality1');
    await playAndLose(page, 250);

    await page.goto('/account/edit/gioco-consapevole');
    const card = page.getByTestId('rg-reality-section');
    await card.getByRole('heading', { name: 'Promemoria di sessione' }).waitFor();
    expect(await card.getByLabel('Mostra il promemoria ogni').inputValue()).toBe('60');
    await card.getByLabel('Mostra il promemoria ogni').selectOption('15');
    let before = answers;
    await card.getByRole('button', { name: 'Salva promemoria' }).click();
    await card.getByText('Promemoria impostato: ogni 15 minuti').waitFor();
    // The card's own read and the reminder's.
    await expect.poll(() => answers).toBeGreaterThanOrEqual(before + 2);

    const dialog = dialogBox(page, { name: 'Promemoria di sessione' });
    // Open or still arming: what "no reminder yet" looks at.
    const anyReminder = page.getByRole('dialog', { name: 'Promemoria di sessione' });
    // Nothing before the interval ends (the wait counts from the server's answer).
    await page.clock.runFor(14 * MIN);
    await page.mouse.move(10, 10);
    expect(await anyReminder.count()).toBe(0);
    await page.clock.runFor(90_000);
    await dialog.waitFor();
    await dialog.getByText('Tempo di gioco in questa sessione').waitFor();
    expect(await dialog.locator('dd').nth(1).textContent()).toBe('2,50\u00a0€');
    expect(await dialog.locator('dd').nth(3).textContent()).toBe('−2,50\u00a0€');
    await expectAxeClean(page);
    await screenshot(page, 'reality-check-390');

    // 'Continua' closes it until the next interval.
    before = answers;
    await dialog.getByRole('button', { name: 'Continua' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => answers).toBeGreaterThanOrEqual(before + 1);
    await page.clock.runFor(10 * MIN);
    await page.mouse.move(20, 20);
    expect(await anyReminder.count()).toBe(0);
    await page.clock.runFor(6 * MIN);
    await dialog.waitFor();
    // 'Esci' logs out.
    await dialog.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bs.token') ?? sessionStorage.getItem('bs.token'))).toBeNull();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
  });
});

describe('insights page (andamento del gioco)', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the figures per month, week and day with the chart and the table (${viewport}, axe)`, async () => {
      const { page } = await newPage(browser(), { viewport });
      await loginAs(page, 'demoreality2');
      if (viewport === 'desktop') await playAndLose(page, 400);
      await page.goto('/account/edit/gioco-consapevole');
      await page.getByRole('link', { name: 'Andamento del gioco' }).click();
      await page.waitForURL((u) => u.pathname === '/account/gioco-consapevole/andamento');
      await page.getByRole('heading', { name: 'Andamento del gioco', level: 1 }).waitFor();
      expect(await page.title()).toBe('Andamento del gioco | Betsite');
      const table = page.getByTestId('andamento-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(12);
      // This month's row is first: the stake of € 4.
      const first = table.locator('tbody tr').first();
      expect(await first.locator('td').nth(2).textContent()).toBe('4,00\u00a0€');
      expect(await first.locator('td').nth(4).textContent()).toBe('−4,00\u00a0€');
      await expectAxeClean(page);
      await screenshot(page, `andamento-${viewport}`);
      await page.getByRole('radio', { name: 'Settimana' }).check();
      await table.getByText('Ultime 12 settimane', { exact: false }).waitFor();
      await page.getByRole('radio', { name: 'Giorno' }).check();
      await table.getByText('Ultimi 14 giorni', { exact: false }).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(14);
      await expectAxeClean(page);
    });
  }
});
