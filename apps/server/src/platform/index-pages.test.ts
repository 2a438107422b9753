import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildIndexPages, pickEncoding } from './index-pages.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'betsite-index-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{color:red}');
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="stylesheet" href="/assets/gone.css"></head><body></body></html>',
);
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/session/routes/login-page.tsx': { file: 'assets/login-page.js', imports: ['_shared.js', '_form.js'] },
    '_form.js': { file: 'assets/form.js' },
    'src/features/account/routes/dashboard-page.tsx': { file: 'assets/dashboard-page.js', imports: ['_shared.js'] },
    'src/features/notifications/components/notification-center.tsx': { file: 'assets/notification-center.js' },
  }),
);

describe('index.html as the server sends it', () => {
  const pageFor = buildIndexPages(dist);

  it('carries the app stylesheet inline (no render-blocking request) and leaves a missing one as a link', () => {
    const { html } = pageFor('/');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('href="/assets/index-abc.css"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/gone.css">');
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

  it('is compressed once, brotli and gzip, to exactly the same page', () => {
    for (const p of ['/', '/account/login', '/faq']) {
      const page = pageFor(p);
      expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
      expect(gunzipSync(page.gzip).toString()).toBe(page.html);
    }
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
