import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { serveWebApp } from './web-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'betsite-web-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');

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
  it('serves the games sandbox page only where GAMES_SANDBOX allows it', async () => {
    expect(await statusOf('/sandbox/games', {})).toBe(404);
    expect(await statusOf('/sandbox/games', { GAMES_SANDBOX: 'true' })).toBe(200);
    expect(await statusOf('/sandbox/games', { NODE_ENV: 'development' })).toBe(200);
  });
});
