import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Helmet 8's headers with the web app's CSP: what @fastify/helmet sent with the same options before. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com;connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe(`security headers (${dbLabel()})`, () => {
  it('every answer carries helmet’s headers with the web app’s CSP: a public call, a refused call, an unknown URL', async () => {
    for (const url of ['/api/health', '/api/Account/EL_RefreshBalance', '/api/nope']) {
      const r = await t.app.inject({ url });
      for (const [name, value] of Object.entries(EXPECTED)) expect([url, name, r.headers[name]]).toEqual([url, name, value]);
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
  });
});
