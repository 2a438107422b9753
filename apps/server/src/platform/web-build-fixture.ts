import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * For tests: a built web app in a fresh temporary folder, as `npm run build` lays it out: the
 * `dist` folder with its index.html (returned), and next to it, once `withServerBundle` gives its
 * source, the server bundle `dist-server/entry-server.js` that renders pages.
 */
export function fakeWebDist(indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>'): string {
  const web = path.join(mkdtempSync(path.join(tmpdir(), 'betsite-web-')), 'dist');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), indexHtml);
  return web;
}

/** Adds the server bundle (its ES module source, exporting `createRenderer`) next to a `fakeWebDist` folder. */
export function withServerBundle(web: string, entryServerSource: string): string {
  mkdirSync(path.join(web, '..', 'dist-server'), { recursive: true });
  writeFileSync(path.join(web, '..', 'dist-server', 'entry-server.js'), entryServerSource);
  return web;
}
