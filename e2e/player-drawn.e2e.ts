import { describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { DRAW_SESSION_COOKIE } from '@betsite/contract/draw-session';
import { baseUrl, idleBaseUrl, loginAs, newPage, seriousA11yViolations, useBrowser } from './support.ts';

const browser = useBrowser();

interface Session {
  token: string;
  betsession: string;
  name: string;
  /** The header's balance as the page draws it ('150,00'). */
  balance: string;
}

async function apiLogin(username: string, base = baseUrl()): Promise<Session> {
  const r = await fetch(`${base}${API.Account.LoginUser2FA}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Password123' }),
  });
  const body = (await r.json()) as { ResponseData: { Token: string; UserData: { betsession: string; nome: string; cognome: string; saldo: number } } };
  expect(body.ResponseData?.Token, JSON.stringify(body)).toBeTruthy();
  const { Token, UserData } = body.ResponseData;
  return {
    token: Token,
    betsession: UserData.betsession,
    name: `${UserData.nome} ${UserData.cognome}`,
    balance: (UserData.saldo / 100).toFixed(2).replace('.', ','),
  };
}

/** The page as the server answers it to a request carrying the draw cookie. */
async function fetchPage(path: string, token: string | null): Promise<{ html: string; cache: string | null; status: number }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: token === null ? {} : { cookie: `${DRAW_SESSION_COOKIE}=${token}` } });
  return { html: await res.text(), cache: res.headers.get('cache-control'), status: res.status };
}

/** What the server drew into #root (the page ends it just before index.html's comment and inline script). */
const drawnRoot = (html: string) => /<div id="root"[^>]*>([^]*?)<\/div>\s*<!--/.exec(html)?.[1];
const drawnData = (html: string) => /<script type="application\/json" id="server-drawn-data">([^]*?)<\/script>/.exec(html)?.[1];
const rootOf = (html: string) => /<div id="root"[^>]*>/.exec(html)?.[0];

describe("a player's account pages drawn by the server", () => {
  it('are drawn for the player the draw cookie names and for no one else, never kept, and never for a token that is over', async () => {
    const [mario, other] = await Promise.all([apiLogin('demouser1'), apiLogin('demobets1')]);
    expect(mario.name).not.toBe(other.name);
    expect(mario.balance).not.toBe(other.balance);

    // Each player's page drawn alone first: what a draw for that player must give, side by side with others or not.
    const alone = new Map<Session, string | undefined>();
    for (const s of [mario, other]) alone.set(s, drawnRoot((await fetchPage('/account/dashboard', s.token)).html));
    expect(alone.get(mario)).toContain('data-testid="header-balance"');

    // Drawn side by side for two players: each page holds its own player's data and none of the other's.
    const asked = Array.from({ length: 8 }, (_, n) => (n % 2 ? other : mario));
    const pages = await Promise.all(asked.map((s) => fetchPage('/account/dashboard', s.token)));
    pages.forEach((page, n) => {
      const self = asked[n]!;
      const stranger = self === mario ? other : mario;
      expect(rootOf(page.html)).toBe('<div id="root" data-server-drawn data-player-drawn>');
      expect(page.html).toContain(`Benvenuto, ${self.name}`);
      // Every part of it: the notifications and the balance are asked for after the session check, so a bearer mixed up
      // between draws shows there first (checked: a bearer shared by the draws fails here on the notifications).
      expect(drawnRoot(page.html)).toBe(alone.get(self));
      expect(page.html).toContain(`data-testid="header-balance">${self.balance}`);
      expect(page.html).not.toContain(`data-testid="header-balance">${stranger.balance}`);
      expect(page.html).not.toContain(stranger.name);
      expect(page.html).not.toContain(stranger.betsession);
      expect(page.cache).toBe('no-store');
      // The page's data sits inert in its script: no '<', so no '</script>'.
      expect(drawnData(page.html)?.includes('<')).toBe(false);
    });
    for (const path of ['/account/ricarica', '/account/prelievo']) {
      const page = await fetchPage(path, mario.token);
      expect([path, rootOf(page.html)]).toEqual([path, '<div id="root" data-server-drawn data-player-drawn>']);
    }

    // A visitor's page stays a visitor's whatever cookie comes with the request.
    const faq = await fetchPage('/faq', mario.token);
    expect(faq.html).toContain('<div id="root" data-server-drawn>');
    expect(faq.html).not.toContain(mario.name);

    // A forged or altered token, junk, and a session that was logged out: no draw, no data, no error.
    const [head, body, sig] = mario.token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: '2', sid: other.betsession, jti: 'x', exp: 9_999_999_999 })).toString('base64url');
    const loggedOut = await apiLogin('demovip1');
    await fetch(`${baseUrl()}${API.Account.LogoutUser}?betsession=${loggedOut.betsession}`, { headers: { authorization: `Bearer ${loggedOut.token}` } });
    for (const token of [`${head}.${forgedBody}.${sig}`, `${head}.${body}.${sig!.slice(0, -3)}abc`, '%00%3Cscript%3E', 'a'.repeat(5000), loggedOut.token]) {
      const page = await fetchPage('/account/dashboard', token);
      expect([token.slice(0, 12), page.status, rootOf(page.html)]).toEqual([token.slice(0, 12), 200, '<div id="root">']);
      for (const name of [mario.name, other.name, loggedOut.name]) expect(page.html).not.toContain(name);
    }
  });

  it('paint from the HTML for a player who logged in on the site; the first input starts the app over them, and logging out removes the cookie', async () => {
    const { page, context } = await newPage(browser());
    await loginAs(page, 'demouser1');
    const token = await page.evaluate(() => sessionStorage.getItem('bs.token'));
    const cookie = (await context.cookies()).find((c) => c.name === DRAW_SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: token, path: '/account', sameSite: 'Strict', httpOnly: false });
    // Without 'Ricordami' the token lives for the browser's session: so does the cookie.
    expect(cookie?.expires).toBe(-1);

    const response = await page.goto('/account/dashboard');
    expect(await response?.text()).toContain('data-player-drawn');
    await page.getByRole('heading', { name: /Benvenuto, Mario Rossi/ }).waitFor();
    await page.getByTestId('payment-method-alert').waitFor();
    await page.getByTestId('header-balance').waitFor();
    // Nobody has touched the page: it is still the server's (the app starts at the first input).
    await page.waitForTimeout(1000);
    expect(await page.locator('#root[data-server-drawn][data-player-drawn]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The first press starts the app over the same markup, and the link it lands on is followed by the app (no new document).
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Menu del conto' }).getByRole('link', { name: 'Prelievo', exact: true }).click();
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    expect(await page.locator('#root[data-server-drawn]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.getByRole('link', { name: 'Esci' }).first().click();
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    expect((await context.cookies()).find((c) => c.name === DRAW_SESSION_COOKIE)).toBeUndefined();
  });

  it('start the app without an input once its work is due: the notifications’ next look (15 s), or the idle warning when sooner', async () => {
    const { page } = await newPage(browser());
    await loginAs(page, 'demouser1');
    await page.goto('/account/prelievo');
    await page.getByRole('heading', { name: 'Prelievo', level: 1 }).waitFor();
    await page.waitForTimeout(2000);
    expect(await page.locator('#root[data-server-drawn]').count()).toBe(1);
    await expect.poll(() => page.locator('#root[data-server-drawn]').count(), { timeout: 20_000, interval: 500 }).toBe(0);

    // Short idle timings (warning after 4 s): the warning comes on a page nobody touched.
    const idle = await newPage(browser(), { base: idleBaseUrl() });
    await loginAs(idle.page, 'demouser1');
    await idle.page.goto('/account/dashboard');
    expect(await idle.page.locator('#root[data-player-drawn]').count()).toBe(1);
    await idle.page.getByRole('dialog', { name: 'Sessione in scadenza' }).waitFor({ timeout: 10_000 });
  });

  it("never show a tab the page drawn for another session's cookie, nor leave that player's data in it", async () => {
    const [mario, other] = await Promise.all([apiLogin('demouser1'), apiLogin('demobets1')]);
    const origin = new URL(baseUrl()).origin;
    // The cookie names Mario (the last to log in on this browser); the tab holds the other player's session, or none.
    const tabWith = (tabSession: Session | null) =>
      browser().newContext({
        baseURL: origin,
        locale: 'it-IT',
        timezoneId: 'Europe/Rome',
        storageState: {
          cookies: [
            {
              name: DRAW_SESSION_COOKIE,
              value: mario.token,
              domain: new URL(origin).hostname,
              path: '/account',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Strict',
            },
          ],
          origins: tabSession
            ? [
                {
                  origin,
                  localStorage: [
                    { name: 'bs.remember', value: '1' },
                    { name: 'bs.token', value: tabSession.token },
                    { name: 'bs.betsession', value: tabSession.betsession },
                  ],
                },
              ]
            : [],
        },
      });
    for (const tabSession of [other, null]) {
      const context = await tabWith(tabSession);
      const page = await context.newPage();
      const response = await page.goto('/account/dashboard');
      // The server drew Mario's page for the cookie…
      expect(await response?.text()).toContain(`Benvenuto, ${mario.name}`);
      if (tabSession) await page.getByRole('heading', { name: `Benvenuto, ${tabSession.name}` }).waitFor();
      else await page.waitForURL(/\/account\/login/);
      // …and the tab shows its own session's, with nothing of Mario's left in the document.
      expect(await page.content()).not.toContain(mario.name);
      expect(await page.locator('#server-drawn-data').count()).toBe(0);
      await context.close();
    }
    // The same before any of the app's code runs (its scripts held back): index.html's own script does it.
    const context = await tabWith(other);
    const held = await context.newPage();
    await held.route('**/assets/*.js', (route) => route.abort());
    const response = await held.goto('/account/dashboard');
    expect(await response?.text()).toContain(`Benvenuto, ${mario.name}`);
    expect(await held.evaluate(() => document.getElementById('root')?.outerHTML)).toBe('<div id="root"></div>');
    expect(await held.content()).not.toContain(mario.name);
    await context.close();
  });

  it("start the app at once for a player whose account needs attention ('Stato conto')", async () => {
    const { page } = await newPage(browser());
    await loginAs(page, 'demostatus1');
    await page.getByRole('dialog', { name: 'Stato conto' }).waitFor();
    const response = await page.goto('/account/dashboard');
    expect(await response?.text()).toContain('data-player-drawn');
    await page.getByRole('dialog', { name: 'Stato conto' }).waitFor({ timeout: 5_000 });
    expect(await page.locator('#root[data-server-drawn]').count()).toBe(0);
  });
});
