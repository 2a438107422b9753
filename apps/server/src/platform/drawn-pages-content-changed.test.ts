import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../test-support.ts';
import { fakeWebDist, withServerBundle } from './web-build-fixture.ts';

/** What a drawn page is drawn from (migration 0019): a change to any of them must reach visitors at once. */
const CONTENT_TABLES = ['cms_objects', 'provider_news', 'payout_games', 'payout_monthly', 'site_modules', 'site_variables', 'server_messages'];

// A built web app whose server bundle numbers its draws.
const web = withServerBundle(
  fakeWebDist('<!doctype html><html><head><title>Betsite</title></head><body><div id="root"></div></body></html>'),
  `let draws = 0;
  export async function drawPage(url) {
    draws += 1;
    return { html: '<p>draw ' + draws + '</p>', data: {}, title: undefined, complete: true };
  }`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => t?.close());

const drawNumber = async () => /draw (\d+)/.exec((await t.app.inject({ url: '/pages/contatti' })).body)?.[1];

describe(`drawn pages and content changes (${dbLabel()})`, () => {
  it('every content table announces its changes (NOTIFY content_changed)', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen('content_changed', (table) => heard.push(table));
    try {
      // A statement that changes nothing announces too: one notice per statement, never per row.
      for (const table of CONTENT_TABLES) await t.deps.db.execute(sql.raw(`DELETE FROM ${table} WHERE false`));
      await expect.poll(() => [...new Set(heard)].sort(), { timeout: 3000 }).toEqual([...CONTENT_TABLES].sort());
    } finally {
      await stop();
    }
  });

  it('a kept drawn page is served again until the content changes, then drawn anew', async () => {
    const first = await drawNumber();
    expect(first).toBeDefined();
    expect(await drawNumber()).toBe(first);
    await t.deps.db.execute(sql`UPDATE cms_objects SET id = id WHERE false`);
    await expect.poll(drawNumber, { timeout: 3000 }).not.toBe(first);
  });
});
