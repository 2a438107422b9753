import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { baseUrl, dialogBox, operatorNotify, storedSession, type StoredSession, storedSessionState, useBrowser } from './support.ts';

const browser = useBrowser();

/** This file's own player (apps/server/src/demo/e2e-players.ts; e2e/README.md). */
const PLAYER = 'e2efirstload1';
/** Its second player, who logs in through the forms: a login closes the player's other sessions, PLAYER's stays open. */
const FORM_PLAYER = 'e2efirstload2';
/** Its session where the site keeps it with 'Ricordami'. */
let session: StoredSession;
beforeAll(async () => {
  session = await storedSession(PLAYER);
  // An unread payment-method notification: the error alert every account page shows.
  await operatorNotify(PLAYER, { Title: 'Carta scaduta', Body: 'Aggiorna il metodo di pagamento.', TypeId: NOTIFICATION_TYPES.MetodiPagamento });
});

/** Opens `path` as a new document, counting its API calls and CSP refusals, and noting what its first render drew. */
async function open(path: string, loggedIn: boolean, beforeLoad?: (page: Page) => Promise<unknown>) {
  const origin = new URL(baseUrl()).origin;
  const context = await browser().newContext({
    viewport: { width: 390, height: 844 },
    baseURL: origin,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    ...(loggedIn && { storageState: storedSessionState(origin, session) }),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const calls: string[] = [];
  const stylesheets: string[] = [];
  const svgs: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
    if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
    if (url.pathname.endsWith('.svg')) svgs.push(url.pathname);
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  // What #root held when something was first drawn into it (one commit of the whole first render).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.childElementCount) return;
      observer.disconnect();
      const has = (selector: string) => document.querySelector(selector) !== null;
      const first = {
        balance: has('[data-testid="header-balance"]'),
        alert: has('[data-testid="payment-method-alert"]'),
        staticPage: has('[data-testid="static-page"]'),
      };
      (window as unknown as { firstRender: typeof first }).firstRender = first;
    }).observe(document, { childList: true, subtree: true });
  });
  await beforeLoad?.(page);
  await page.goto(path);
  return { page, calls, stylesheets, svgs, refused, close: () => context.close() };
}

/** What index.html's inline script leaves on the page (apps/web/src/lib/player-preload.ts). */
type PreloadWindow = Window & { __playerPreload?: { responses: Record<string, unknown> } };
/** A page whose scripts are held back until `release()`: what a player on a slow phone sees and uses first. */
async function openWithScriptsHeld(path: string, viewport: { width: number; height: number }) {
  const origin = new URL(baseUrl()).origin;
  const context = await browser().newContext({ baseURL: origin, viewport });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { page, origin, release, context };
}

const count = (calls: string[], url: string) => calls.filter((c) => c === url).length;
type FirstRender = { balance: boolean; alert: boolean; staticPage: boolean };
const firstRender = (page: Page) => page.evaluate(() => (window as unknown as { firstRender?: FirstRender }).firstRender);

describe("a player's first load", () => {
  it('sends its first calls while the scripts download, each once; the server renders the layout and a loader, the browser the page', async () => {
    for (const [path, heading, methods] of [
      ['/account/ricarica', 'Ricarica', `${API.Account.GetMetodiPagamento}?Prelievo=false`],
      ['/account/prelievo', 'Prelievo', `${API.Account.GetMetodiPagamento}?Prelievo=true`],
    ] as const) {
      const { page, calls, refused, close } = await open(path, true);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByTestId('payment-method-alert').waitFor();
      // Every call index.html sent was taken by the app (a URL the app builds differently would stay here).
      await expect.poll(() => page.evaluate(() => Object.keys((window as PreloadWindow).__playerPreload?.responses ?? { missing: 1 }))).toEqual([]);
      for (const url of [API.Account.CheckAuth, API.Environment.GetSiteConfig, methods]) expect([path, url, count(calls, url)]).toEqual([path, url, 1]);
      // The inline script ran: the page's CSP allows it by its hash.
      expect(refused).toEqual([]);
      // The server's markup is a visitor's layout with the page's loader (the server never knows the player); the page is the browser's.
      expect(await firstRender(page)).toEqual({ balance: false, alert: false, staticPage: false });
      await page.getByTestId('header-balance').waitFor();
      await close();
    }
  });

  it("asks for the notification list once: the push stream's 'ready' says the start-up list is current", async () => {
    const { page, calls, close } = await open('/account/dashboard', true);
    const bell = page.getByTestId('notify-count');
    await bell.waitFor();
    const before = Number(await bell.textContent());
    // A notification sent now reaches the page through the stream, which the app reads in order: once
    // it is counted, the stream's 'ready' has been handled, and any catch-up call with it sent.
    await operatorNotify(PLAYER, { Title: 'Avviso di prova', Body: 'Arriva con lo stream.' });
    await expect.poll(async () => Number(await bell.textContent())).toBe(before + 1);
    expect(count(calls, `${API.Notifications.GetNotify}?isPoll=false`)).toBe(1);
    await close();
  });

  it('asks for the notification list once when the start-up answer comes after the notification center is drawn', async () => {
    // A slow answer to the start-up list (a loaded server, a poor network): the notification center
    // is on the page before it, and waits for it instead of asking for the same list again.
    let held = 0;
    const { page, calls, close } = await open('/account/dashboard', true, (p) =>
      p.route(`**${API.Notifications.GetNotify}?isPoll=false`, async (route) => {
        if (held++ === 0) await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      }),
    );
    await page.getByTestId('payment-method-alert').waitFor();
    const bell = page.getByTestId('notify-count');
    await bell.waitFor();
    const before = Number(await bell.textContent());
    // Counted through the stream: its 'ready' has been handled (the list it stamps is the one shown).
    await operatorNotify(PLAYER, { Title: 'Avviso in ritardo', Body: 'Arriva con lo stream.' });
    await expect.poll(async () => Number(await bell.textContent())).toBe(before + 1);
    expect(count(calls, `${API.Notifications.GetNotify}?isPoll=false`)).toBe(1);
    await close();
  });

  it("asks for the player's shell (the notifications' alert, the watchers) beside the entry, before any script has run, once", async () => {
    const origin = new URL(baseUrl()).origin;
    const context = await browser().newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, storageState: storedSessionState(origin, session) });
    const page = await context.newPage();
    const asked: string[] = [];
    const unusedPreloads: string[] = [];
    page.on('console', (m) => void (/preload .* is found, but is not used/.test(m.text()) && unusedPreloads.push(m.text())));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      if (route.request().url().endsWith('.js')) await held;
      await route.continue();
    });
    await page.goto('/account/ricarica', { waitUntil: 'commit' });
    // While every script is held back (none has run), the shell's chunk and stylesheet are already asked for.
    await expect.poll(() => asked.filter((a) => /\/player-shell-[\w-]+\.(js|css)$/.test(a)).length).toBe(2);
    release();
    await page.getByTestId('payment-method-alert').waitFor();
    await page.getByTestId('header-balance').waitFor();
    expect(asked.filter((a) => /\/player-shell-[\w-]+\.js$/.test(a))).toHaveLength(1);
    // The stylesheet too: preloaded in the mode the app's loader then asks for it, so the preload is used.
    expect(asked.filter((a) => /\/player-shell-[\w-]+\.css$/.test(a))).toHaveLength(1);
    expect(unusedPreloads).toEqual([]);
    await context.close();

    // A visitor's page lists them too (the server does not know who reads it), and never asks for them.
    const visitorContext = await browser().newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    const visitorAsked: string[] = [];
    visitor.on('request', (r) => visitorAsked.push(new URL(r.url()).pathname));
    await visitor.goto('/pages/termini-condizioni');
    await visitor.getByTestId('static-page').waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.locator('meta[name="player-preload"]').getAttribute('content')).toMatch(/\/player-shell-[\w-]+\.js/);
    expect(visitorAsked.filter((a) => a.includes('player-shell'))).toEqual([]);
    await visitorContext.close();
  });

  it('a visitor sends none of them and lands on the login form', async () => {
    const visitor = await open('/account/ricarica', false);
    await visitor.page.waitForURL(/\/account\/login/);
    expect(await visitor.page.evaluate(() => (window as PreloadWindow).__playerPreload)).toBeUndefined();
    expect(count(visitor.calls, API.Account.CheckAuth)).toBe(0);
    expect(visitor.refused).toEqual([]);
    await visitor.close();
  });

  it('fetches none of the stylesheets its page carries inline, neither on the first load nor when the app loads the next page', async () => {
    const { page, stylesheets, close } = await open('/account/ricarica', true);
    await page.getByRole('heading', { name: 'Ricarica', level: 1 }).waitFor();
    const inlined = await page.$$eval('style[data-href]', (styles) => styles.map((s) => s.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(1);
    // The app marked each for Vite's chunk loader with a disabled link, which the browser leaves alone.
    expect(await page.$$eval('link[rel="stylesheet"][disabled]', (links) => links.map((l) => l.getAttribute('href')))).toEqual(inlined);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await dialogBox(page, { name: 'Menu' }).getByRole('link', { name: 'Prelievo', exact: true }).click();
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    expect(stylesheets.filter((s) => inlined.includes(s))).toEqual([]);
    await close();

    const home = await open('/', false);
    await home.page.getByRole('heading', { name: 'Promozioni' }).first().waitFor();
    const homeInlined = await home.page.$$eval('style[data-href]', (styles) => styles.map((s) => s.getAttribute('data-href')));
    expect(homeInlined.length).toBeGreaterThan(0);
    expect(home.stylesheets.filter((s) => homeInlined.includes(s))).toEqual([]);
    expect(home.svgs).toEqual([]);
    await home.close();
  });
});

describe("a visitor's first load of an institutional page", () => {
  it('is rendered by the server: text, title and data in the HTML, and the browser asks for none of that data again', async () => {
    // The HTML itself: the page's text, its own title, its data for the app (no '<' in it, so no '</script>').
    const html = await (await fetch(`${baseUrl()}/pages/termini-condizioni`)).text();
    expect(html).toContain('<title>Termini e condizioni | Betsite</title>');
    // Its description is its own opening words (app/page-description.ts), not one shared by every page.
    expect(html).toMatch(/<meta name="description" content="Il presente contratto regola l’apertura e la gestione del conto gioco [^"]{0,100}…" \/>/);
    expect(html).toMatch(/<div id="root">.*Oggetto del contratto/s);
    const data = /<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(html)?.[1];
    expect(data && !data.includes('<')).toBe(true);
    expect(html).not.toContain('rel="preload" as="fetch"');

    const { page, calls, svgs, close } = await open('/pages/termini-condizioni', false);
    await page.getByTestId('static-page').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const content = [`${API.CMS.GetCmsObject}?id=&layoutArea=Pages_istituzionali`, API.Environment.GetSiteConfig];
    expect(calls.filter((c) => content.includes(c) || c.startsWith(API.CMS.GetCMSObjParameters))).toEqual([]);
    // The hydrated page: the field keeps the focus and what is typed.
    const search = page.getByRole('searchbox');
    await search.click();
    await search.pressSequentially('conto');
    await expect.poll(() => search.inputValue()).toBe('conto');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText(/Trovat[ei] \d+/).waitFor();
    expect(calls.filter((c) => content.includes(c) || c.startsWith(API.CMS.GetCMSObjParameters))).toEqual([]);
    // No SVG image (the site's icon included): each would be a document built on the page's main thread.
    expect(await page.$$eval('link[rel="icon"]', (links) => links.map((l) => l.getAttribute('type')))).toEqual(['image/png']);
    expect(svgs).toEqual([]);
    await close();
  });

  it('keeps what was typed into the login form before the scripts ran, and logs in with it once hydrated', async () => {
    const { page, release, context } = await openWithScriptsHeld('/account/login', { width: 390, height: 844 });
    // The server's form, before any script: typed into as a player on a slow phone would.
    await page.getByRole('textbox', { name: 'Username' }).fill(FORM_PLAYER);
    await page.locator('input[type="password"]').fill('Password123');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    // React replays the fields' changes on hydration: the form sends what is on screen.
    expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(FORM_PLAYER);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByTestId('header-balance').first().waitFor();
    await context.close();
  });

  it('sends a form pressed before the scripts ran once React has hydrated it: the press is not lost', async () => {
    const { page, origin, release, context } = await openWithScriptsHeld('/account/login', { width: 1366, height: 900 });
    await page.getByRole('textbox', { name: 'Username' }).fill(FORM_PLAYER);
    await page.locator('input[type="password"]').fill('Password123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    // Held back: no native GET with the password in the address.
    expect(page.url()).toBe(`${origin}/account/login`);
    release();
    await page.getByTestId('header-balance').first().waitFor();
    await context.close();
  });

  it('a plain button takes no press before hydration (it would be lost), and works once hydrated', async () => {
    const { page, release, context } = await openWithScriptsHeld('/account/registration/confirm', { width: 390, height: 844 });
    const notNow = page.getByRole('button', { name: 'Non ora' });
    await notNow.waitFor();
    expect(await notNow.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    expect(await notNow.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('auto');
    await notNow.click();
    await page.getByText('Accedi per confermare il tuo numero di cellulare.').waitFor();
    await context.close();
  });

  it('keeps what was typed into a form-library form before hydration: the field shows it and the form sends it', async () => {
    const { page, release, context } = await openWithScriptsHeld('/account/migration?cf=RMNFNC82T52F839E&inv=MIGRA-9Q2L&username=fromano', {
      width: 390,
      height: 844,
    });
    await page.getByLabel('Password', { exact: true }).fill('NuovaPass9');
    await page.getByLabel('Risposta', { exact: true }).fill('Inter');
    await page.getByLabel('Dichiaro di essere maggiorenne').check();
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('NuovaPass9');
    expect(await page.getByLabel('Risposta', { exact: true }).inputValue()).toBe('Inter');
    expect(await page.getByLabel('Dichiaro di essere maggiorenne').isChecked()).toBe(true);
    // The form library has them too: sent, only the fields left empty are in error.
    await page.getByRole('button', { name: 'Migra il conto' }).click();
    await page.getByLabel('Ripeti password').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Risposta', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it('enables a form filled before hydration, radios and select included, once its schema has loaded: the affiliate application', async () => {
    const { page, release, context } = await openWithScriptsHeld('/account/affiliate', { width: 390, height: 844 });
    await page.getByLabel('Nome e cognome *').fill('Giulia Neri');
    await page.getByLabel('Ragione sociale *').fill('Neri Giochi Srl');
    await page.getByRole('group', { name: 'Sei già nostro cliente? *' }).getByLabel('No').check();
    await page.getByLabel('Cellulare *').fill('+393409998877');
    await page.getByLabel('Email *').fill(`giulia.${Date.now()}@neri.example`);
    await page.getByLabel('Provincia *').fill('Torino');
    await page.getByLabel('Anni nel settore *').selectOption('1-3anni');
    await page.getByRole('group', { name: "Hai un'attività commerciale? *" }).getByLabel('Sì').check();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    // What was chosen stays chosen (registering a radio group used to uncheck it), and the submit,
    // which waits for a valid form, is enabled without another change once the schema is there.
    expect(await page.getByRole('group', { name: 'Sei già nostro cliente? *' }).getByLabel('No').isChecked()).toBe(true);
    const submit = page.getByRole('button', { name: 'Invia richiesta' });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await dialogBox(page, { name: 'Complimenti!' }).waitFor();
    await context.close();
  });

  it("reads without JavaScript, renders a player's header once the session is checked, and never echoes an address into the page", async () => {
    const origin = new URL(baseUrl()).origin;
    const context = await browser().newContext({ baseURL: origin, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(await page.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/account/login');
    // The rendered login form, sent by the browser itself: never a GET with the password in the address.
    await page.goto('/account/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(FORM_PLAYER);
    await page.locator('input[type="password"]').fill('Password123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain('Password123');
    await context.close();

    // Scripts that have not arrived yet: the rendered form is held back until hydrated, not sent by the browser.
    const slow = await browser().newContext({ baseURL: origin });
    const held = await slow.newPage();
    await held.route('**/assets/*.js', (route) => route.abort());
    await held.goto('/account/login');
    await held.getByRole('textbox', { name: 'Username' }).fill(FORM_PLAYER);
    await held.locator('input[type="password"]').fill('Password123');
    const sent: string[] = [];
    held.on('request', (r) => {
      if (r.isNavigationRequest()) sent.push(`${r.method()} ${r.url()}`);
    });
    await held.locator('input[type="password"]').press('Enter');
    // index.html's inline script took the submit and keeps it for React (window.__bsHeldSubmit).
    await held.waitForFunction(() => '__bsHeldSubmit' in window);
    expect(sent).toEqual([]);
    expect(held.url()).toBe(`${origin}/account/login`);
    await slow.close();

    // A player's header is not the visitor's the server rendered: the browser renders it once the session is checked, without an input.
    const player = await open('/faq', true);
    await player.page.getByTestId('header-balance').waitFor();
    await player.close();

    // A hostile address is rendered without its markup ever reaching the page.
    for (const path of ['/pages/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/pages/termini-condizioni/%00', '/faq/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E']) {
      const res = await fetch(`${baseUrl()}${path}`);
      // 'Pagina non trovata' with 404 (they name no page), or the server's own 400 for a NUL byte in the address: never a 500.
      expect([400, 404]).toContain(res.status);
      const text = await res.text();
      expect(text).not.toMatch(/<script>alert|<img src=x/i);
    }
  });
});
