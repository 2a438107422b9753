import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { serveWebApp } from './web-app.ts';
import { fakeWebDist, withServerBundle } from './web-build-fixture.ts';

const INLINE_SCRIPT = 'window.early = 1;';
const dist = fakeWebDist(`<!doctype html><html><head></head><body><div id="root"></div><script>${INLINE_SCRIPT}</script></body></html>`);

async function statusOf(url: string, config: Partial<Config>): Promise<number> {
  const app = Fastify();
  await serveWebApp(app, { WEB_DIST: dist, NODE_ENV: 'production', ...config } as Config);
  await app.ready();
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return res.statusCode;
}

describe('the built web app answers client routes, never in place of a switched-off server page', () => {
  it('serves index.html for the site routes', async () => {
    for (const url of ['/', '/account/login', '/pages/casino?x=1', '/faq/bonus']) expect(await statusOf(url, {}), url).toBe(200);
  });
  it('answers 404 for /dev and /sandbox pages whose server routes are off, and for API and asset misses', async () => {
    for (const url of ['/dev/outbox', '/dev', '/sandbox/paypal/pay/PAYID-1', '/sandbox', '/api/nope', '/assets/missing.js'])
      expect(await statusOf(url, {}), url).toBe(404);
  });
  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const app = Fastify();
    installSecurityHeaders(app);
    await serveWebApp(app, { WEB_DIST: dist, NODE_ENV: 'production' } as Config);
    const page = await app.inject({ url: '/account/ricarica' });
    const api = await app.inject({ url: '/api/nope' });
    await app.close();
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = (csp: unknown) => String(csp).match(/script-src ([^;]*)/)?.[1];
    expect(scriptSrc(page.headers['content-security-policy'])).toBe(`'self' 'sha256-${hash}'`);
    expect(scriptSrc(api.headers['content-security-policy'])).toBe("'self'");
    // The rest of the policy is the same on both.
    expect(String(page.headers['content-security-policy']).replace(/script-src [^;]*/, '')).toBe(
      String(api.headers['content-security-policy']).replace(/script-src [^;]*/, ''),
    );
  });
  it("adds the content's head tags to the page they are for, in every encoding", async () => {
    const app = Fastify();
    const link = '<link rel="preload" as="image" href="/cms/a.svg">';
    await serveWebApp(app, { WEB_DIST: dist, NODE_ENV: 'production' } as Config, async (pathname) => (pathname === '/' ? link : ''));
    const plain = await app.inject({ url: '/' });
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const other = await app.inject({ url: '/faq' });
    await app.close();
    expect(plain.body).toContain(`${link}</head>`);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(other.body).not.toContain(link);
  });
  it('serves the games sandbox page only outside production and where GAMES_SANDBOX allows it', async () => {
    expect(await statusOf('/sandbox/games', {})).toBe(404);
    expect(await statusOf('/sandbox/games', { GAMES_SANDBOX: 'true' })).toBe(404);
    expect(await statusOf('/sandbox/games', { NODE_ENV: 'development', GAMES_SANDBOX: 'false' })).toBe(404);
    expect(await statusOf('/sandbox/games', { NODE_ENV: 'development' })).toBe(200);
  });
});

describe("a player's page drawn on the server (the draw cookie)", () => {
  // A server bundle that says for whom it drew, and how many draws it made.
  const web = withServerBundle(
    fakeWebDist(),
    `let draws = 0;
    export async function drawPage(url, origin, told, token) {
      draws += 1;
      return { html: '<p>draw ' + draws + ' of ' + url + ' for ' + (token ?? 'a visitor') + '</p>', data: {}, title: undefined, complete: true };
    }`,
  );
  const alice = 'eyJhbGciOiJIUzI1NiJ9.alice.aaaaaaaaaaaaaaaa';
  const bob = 'eyJhbGciOiJIUzI1NiJ9.bob.bbbbbbbbbbbbbbbbbb';

  async function pages(requests: { url: string; cookie?: string }[]): Promise<{ body: string; cache: string | undefined }[]> {
    const admitted: string[] = [];
    const app = Fastify();
    await serveWebApp(app, { WEB_DIST: web, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: 8080 } as Config, async () => '', {
      admitPlayerDraw: async (token) => {
        admitted.push(token);
        return token !== bob;
      },
    });
    const out = [];
    for (const r of requests) {
      const res = await app.inject({ url: r.url, headers: r.cookie ? { cookie: r.cookie } : {} });
      expect(res.statusCode).toBe(200);
      out.push({ body: res.body, cache: res.headers['cache-control'] as string | undefined });
    }
    await app.close();
    return out;
  }

  it("draws the account pages for the cookie's admitted token, afresh each time and never kept (no-store)", async () => {
    const [first, second, third] = await pages([
      { url: '/account/dashboard', cookie: `bs_draw=${alice}` },
      { url: '/account/dashboard', cookie: `other=1; bs_draw=${alice}` },
      { url: '/account/ricarica', cookie: `bs_draw=${alice}` },
    ]);
    expect(first!.body).toContain(`<div id="root" data-server-drawn data-player-drawn><p>draw 1 of /account/dashboard for ${alice}</p></div>`);
    expect(second!.body).toContain(`draw 2 of /account/dashboard for ${alice}`);
    expect(third!.body).toContain(`draw 3 of /account/ricarica for ${alice}`);
    for (const page of [first, second, third]) expect(page!.cache).toBe('no-store');
  });

  it('leaves the page to the browser for a refused token, a malformed cookie or none, and never draws a visitor page for a token', async () => {
    const [refused, malformed, none, faq] = await pages([
      { url: '/account/dashboard', cookie: `bs_draw=${bob}` },
      { url: '/account/dashboard', cookie: 'bs_draw=<script>alert(1)</script>' },
      { url: '/account/dashboard' },
      { url: '/faq', cookie: `bs_draw=${alice}` },
    ]);
    for (const page of [refused, malformed, none]) {
      expect(page!.body).toContain('<div id="root"></div>');
      expect(page!.body).not.toContain('data-player-drawn');
    }
    // A cookie that may name a player keeps the answer out of every cache; none, as before.
    expect([refused!.cache, malformed!.cache, none!.cache]).toEqual(['no-store', 'no-cache', 'no-cache']);
    expect(malformed!.body).not.toContain('alert(1)');
    // The FAQ is a visitor's page whatever the request carries.
    expect(faq!.body).toContain('for a visitor');
    expect(faq!.body).not.toContain(alice);
  });
});
