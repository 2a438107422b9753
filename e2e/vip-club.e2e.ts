import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialogBox, expectAxeClean, loginAs, newPage, screenshot, SIZES, useBrowser } from './support.ts';

// demouser1's VIP Club is only looked at here; the conversion (money) happens on demovip1 and the
// enrolment on demovipnew1, so other files still see demouser1 as it was seeded.
const browser = useBrowser();

const closeDialog = async (page: Page, name: string) => {
  const d = dialogBox(page, { name });
  await d.getByRole('button', { name: 'Chiudi' }).first().click();
  await d.waitFor({ state: 'detached' });
};

describe('VIP Club and Comp Point in the browser', () => {
  for (const size of SIZES) {
    it(`demouser1's level card, progress chart, points and statement (${size})`, async () => {
      const { page, context } = await newPage(browser(), { viewport: size });
      await loginAs(page, 'demouser1', 'Password123', '/account/vip-program');
      await page.getByRole('heading', { name: 'VIP Club', level: 1 }).waitFor();
      await page.getByText('Il tuo livello').waitFor();
      // The progress is a doughnut (SVG arcs) with its words for screen readers; the level's arc is
      // drawn in proportion to the points earned in the level.
      const chart = page.getByRole('img', { name: /^Avanzamento: / });
      await chart.waitFor();
      const arcs = await chart
        .locator('circle')
        .evaluateAll((cs) => cs.map((c) => [c.querySelector('title')?.textContent ?? '', c.getAttribute('stroke-dasharray')]));
      const levelArc = arcs.find(([t]) => /^(Punti nel livello|Livello .* raggiunto)/.test(t!));
      expect(levelArc, JSON.stringify(arcs)).toBeDefined();
      expect(Number(levelArc![1]?.split(' ')[0])).toBeGreaterThan(0);
      await page.getByRole('progressbar', { name: /^Scommesse: avanzamento/ }).waitFor();
      await page.getByText('Quota maggiorata del weekend').waitFor();
      await screenshot(page, `vip-program-${size}`);
      await expectAxeClean(page);

      await page.getByRole('button', { name: 'Punti VIP' }).click();
      const points = dialogBox(page, { name: 'Punti VIP' });
      await points.getByText('Scommesse').waitFor();
      await points.getByText(/^Ultimo aggiornamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
      await expectAxeClean(page);
      await closeDialog(page, 'Punti VIP');

      await page.getByRole('button', { name: 'Estratto conto VIP' }).click();
      const statement = dialogBox(page, { name: 'Estratto conto VIP' });
      await statement.getByRole('columnheader', { name: 'Saldo punti' }).waitFor();
      expect(await statement.locator('tbody tr').count()).toBeLessThanOrEqual(5);
      await screenshot(page, `vip-statement-${size}`);
      await expectAxeClean(page);
      await closeDialog(page, 'Estratto conto VIP');

      await page.getByRole('button', { name: 'Livello e card' }).click();
      const level = dialogBox(page, { name: 'Livello e card' });
      await level.getByText('Platinum · Card Platinum').waitFor();
      await expectAxeClean(page);
      await closeDialog(page, 'Livello e card');

      await page.goto('/account/comp-point');
      await page.getByRole('heading', { name: 'Comp Point', level: 1 }).waitFor();
      const offer = page.locator('.vip-offer', { hasText: 'Bonus Scommesse VIP 5 €' });
      expect(await offer.getByRole('button', { name: 'Converti' }).isEnabled()).toBe(true);
      await page.getByRole('tab', { name: /^Casino/ }).click();
      await page.locator('.vip-offer', { hasText: 'Bonus Casino VIP 10 €' }).waitFor();
      await page.getByRole('region', { name: 'Movimenti punti' }).waitFor();
      await page.getByLabel('Piattaforma', { exact: true }).selectOption({ label: 'Casino' });
      // Only Casino movements once filtered (the statement is read again from the server).
      await page.waitForFunction(() => {
        const cells = [...document.querySelectorAll('.vip-table tbody tr td:nth-child(3)')].map((td) => td.textContent);
        return cells.length > 0 && cells.every((c) => c === 'Casino');
      });
      await screenshot(page, `comp-point-${size}`);
      await expectAxeClean(page);
      await context.close();
    });
  }

  it('a member converts points into a bonus once; the offer then needs more points (390)', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(page, 'demovip1', 'Password123', '/account/comp-point');
    await page.getByRole('tab', { name: 'Scommesse (600 pt)' }).waitFor();
    await page.locator('.vip-offer', { hasText: 'Bonus Scommesse VIP 5 €' }).getByRole('button', { name: 'Converti' }).click();
    const confirm = dialogBox(page, { name: 'Conferma conversione' });
    await confirm.getByText('250 pt Scommesse').waitFor();
    await confirm.getByRole('button', { name: 'Converti' }).click();
    const done = dialogBox(page, { name: 'Richiesta' });
    await done.getByText('Conversione avvenuta con successo: il bonus è disponibile in Promozioni e Bonus.').waitFor();
    await screenshot(page, 'comp-point-converted-mobile');
    await closeDialog(page, 'Richiesta');
    await page.getByRole('tab', { name: 'Scommesse (350 pt)' }).waitFor();
    await page.getByRole('region', { name: 'Movimenti punti' }).getByText('Conversione punti in bonus').waitFor();
    await page.goto('/account/promozioni-bonus/real-bonus');
    await page.getByText('Bonus Scommesse VIP 5 €').first().waitFor();
    await context.close();
  });

  it('a player not enrolled (-1110) requests access and becomes a member (1366)', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'desktop' });
    await loginAs(page, 'demovipnew1', 'Password123', '/account/vip-program');
    await page.getByText('Non sei ancora iscritto al VIP Club', { exact: false }).waitFor();
    await screenshot(page, 'vip-program-apply-desktop');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Richiedi l’accesso al programma VIP' }).click();
    await dialogBox(page, { name: 'Richiesta' }).getByText('Richiesta accolta: benvenuto nel VIP Club!').waitFor();
    await closeDialog(page, 'Richiesta');
    await page.getByRole('heading', { name: 'Bronze', level: 2 }).waitFor();
    await context.close();
  });
});
