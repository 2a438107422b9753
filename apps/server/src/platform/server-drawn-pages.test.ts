import { describe, expect, it } from 'vitest';
import { TestClock } from './clock.ts';
import { cookieValue, guessViewportWidth, isPlayerDrawn, isServerDrawn, loadServerDrawer, scriptSafeJson } from './server-drawn-pages.ts';
import { fakeWebDist, withServerBundle } from './web-build-fixture.ts';

describe('server-drawn pages', () => {
  it('draws the content pages, the FAQ and login, never the account pages or the poker frame', () => {
    for (const p of ['/pages/termini-condizioni', '/pages/regolamento-poker/omaha', '/faq', '/faq/registrazione-e-conto', '/account/login'])
      expect([p, isServerDrawn(p)]).toEqual([p, true]);
    for (const p of [
      '/',
      '/account/dashboard',
      '/account/ricarica',
      '/account/registration',
      '/pages/pokerLogout',
      '/pages/POKERLOGOUT',
      '/faqs',
      '/backoffice',
    ])
      expect([p, isServerDrawn(p)]).toEqual([p, false]);
  });

  it('draws for a player only the account home, the deposit and the withdrawal page', () => {
    for (const p of ['/account/dashboard', '/account/ricarica', '/account/prelievo']) expect([p, isPlayerDrawn(p)]).toEqual([p, true]);
    for (const p of ['/account/login', '/account/ricarica/results/ok', '/account/edit/anagrafica', '/account/dashboard/', '/ACCOUNT/DASHBOARD', '/', '/faq'])
      expect([p, isPlayerDrawn(p)]).toEqual([p, false]);
  });

  it("reads the draw cookie's value only when it has a bearer's shape", () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX2hlcmU';
    expect(cookieValue(`a=1; bs_draw=${jwt}; b=2`, 'bs_draw')).toBe(jwt);
    expect(cookieValue(`bs_draw=${jwt}`, 'bs_draw')).toBe(jwt);
    expect(cookieValue(`xbs_draw=${jwt}`, 'bs_draw')).toBeNull();
    expect(cookieValue(undefined, 'bs_draw')).toBeNull();
    expect(cookieValue('bs_draw=', 'bs_draw')).toBeNull();
    for (const hostile of [
      '%00abcdefabcdefabcdef',
      '<script>alert(1)</script>xx',
      `${jwt}\u0000`,
      'a'.repeat(5000),
      'abc def ghi jkl mno pqr',
      "abcdefabcdefabcdef'",
    ])
      expect([hostile.slice(0, 20), cookieValue(`bs_draw=${hostile}`, 'bs_draw')]).toEqual([hostile.slice(0, 20), null]);
  });

  it("keeps the page's data inert inside its <script>: no '<', no line separators", () => {
    const hostile = { html: '</script><script>alert(1)</script><!--', sep: 'a\u2028b\u2029c' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('guesses a phone from Client Hints first, then from the User-Agent', () => {
    expect(guessViewportWidth({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Windows' })).toBeLessThan(768);
    expect(guessViewportWidth({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'iPhone' })).toBeGreaterThanOrEqual(768);
    expect(guessViewportWidth({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari' })).toBeLessThan(768);
    expect(guessViewportWidth({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).toBeGreaterThanOrEqual(768);
    expect(guessViewportWidth({})).toBeGreaterThanOrEqual(768);
  });

  it('leaves the page to the browser without a server bundle, or when drawing fails or is incomplete', async () => {
    const warnings: object[] = [];
    const log = { warn: (o: object) => warnings.push(o) };
    const web = fakeWebDist();
    expect(await loadServerDrawer(web, () => 'http://127.0.0.1:1', log)).toBeNull();

    withServerBundle(
      web,
      `export async function drawPage(url) {
        if (url === '/boom') throw new Error('boom');
        if (url === '/never') return new Promise(() => {});
        return { html: '<p>' + url + '</p>', data: { t: '</script>' }, title: 'A <b> | Betsite', complete: url !== '/half' };
      }`,
    );
    const drawer = (await loadServerDrawer(web, () => 'http://127.0.0.1:1', log))!;
    expect(await drawer.draw('/ok', {})).toEqual({ root: '<p>/ok</p>', data: '{"t":"\\u003c/script>"}', title: 'A &lt;b&gt; | Betsite' });
    expect(await drawer.draw('/half', {})).toBeNull();
    expect(await drawer.draw('/boom', {})).toBeNull();
    // A draw that never ends (a lazy part that never loads) does not hold the visitor.
    const started = Date.now();
    expect(await drawer.draw('/never', {})).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warnings).toHaveLength(2);
  });

  it('keeps a drawn page 5 s per address, screen and host, shares one draw among visitors arriving together, and forgets all on a content change', async () => {
    // Each draw says which one it is, and takes a moment (visitors arriving meanwhile wait for it).
    const web = withServerBundle(
      fakeWebDist(),
      `let draws = 0;
      export async function drawPage(url, origin, told) {
        draws += 1;
        await new Promise((r) => setTimeout(r, 20));
        return { html: draws + ' ' + told.viewportWidth + ' ' + told.hostname + ' ' + url, data: {}, title: undefined, complete: true };
      }`,
    );
    const clock = new TestClock();
    const drawer = (await loadServerDrawer(web, () => 'http://127.0.0.1:1', { warn: () => undefined }, clock))!;
    const phone = { host: 'betsite.it', 'user-agent': 'iPhone Mobile' };
    const desktop = { host: 'betsite.it', 'user-agent': 'X11' };
    const root = async (url: string, headers: Record<string, string>) => (await drawer.draw(url, headers))?.root;

    const together = await Promise.all([root('/faq', phone), root('/faq', phone), root('/faq', phone)]);
    expect(together).toEqual(['1 390 betsite.it /faq', '1 390 betsite.it /faq', '1 390 betsite.it /faq']);
    expect(await root('/faq', desktop)).toBe('2 1366 betsite.it /faq');
    expect(await root('/faq', { ...phone, host: 'beta.betsite.it' })).toBe('3 390 beta.betsite.it /faq');
    expect(await root('/faq?q=1', phone)).toBe('4 390 betsite.it /faq?q=1');
    clock.advance(4_900);
    expect(await root('/faq', phone)).toBe('1 390 betsite.it /faq');
    clock.advance(200);
    expect(await root('/faq', phone)).toBe('5 390 betsite.it /faq');
    drawer.forgetAll();
    expect(await root('/faq', phone)).toBe('6 390 betsite.it /faq');
    // A draw under way when content changes is not kept: the next visitor gets a new one.
    const during = root('/faq', desktop);
    drawer.forgetAll();
    await during;
    expect(await root('/faq', desktop)).not.toBe(await during);
  });
});
