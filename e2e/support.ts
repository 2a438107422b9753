import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { authenticator } from 'otplib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { API } from '@betsite/contract/api-paths';

/** This worker's own server (e2e/global-setup.ts): files running at once never share a database. */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
};
export const idleBaseUrl = () => inject('idleBaseUrl');

export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
/** Both viewport names, for tests that run once per size. */
export const SIZES = Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[];

/** Debian's Chromium, headless, with the flags this machine needs (no downloads, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A page in a context of its own, Italian and on Italian time, closed by the caller (a page that lives through a file's tests). */
export async function openPage(
  browser: Browser,
  opts: { viewport?: keyof typeof VIEWPORTS; base?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    baseURL: opts.base ?? baseUrl(),
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * One browser for the whole test file: launched before its first test, closed after its last.
 * Call at the top of the file; the getter it returns is valid inside the tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test');
    return browser;
  };
}

/**
 * A dialog of the page, found only once it takes clicks. The site's boxes drop pointer clicks for
 * 300 ms after opening (document 1: a double tap must not hit their buttons), and a click Playwright
 * sends in that window is swallowed without error, so every click in a box waits for `data-armed`.
 * Boxes without the attribute (the back office's) match at once. For "no box is open" use
 * `getByRole('dialog')` itself: this one also finds nothing while a box is arming.
 */
export function dialogBox(scope: Page | Locator, options?: Parameters<Page['getByRole']>[1]): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('dialog', options).filter({ hasNot: page.locator('[data-armed="false"]') });
}

export async function newPage(
  browser: Browser,
  opts: { viewport?: keyof typeof VIEWPORTS; base?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, opts);
  const writeFailureLog = keepFailureLog(page);
  // Closed when the test ends, passed or failed (a test's own close() before that is harmless); a
  // failure's log and screenshot are taken first (vitest runs onTestFailed after this).
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') await writeFailureLog(task.name);
    await context.close();
  });
  return { context, page };
}

/**
 * What the page did (console, errors, requests and their answers, with milliseconds since it opened),
 * kept to be written to e2e/screens/failures/ with a screenshot when the test fails: a failure seen
 * once on a busy CI machine can then be read rather than guessed. Returns the writer.
 */
function keepFailureLog(page: Page): (testName: string) => Promise<void> {
  const start = Date.now();
  const lines: string[] = [];
  const at = () => String(Date.now() - start).padStart(6);
  page.on('console', (m) => lines.push(`${at()} console.${m.type()} ${m.text()}`));
  page.on('pageerror', (e) => lines.push(`${at()} pageerror ${e.message}`));
  page.on('framenavigated', (f) => f === page.mainFrame() && lines.push(`${at()} navigated ${f.url()}`));
  page.on('request', (r) => lines.push(`${at()} → ${r.method()} ${r.url()}`));
  page.on('requestfailed', (r) => lines.push(`${at()} ✗ ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => lines.push(`${at()} ← ${r.status()} ${r.request().method()} ${r.url()}`));
  return async (testName) => {
    const dir = path.resolve('e2e/screens/failures');
    mkdirSync(dir, { recursive: true });
    const name = `${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}-${start}`;
    lines.push(`${at()} failed; the page was at ${page.url()}`);
    writeFileSync(path.join(dir, `${name}.log`), lines.join('\n') + '\n');
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => undefined);
    // The tail goes to the output too: a CI run on another machine keeps only its output.
    console.error(`page log of the failed test (e2e/screens/failures/${name}.log), last 80 lines:\n${lines.slice(-80).join('\n')}`);
  };
}

/**
 * Screenshots are for people to look at (the habit of opening each screen touched at 390 and 1366 px),
 * not a check: nothing compares them. They are written only with `E2E_SHOTS=1`
 * (`E2E_SHOTS=1 npx vitest run --project e2e e2e/<file>`), so `npm test` does not spend its time on
 * some 140 full-page pictures nobody opens. A failed test's page is always pictured (`keepFailureLog`).
 */
export const takeScreenshots = process.env.E2E_SHOTS === '1';

/** Saves a screenshot under e2e/screens/ (kept out of git) to be looked at, with `E2E_SHOTS=1`. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!takeScreenshots) return;
  const dir = path.resolve('e2e/screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** A screenshot taker that saves into a folder outside the repo (made when missing), e.g. /tmp/notify-shots, with `E2E_SHOTS=1`. */
export function screenshotsIn(dir: string, { fullPage = true } = {}): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    if (!takeScreenshots) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  };
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest outbox message to a recipient newer than `afterId`, asked again until it is there (10 s). */
export async function waitForMessage(recipient: string, afterId = 0, base = baseUrl()): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${base}/api/dev/outbox`)).json()) as OutboxMessage[];
        found = list.find((x) => x.recipient === recipient && x.id > afterId);
        return Boolean(found);
      },
      { timeout: 10_000, message: `no message to ${recipient}` },
    )
    .toBe(true);
  return found!;
}

export async function lastOutboxId(base = baseUrl()): Promise<number> {
  const list = (await (await fetch(`${base}/api/dev/outbox`)).json()) as OutboxMessage[];
  return list[0]?.id ?? 0;
}

/** Opens the login page and submits the form; what the site answers is the caller's to wait for. */
export async function submitLogin(
  page: Page,
  username: string,
  { password = 'Password123', returnUrl, remember = false }: { password?: string; returnUrl?: string; remember?: boolean } = {},
): Promise<void> {
  await page.goto(returnUrl ? `/account/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/account/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Ricordami').check();
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** A player's session as the site keeps it in localStorage with 'Ricordami' (token and betsession). */
export type StoredSession = { name: string; value: string }[];

/**
 * Logs a player in through the API and returns the session as the site stores it: for contexts that
 * open pages already logged in (`storedSessionState`) without going through the login form.
 * A session left open by an earlier test file answers -6083 with a token too.
 */
export async function storedSession(username = 'demouser1', password = 'Password123', base = baseUrl()): Promise<StoredSession> {
  const r = await fetch(`${base}${API.Account.LoginUser2FA}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await r.json()) as { ResponseData?: { Token: string; UserData: { betsession: string } } };
  expect(body.ResponseData?.Token, JSON.stringify(body)).toBeTruthy();
  return [
    { name: 'bs.remember', value: '1' },
    { name: 'bs.token', value: body.ResponseData!.Token },
    { name: 'bs.betsession', value: body.ResponseData!.UserData.betsession },
  ];
}

/** A browser context's storage state holding a stored session for `origin`. */
export const storedSessionState = (origin: string, session: StoredSession) => ({ cookies: [], origins: [{ origin, localStorage: session }] });

/** Logs in through the real form and waits for the header balance ('Altri dispositivi disconnessi' left open). */
export async function loginKeepingNotice(page: Page, username: string): Promise<void> {
  await submitLogin(page, username);
  await page.getByTestId('header-balance').waitFor();
}

/** The login calls whose answer can say that other sessions were closed (-6083). */
const LOGIN_PATHS: string[] = [API.Account.LoginUser2FA, API.Account.LoginUserPasskey];

/**
 * The code of the next login answer the page receives (form or passkey). Start it before the click
 * that logs in, then hand it to `dismissLoginNotice`.
 */
export function loginAnswer(page: Page): Promise<number> {
  return page
    .waitForResponse((r) => r.request().method() === 'POST' && LOGIN_PATHS.includes(new URL(r.url()).pathname))
    .then(async (r) => ((await r.json()) as { ResponseCode: number }).ResponseCode);
}

/**
 * Closes 'Altri dispositivi disconnessi' when the login's answer says other sessions were closed (-6083): the
 * answer decides, so nothing is waited for when the notice cannot come.
 */
export async function dismissLoginNotice(page: Page, answer: Promise<number>): Promise<void> {
  if ((await answer) !== -6083) return;
  const notice = page.getByRole('dialog', { name: 'Altri dispositivi disconnessi' });
  await notice.getByRole('button', { name: 'Chiudi' }).first().click();
  await notice.waitFor({ state: 'detached' });
}

/**
 * Logs in through the real form. The login's answer says whether other sessions were closed (-6083):
 * then 'Altri dispositivi disconnessi' comes and is closed; otherwise nothing is waited for.
 */
export async function loginAs(page: Page, username: string, password = 'Password123', returnUrl?: string): Promise<void> {
  const answer = loginAnswer(page);
  await submitLogin(page, username, { password, returnUrl });
  await answer;
  await page.getByTestId('header-balance').waitFor();
  await dismissLoginNotice(page, answer);
}

/** The header balance in cents ('150,00 €' → 15000). */
export async function headerCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

/** Resolves once the page has painted twice: whatever a click set off in the page has run. */
export const afterTwoFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Waits for the page's scroll to come to rest (two reads 100 ms apart agree), timed from here: a smooth
 * scroll moves what is pinned to it, and a press whose button moves between its down and up is lost
 * (Playwright checks the target on the down only). Works under `page.clock`.
 */
export async function scrollAtRest(page: Page): Promise<number> {
  let last = NaN;
  for (let i = 0; i < 100; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return y;
    last = y;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the page kept scrolling (scrollY ${last})`);
}

/** Retries until `upper`'s bottom edge is at or above `lower`'s top edge on screen (`before` runs ahead of each look). */
export async function expectAbove(upper: Locator, lower: Locator, before?: () => Promise<unknown>): Promise<void> {
  await expect
    .poll(async () => {
      await before?.();
      const [u, l] = [await upper.boundingBox(), await lower.boundingBox()];
      return u && l ? Math.round(l.y - (u.y + u.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

/**
 * Scrolled to the end, the page's footer ends above `pinned` (an element fixed to the bottom of the
 * screen): the page keeps room after it for as long as it is shown (styles.css, body's padding-bottom).
 */
export const expectPageEndsAbove = (page: Page, pinned: Locator): Promise<void> =>
  expectAbove(page.locator('footer.site-footer'), pinned, () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)));

/** The balance in cents as the server holds it now, asked with the page's own session. */
export async function serverCents(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('bs.token') ?? sessionStorage.getItem('bs.token'));
  const r = await page.request.get('/api/Account/EL_RefreshBalance', { headers: { authorization: `Bearer ${token}` } });
  return ((await r.json()) as { saldo: number }).saldo;
}

/** A player's id, as the back office lists it (for an operator's message to that player). */
export async function playerId(username: string, base = baseUrl()): Promise<number> {
  const token = await operatorToken('demooperator', base);
  const r = (await (await fetch(`${base}/api/Backoffice/Players?q=${username}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    ResponseData: { id: number; username: string }[];
  };
  return r.ResponseData.find((p) => p.username === username)!.id;
}

/** An operator's message to a player through the operators' API (a 'Comunicazione' unless `TypeId` says otherwise); the test fails unless it is accepted. */
export async function operatorNotify(username: string, message: { Title: string; Body: string; TypeId?: number }, base = baseUrl()): Promise<void> {
  const sent = await fetch(`${base}${API.Notifications.AdminSend}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await operatorToken('demooperator', base)}` },
    body: JSON.stringify({ UserId: await playerId(username, base), ...message }),
  });
  expect(((await sent.json()) as { ResponseCode: number }).ResponseCode).toBe(0);
}

/**
 * Runs axe-core in the page and returns the serious and critical violations; `exclude` leaves out
 * the parts of the page (CSS selectors) another area owns.
 */
export async function seriousA11yViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<{ id: string; impact: string; nodes: number }[]> {
  const axePath = path.resolve('node_modules/axe-core/axe.min.js');
  // Evaluated rather than injected as a <script>, so the site's CSP stays on.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const run = async () => {
    // Finite animations (a popup fading in) finish first: axe would judge the colours of a half-transparent frame.
    // Asked again until none runs (one that is paused, or loops for ever, is not waited for).
    await page.waitForFunction(
      () => !document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime))),
    );
    const result = await page.evaluate(async (excluded) => {
      const context = excluded.length ? { exclude: excluded.map((selector) => [selector]) } : document;
      // @ts-expect-error axe is injected above
      const r = await window.axe.run(context, { resultTypes: ['violations'] });
      return r.violations.map((v: { id: string; impact: string; nodes: unknown[] }) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
    }, exclude);
    return (result as { id: string; impact: string; nodes: number }[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  // A popup that arrives while axe runs (a pushed notification) is judged mid-fade: a finding is
  // checked once more after the page has settled, and only one that stays is reported.
  const found = await run();
  return found.length ? run() : found;
}

/** Fails the test when axe finds anything serious or critical in the page. */
export async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** TOTP secrets of the demo operators (README "Demo operators"; apps/server/src/demo/users.ts). */
export const OPERATOR_SECRETS = {
  demooperator: 'H5MAI6A2PQEAATCGPNME46D3LZJCQS3R',
  demoadmin: 'L5HESPILOFHTI6KFDABSW4ZFBE2XWULB',
  demopayments: 'MYDHCNK7IAGHQJAKNEYEWZSMF5GCYYTA',
  democompliance: 'EJDHSGTHJVZUM42DPZHEKGKJGVKQ4LLE',
  democontent: 'EZRGMN3WJBGF2ST4DJ4TEADJCE5EWKZ2',
} as const;
export type DemoOperator = keyof typeof OPERATOR_SECRETS;

/**
 * A TOTP code of a demo operator: the current step's, or the next (1) or previous (-1) one's, which the
 * server also accepts (±1 step), each step once (`true`: the next one, as before).
 */
export function operatorCode(username: DemoOperator, step: 0 | 1 | -1 | boolean = 0): string {
  const offset = typeof step === 'boolean' ? Number(step) : step;
  return authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(OPERATOR_SECRETS[username]);
}

const operatorTokens = new Map<string, Promise<string>>();
/**
 * A back-office token of a demo operator (password + TOTP, as an operator signs in), kept for the
 * test file: each TOTP step can be used once, so a file signs each operator in once. A code already
 * used (another file in the same 30 s) is retried with the next step's code, then the previous one's.
 */
export function operatorToken(username: DemoOperator = 'demooperator', base = baseUrl()): Promise<string> {
  const key = `${base} ${username}`;
  let token = operatorTokens.get(key);
  if (!token) {
    token = (async () => {
      for (const step of [0, 1, -1] as const) {
        const codice = operatorCode(username, step);
        const r = await (
          await fetch(`${base}/api/Backoffice/Login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: 'Password123', codice }),
          })
        ).json();
        if (r.ResponseCode === 0) return r.ResponseData.Token as string;
      }
      throw new Error(`back-office login of ${username} failed`);
    })();
    token.catch(() => operatorTokens.delete(key));
    operatorTokens.set(key, token);
  }
  return token;
}

/** Operator back office: switches a site module or sets a site variable on the running server. */
export async function setSite(kind: 'module' | 'variable', name: string, value: boolean | string, base = baseUrl()): Promise<void> {
  const login = { ResponseData: { Token: await operatorToken('demoadmin', base) } };
  const path = kind === 'module' ? '/api/Backoffice/SetSiteModule' : '/api/Backoffice/SetSiteVariable';
  const body = kind === 'module' ? { name, enabled: value } : { name, value };
  const r = await (
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.ResponseData.Token}` },
      body: JSON.stringify(body),
    })
  ).json();
  if (r.ResponseCode !== 0) throw new Error(`${path} ${name}: ${r.ResponseMessage}`);
}
