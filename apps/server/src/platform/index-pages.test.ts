import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildIndexPages, inlineScripts, pickEncoding } from './index-pages.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'betsite-index-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{color:red}');
writeFileSync(path.join(dist, 'assets', 'deposit-page.css'), '.deposit{color:blue}');
writeFileSync(path.join(dist, 'assets', 'panel.css'), '.panel{color:green}');
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="stylesheet" href="/assets/gone.css"></head><body></body></html>',
);
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', imports: ['_shared.js'], css: ['assets/index-abc.css'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/session/routes/login-page.tsx': { file: 'assets/login-page.js', imports: ['_shared.js', '_form.js'] },
    '_form.js': { file: 'assets/form.js' },
    'src/features/account/routes/dashboard-page.tsx': { file: 'assets/dashboard-page.js', imports: ['_shared.js'] },
    'src/features/notifications/components/notification-center.tsx': { file: 'assets/notification-center.js' },
    // A page that imports lazily itself has no source-path key in Vite's manifest.
    '_deposit-page-x1.js': { file: 'assets/deposit-page-x1.js', imports: ['_shared.js', '_panel.js'], css: ['assets/deposit-page.css'] },
    '_panel.js': { file: 'assets/panel.js', css: ['assets/panel.css', 'assets/index-abc.css'] },
  }),
);
writeFileSync(
  path.join(dist, '.vite', 'lazy-module-chunks.json'),
  JSON.stringify({ 'src/features/payments/deposit/routes/deposit-page.tsx': 'assets/deposit-page-x1.js' }),
);

describe('index.html as the server sends it', () => {
  const { pageFor, unknownModules } = buildIndexPages(dist);

  it('carries the app stylesheet inline (no render-blocking request) and leaves a missing one as a link', () => {
    const { html } = pageFor('/');
    expect(html).toContain('<style data-href="/assets/index-abc.css">body{color:red}</style>');
    // No link to it at all: the preload scanner would fetch even a disabled one (the app adds those, inlined-styles.ts).
    expect(html).not.toMatch(/<link[^>]*index-abc\.css/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/gone.css">');
  });

  it("finds a page chunk Vite's manifest keys by its file name, and inlines the stylesheets the page's chunks need", () => {
    const { html } = pageFor('/account/ricarica');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/deposit-page-x1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/panel.js">');
    expect(html).toContain('<style data-href="/assets/deposit-page.css">.deposit{color:blue}</style>');
    expect(html).toContain('<style data-href="/assets/panel.css">.panel{color:green}</style>');
    expect(html).not.toMatch(/<link[^>]*(index-abc|deposit-page|panel)\.css/);
    // The app's stylesheet is in the page once, before the page's own (the cascade's order).
    expect(html.split('body{color:red}')).toHaveLength(2);
    expect(html.indexOf('body{color:red}')).toBeLessThan(html.indexOf('.deposit{color:blue}'));
    expect(pageFor('/').html).not.toContain('.deposit{');
  });

  it('names the route modules the build does not have', () => {
    expect(unknownModules).toContain('src/features/payments/withdrawal/routes/withdrawal-page.tsx');
    expect(unknownModules).not.toContain('src/features/payments/deposit/routes/deposit-page.tsx');
    expect(unknownModules).not.toContain('src/features/session/routes/login-page.tsx');
  });

  it("preloads the route's own chunks, not the ones the entry already loads", () => {
    const { html } = pageFor('/account/login');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page.js">');
    expect(html).toContain('href="/assets/form.js"');
    expect(html).not.toContain('modulepreload crossorigin href="/assets/shared.js"');
    expect(pageFor('/account/status').html).not.toContain('modulepreload');
  });

  it('preloads, with an account page, what the layout loads for a logged-in player', () => {
    const { html } = pageFor('/account/dashboard');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/notification-center.js">');
  });

  it("lists a logged-in player's first calls for index.html's inline script, each page its own, every page the session check", () => {
    const calls = (p: string) =>
      pageFor(p)
        .html.match(/<meta name="player-preload" content="([^"]*)">/)?.[1]
        ?.replace(/&amp;/g, '&')
        .split(' ');
    expect(calls('/account/ricarica')).toEqual([
      '/api/Account/CheckAuth',
      '/api/Notifications/GetNotify?isPoll=false',
      '/api/Environment/GetSiteConfig',
      '/api/Account/GetMetodiPagamento?Prelievo=false',
    ]);
    expect(calls('/account/prelievo')).toContain('/api/Account/GetMetodiPagamento?Prelievo=true');
    for (const p of ['/', '/faq', '/pages/casino', '/account/status'])
      expect(calls(p), p).toEqual(['/api/Account/CheckAuth', '/api/Notifications/GetNotify?isPoll=false']);
  });

  it('preloads with every institutional address its area and the site settings, which its first render needs', () => {
    for (const p of ['/pages/termini-condizioni', '/pages/regolamento-poker/omaha']) {
      const html = pageFor(p).html;
      expect(html, p).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/CMS/GetCmsObject?id=&amp;layoutArea=Pages_istituzionali">');
      expect(html, p).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/Environment/GetSiteConfig">');
    }
    expect(pageFor('/faq').html).not.toContain('Pages_istituzionali');
  });

  it('is compressed once, brotli and gzip, to exactly the same page', () => {
    for (const p of ['/', '/account/login', '/faq']) {
      const page = pageFor(p);
      expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
      expect(gunzipSync(page.gzip).toString()).toBe(page.html);
    }
  });
});

describe('inlineScripts', () => {
  it("finds the bodies of index.html's own inline scripts, not module or external scripts", () => {
    const html = '<head><script>a()</script><script type="module" src="/x.js"></script></head><body><script>\n  b();\n</script></body>';
    expect(inlineScripts(html)).toEqual(['a()', '\n  b();\n']);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0.0,gzip;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('\u0000br')).toBeNull();
  });
});
