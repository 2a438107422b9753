import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SHELL_TEXT } from '@betsite/contract/session-shell-messages';
import {
  baseUrl,
  dialogBox,
  screenshotsIn,
  seriousA11yViolations,
  storedSession,
  type StoredSession,
  storedSessionState,
  useBrowser,
  VIEWPORTS,
} from './support.ts';

const browser = useBrowser();
const shot = screenshotsIn('/tmp/pwa-shots');

/** This file's own player's session (apps/server/src/demo/e2e-players.ts; e2e/README.md). */
let session: StoredSession;
beforeAll(async () => {
  session = await storedSession('e2epwa1');
});

/** Waits for the service worker the app registers after its first page, active for the next navigations. */
const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

/** Every URL in every cache the service worker keeps. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

async function installabilityErrors(cdp: CDPSession): Promise<unknown[]> {
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // The test's browser contexts are incognito ones, where Chromium installs nothing whatever the site.
  return installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
}

/**
 * The player's deposit page: PayPal, 20 €, then the connection drops and 'Ricarica' is pressed.
 * `rulesLost`: the form's rules (loaded with its first check, the amount chosen) never arrive.
 * `attempted` lists every deposit request the page made, `delivered` those that reached the server.
 */
async function depositPressedOffline(viewport: keyof typeof VIEWPORTS, { rulesLost = false } = {}) {
  const origin = new URL(baseUrl()).origin;
  const context = await browser().newContext({
    baseURL: origin,
    viewport: VIEWPORTS[viewport],
    locale: 'it-IT',
    storageState: storedSessionState(origin, session),
  });
  const page = await context.newPage();
  const attempted: string[] = [];
  const delivered: string[] = [];
  const isDeposit = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/Account/Ricarica');
  context.on('request', (r) => isDeposit(r) && attempted.push(r.url()));
  context.on('requestfinished', (r) => isDeposit(r) && delivered.push(r.url()));
  if (rulesLost) await page.route(/\/assets\/deposit-schema-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/account/ricarica');
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await page.getByRole('button', { name: '20 €' }).click();
  await context.setOffline(true);
  await page.getByRole('status').filter({ hasText: 'Sei offline' }).waitFor();
  await shot(page, `offline-banner-${viewport}`);
  await page.getByRole('button', { name: 'Ricarica', exact: true }).click();
  return { page, context, attempted, delivered };
}

/** The connection comes back; a call made then has its answer, so anything queued would have gone before it. */
async function backOnline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Sei offline' }).count()).toBe(0);
  expect(await page.evaluate(async () => (await fetch('/api/Environment/GetSiteConfig')).status)).toBe(200);
}

describe('installable site and offline', () => {
  it('serves a manifest with its icons, and Chromium finds the site installable', async () => {
    const origin = new URL(baseUrl()).origin;
    const manifest = await fetch(`${origin}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const body = (await manifest.json()) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ name: 'Betsite – Scommesse e Casinò', short_name: 'Betsite', lang: 'it', display: 'standalone', start_url: '/' });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons) {
      const r = await fetch(`${origin}${icon.src}`);
      expect(r.status, icon.src).toBe(200);
      expect(r.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const sw = await fetch(`${origin}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);

    const context = await browser().newContext({ baseURL: origin, viewport: VIEWPORTS.mobile, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await serviceWorkerReady(page)).toBe(`${origin}/sw.js`);
    const cdp = await context.newCDPSession(page);
    await expect.poll(() => installabilityErrors(cdp)).toEqual([]);
    await context.close();
  });

  it('caches the app shell and the scripts pages use, never an API answer; offline, pages give way to the Italian offline page', async () => {
    const origin = new URL(baseUrl()).origin;
    const context = await browser().newContext({
      baseURL: origin,
      viewport: VIEWPORTS.mobile,
      locale: 'it-IT',
      storageState: storedSessionState(origin, session),
    });
    const page = await context.newPage();
    await page.goto('/account/dashboard');
    await page.getByTestId('header-balance').first().waitFor();
    await serviceWorkerReady(page);
    // A page the service worker controls: the player's calls go by it.
    await page.goto('/account/estratto-conto');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const cached = await cachedUrls(page);
    expect(cached).toContain('/offline.html');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);
    // Nor a page: each is rendered by the server with fresh data.
    expect(cached.filter((u) => u.startsWith('/account'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Sei offline' }).waitFor();
    expect(await page.getByText('Ricariche, prelievi e giocate non vengono mai messi in coda').count()).toBe(1);
    await shot(page, 'offline-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The way back: 'Riprova' asks for the same page again, which comes once the network does.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Riprova' }).click();
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
    await context.close();
  });

  it('a money action offline fails at once with the connection message and is never sent later', async () => {
    const { page, context, delivered } = await depositPressedOffline('desktop');
    await page.getByText(SESSION_SHELL_TEXT.networkError).first().waitFor();
    await backOnline(page, context);
    // The deposit request failed in the browser; none reached the server, then or since.
    expect(delivered).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/account/ricarica');
    await context.close();
  });

  it("offline before the form's rules have arrived, the press still gets the connection message at once and sends nothing", async () => {
    const { page, context, attempted } = await depositPressedOffline('mobile', { rulesLost: true });
    const alert = dialogBox(page, { name: 'Attenzione!' });
    await alert.getByText(SESSION_SHELL_TEXT.networkError).waitFor();
    await shot(page, 'offline-rules-mobile');
    await alert.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
    await backOnline(page, context);
    // Without its rules the form is not sent at all.
    expect(attempted).toEqual([]);
    await context.close();
  });
});
