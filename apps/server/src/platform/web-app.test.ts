import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_ONLY_HEADERS, installSecurityHeaders } from './security-headers.ts';
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
  it('sends a hashed script or stylesheet without the headers that act only on a document, and keeps the others', async () => {
    const assets = path.join(dist, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, 'page-AbC123.js'), 'export const x = 1;');
    writeFileSync(path.join(assets, 'page-AbC123.css'), '.x{color:red}');
    const app = Fastify();
    installSecurityHeaders(app);
    await serveWebApp(app, { WEB_DIST: dist, NODE_ENV: 'production' } as Config);
    const page = await app.inject({ url: '/' });
    const answers = [await app.inject({ url: '/assets/page-AbC123.js' }), await app.inject({ url: '/assets/page-AbC123.css' })];
    await app.close();
    for (const name of DOCUMENT_ONLY_HEADERS) expect([name, page.headers[name]]).toEqual([name, expect.any(String)]);
    for (const asset of answers) {
      expect(asset.statusCode).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS) expect([name, asset.headers[name]]).toEqual([name, undefined]);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(asset.headers['referrer-policy']).toBe('no-referrer');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
  it('serves the games sandbox page only outside production and where GAMES_SANDBOX allows it', async () => {
    expect(await statusOf('/sandbox/games', {})).toBe(404);
    expect(await statusOf('/sandbox/games', { GAMES_SANDBOX: 'true' })).toBe(404);
    expect(await statusOf('/sandbox/games', { NODE_ENV: 'development', GAMES_SANDBOX: 'false' })).toBe(404);
    expect(await statusOf('/sandbox/games', { NODE_ENV: 'development' })).toBe(200);
  });
});

/** A server bundle that renders every page from what the in-process transport answers for `/api/x`. */
const RENDERER = `export function createRenderer(transport) {
  return async (url, reader) => {
    if (url === '/old') return { status: 301, redirect: '/new', html: '', data: '', title: null, modules: [] };
    const answer = await (await transport('/api/x?q=1')).json();
    return { status: 200, html: '<main>' + answer.said + ' ' + reader.viewportWidth + '</main>', data: '{"a":1}', title: 'Pagina & co', description: 'Le "pagine" & co', modules: [] };
  };
}`;

describe("the server's render of a page", () => {
  const rendered = withServerBundle(
    fakeWebDist(
      '<!doctype html><html><head><meta name="description" content="Il sito" /><title>Betsite</title></head><body><div id="root"></div></body></html>',
    ),
    RENDERER,
  );
  const reads = { '/api/x': async (q: Record<string, string>) => ({ said: `in process ${q.q}` }) };

  it('puts the markup, its data and its title in index.html, its data read in process; answers a redirect route with the redirect', async () => {
    const app = Fastify();
    const link = '<link rel="preload" as="image" href="/cms/a.svg">';
    await serveWebApp(app, { WEB_DIST: rendered, NODE_ENV: 'production' } as Config, async (pathname) => (pathname === '/' ? link : ''), { reads });
    const phone = await app.inject({ url: '/', headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' } });
    const brotli = await app.inject({ url: '/', headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile', 'accept-encoding': 'br' } });
    const desk = await app.inject({ url: '/faq' });
    const old = await app.inject({ url: '/old' });
    const backoffice = await app.inject({ url: '/backoffice' });
    await app.close();
    expect(phone.body).toContain('<div id="root"><main>in process 1 390</main></div>');
    expect(phone.body).toContain('<script type="application/json" id="page-data">{"a":1}</script>');
    expect(phone.body).toContain('<title>Pagina &amp; co</title>');
    expect(phone.body).toContain('<meta name="description" content="Le &quot;pagine&quot; &amp; co" />');
    expect(phone.body).not.toContain('Il sito');
    expect(phone.body).toContain(`${link}</head>`);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(phone.body);
    expect(desk.body).toContain('<main>in process 1 1366</main>');
    expect(desk.body).not.toContain(link);
    expect([old.statusCode, old.headers.location]).toEqual([301, '/new']);
    expect(backoffice.body).toContain('<div id="root"></div>');
  });

  it("renders a request with its own render (the back office's preview) for that request alone: never kept, never cached", async () => {
    const scope = new AsyncLocalStorage<string>();
    const scopedReads = { '/api/x': async () => ({ said: scope.getStore() ?? 'pubblicato' }) };
    const app = Fastify();
    await serveWebApp(app, { WEB_DIST: rendered, NODE_ENV: 'production' } as Config, undefined, {
      reads: scopedReads,
      ownRender: async (request) => (request.headers.cookie === 'anteprima=1' ? <T>(render: () => Promise<T>) => scope.run('bozza', render) : null),
    });
    const visit = () => app.inject({ url: '/pages/chi-siamo' });
    const preview = () => app.inject({ url: '/pages/chi-siamo', headers: { cookie: 'anteprima=1' } });
    const first = await preview();
    const [visitor, again] = await Promise.all([visit(), preview()]);
    const later = await visit();
    await app.close();
    for (const own of [first, again]) {
      expect(own.body).toContain('<main>bozza 1366</main>');
      expect(own.headers['cache-control']).toBe('no-store');
    }
    for (const page of [visitor, later]) {
      expect(page.body).toContain('<main>pubblicato 1366</main>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
