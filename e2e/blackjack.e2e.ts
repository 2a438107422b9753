import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxeClean, headerCents, loginAs, newPage, screenshotsIn, serverCents, SIZES, useBrowser } from './support.ts';

// This file's own player, e2eblackjack1 (apps/server/src/demo/e2e-players.ts; e2e/README.md): its hands move its money only.
const browser = useBrowser();
const shot = screenshotsIn('/tmp/blackjack-shots');

/** The amount a result sentence names ('Hai vinto 2,00 €.'), in cents; 0 for a loss. */
function paidOf(text: string): number {
  if (/Hai perso/.test(text)) return 0;
  const m = /(\d+(?:\.\d{3})*,\d{2})/.exec(text);
  return m ? Math.round(Number(m[1]!.replace(/\./g, '').replace(',', '.')) * 100) : NaN;
}

/** Plays the hand on the table by keyboard to its end: 'Carta' below 15, then 'Stai'. Returns the result's text. */
async function playToTheEnd(page: Page): Promise<string> {
  const result = page.getByTestId('bj-result');
  for (let i = 0; i < 12; i++) {
    const hit = page.getByRole('button', { name: 'Carta' });
    if (!(await hit.isVisible())) break;
    // The focus is on 'Carta' after each step of the hand.
    await expect.poll(() => hit.evaluate((el) => el === document.activeElement)).toBe(true);
    const total = (await page.getByTestId('bj-player-total').textContent()) ?? '';
    const best = Number(/(\d+)$/.exec(total)![1]);
    const step = await result.textContent();
    if (best < 15) await page.keyboard.press('Enter');
    else {
      await page.keyboard.press('Tab');
      expect(await page.getByRole('button', { name: 'Stai' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => result.textContent()).not.toBe(step);
  }
  await result.getByText(/Giocata CS\d{30}/).waitFor();
  return (await result.textContent()) ?? '';
}

describe('blackjack (sandbox casino)', () => {
  for (const size of SIZES) {
    it(`at ${size}: deal, play by keyboard to the end, the balance and the bet list follow`, async () => {
      const { context, page } = await newPage(browser(), { viewport: size });
      await loginAs(page, 'e2eblackjack1', 'Password123', '/game/vegas/game/blackjack-classico');
      await page.getByRole('heading', { name: 'Blackjack classico', level: 1 }).waitFor();
      await page.getByText('Versione di prova della piattaforma: un blackjack a sei mazzi con denaro reale del conto.').waitFor();
      // No reels here: the slot is the other games'.
      expect(await page.getByRole('heading', { name: 'Rulli' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Distribuisci' }).waitFor();
      await shot(page, `table-${size}`);
      await expectAxeClean(page);

      const before = await serverCents(page);
      await page.getByLabel('Puntata').selectOption({ label: '1,00 €' });
      await page.getByRole('button', { name: 'Distribuisci' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('list', { name: 'Le tue carte' }).getByRole('listitem').nth(1).waitFor();
      // While the hand is open: the stake is gone; the dealer shows one card and a face-down one.
      if (await page.getByRole('button', { name: 'Carta' }).isVisible()) {
        expect(await serverCents(page)).toBe(before - 100);
        await page.getByRole('list', { name: 'Carte del banco' }).getByText('Carta coperta').waitFor();
        await shot(page, `hand-${size}`);
        await expectAxeClean(page);
        // Leaving and coming back: the open hand is there again.
        await page.reload();
        await page.getByRole('button', { name: 'Carta' }).waitFor();
        await page.getByRole('button', { name: 'Carta' }).focus();
      }
      const text = await playToTheEnd(page);
      const code = /CS\d{30}/.exec(text)![0];
      const paid = paidOf(text);
      expect(paid).not.toBeNaN();
      expect(await serverCents(page)).toBe(before - 100 + paid);
      await expect.poll(() => headerCents(page)).toBe(before - 100 + paid);
      // The hand over, the focus is back on 'Distribuisci'.
      expect(await page.getByRole('button', { name: 'Distribuisci' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await shot(page, `result-${size}`);
      await expectAxeClean(page);

      // The hand is a ticket of the bet list, closed.
      await page.goto('/account/elenco-giocate');
      await page.getByRole('heading', { name: 'Lista Giocate', level: 1 }).waitFor();
      const card = page.locator('.bets-card', { hasText: code });
      await card.waitFor();
      await card.getByText('Blackjack classico').waitFor();
      expect(await card.textContent()).toMatch(paid === 0 ? /NON VINCENTE/ : paid === 100 ? /RIMBORSATO/ : /PAGATO/);
      await context.close();
    }, 120_000);
  }
});
