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
    await page.getByLabel('Codice di verifica').fill(operatorCode(username, attempt > 0));
    await page.getByRole('button', { name: 'Accedi' }).click();
    const outcome = await Promise.race([
      page
        .getByRole('navigation', { name: 'Back office' })
        .waitFor()
        .then(() => 'in' as const),
      page
        .getByText('Credenziali o codice di verifica non validi')
        .waitFor()
        .then(() => 'code' as const),
    ]);
    if (outcome === 'in') return;
    // This step's code was already used (another sign-in in the same 30 s): the next one.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 300);
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
