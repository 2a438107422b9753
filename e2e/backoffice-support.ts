import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { operatorCode, screenshot, seriousA11yViolations, type DemoOperator } from './support.ts';

// Shared by the back-office e2e files.

/** Signs an operator in through the back office's form (password + TOTP code). */
export async function signIn(page: Page, username: DemoOperator): Promise<void> {
  await page.goto('/backoffice');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('Nome utente').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    // Each step's code can be used once: the current one, then the next, then the previous (all three are accepted).
    await page.getByLabel('Codice di verifica').fill(operatorCode(username, ([0, 1, -1] as const)[attempt]));
    // The answer to this very attempt decides (an error text left from an earlier one would not).
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/Backoffice/Login') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Accedi' }).click(),
    ]);
    if (((await answer.json()) as { ResponseCode: number }).ResponseCode === 0) {
      await page.getByRole('navigation', { name: 'Back office' }).waitFor();
      return;
    }
  }
  throw new Error(`sign-in of ${username} failed`);
}

export async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(await seriousA11yViolations(page), label).toEqual([]);
}

/** Screenshot and axe at 1366 and 390 px of what the page shows now. */
export async function lookAt(page: Page, name: string): Promise<void> {
  await expectAxeClean(page, `${name} 1366`);
  await screenshot(page, `backoffice-${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAxeClean(page, `${name} 390`);
  await screenshot(page, `backoffice-${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}
