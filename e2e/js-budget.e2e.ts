import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, loginAs, newPage } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * The speed budget: a route's first load ships at most this much JavaScript (gzip -9). The build
 * itself refuses form, editor and chart libraries in the app shell
 * (apps/web/build/shell-guard.ts), which says why a route got heavier before this test says that it did.
 */
const BUDGET_KB = 100;
const PUBLIC = [
  '/',
  '/pages/termini-condizioni',
  '/pages/casino',
  '/faq',
  '/faq/bonus-e-promozioni',
  '/account/login',
  '/account/help',
  '/account/registration',
  '/account/migration',
  '/account/affiliate',
];
const ACCOUNT = [
  '/account/dashboard',
  '/account/status',
  '/account/ricarica',
  '/account/prelievo',
  '/account/elenco-prelievi',
  '/account/edit/anagrafica',
  '/account/edit/password',
  '/account/edit/gioco-consapevole',
  '/account/notifiche',
  '/account/edit/contatti-e-privacy/edit-contacts',
  '/account/promozioni-bonus/real-bonus',
  '/account/elenco-giocate',
];

/** Loads a route in a fresh page and sums the gzip -9 size of every script of our origin it fetched. */
async function firstLoadKb(path: string, login?: string): Promise<number> {
  const { page, context } = await newPage(browser, { viewport: 'mobile' });
  if (login) await loginAs(page, login);
  const origin = new URL(baseUrl()).origin;
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(origin))
      scripts.set(
        r.url(),
        r.body().catch(() => Buffer.alloc(0)),
      );
  });
  // A new document (not a client-side navigation): what a player who opens this address downloads.
  // Not 'networkidle': a logged-in page keeps the notifications stream open for good. Instead the
  // page counts as loaded once no new script has arrived for a second.
  await page.goto(path, { waitUntil: 'load' });
  for (let seen = -1; seen !== scripts.size;) {
    seen = scripts.size;
    await page.waitForTimeout(1000);
  }
  const bodies = await Promise.all(scripts.values());
  if (process.env.BUDGET_DEBUG)
    console.log(path, [...scripts.keys()].map((u, i) => `${u.split('/').pop()} ${(gzipSync(bodies[i]!, { level: 9 }).length / 1024).toFixed(1)}`).join(' | '));
  const kb = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) / 1024;
  await context.close();
  return kb;
}

describe('first-load JavaScript budget', () => {
  it(`every route, forms included, loads at most ${BUDGET_KB} KB of JavaScript (gzip)`, async () => {
    const sizes: Record<string, number> = {};
    for (const p of PUBLIC) sizes[p] = await firstLoadKb(p);
    for (const p of ACCOUNT) sizes[p] = await firstLoadKb(p, 'demouser1');
    console.table(Object.fromEntries(Object.entries(sizes).map(([p, kb]) => [p, `${kb.toFixed(1)} KB`])));
    expect(Object.entries(sizes).filter(([, kb]) => kb > BUDGET_KB)).toEqual([]);
    // Every route was really measured (a page that failed to load would weigh nothing).
    for (const kb of Object.values(sizes)) expect(kb).toBeGreaterThan(40);
    // 22 fresh pages, each waited on until no script arrives for a second: 60–90 s on a busy machine.
  }, 240_000);
});
