// Lighthouse audit with mobile settings of the content pages (home, a static page, the FAQ), the
// login page and — logged in as demouser1 — the account home, the deposit and the withdrawal page.
// Run with `npm run lighthouse` (builds first). Starts the real server on a free port with a
// throw-away PGlite directory, audits each page, prints the scores and the gzip size of the
// JavaScript each route loads.
//
// Every page is audited together with its own script-free copy (the page as the app drew it, served
// without any script by a bare server of its own: the most this machine gives that markup), one run of each in
// turn, so a score can be read against what the host allows at that moment. The app's lightest page,
// the help page, is audited too (the cost of starting the app at all; the 404 page answers with
// status 404, which Lighthouse refuses to audit). LH_COPIES=0 skips the copies.
//
// Pages are served as players get them: over HTTPS with HTTP/2, HAProxy terminating TLS in front of
// the server as in production (docs/operations.md), the copies by an HTTP/2 server of their own, both
// with a certificate made for the run that the audited Chrome trusts. Without HAProxy or openssl, or
// with LH_TLS=0, both are plain HTTP/1.1 (six connections, each request queued behind the others).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { makeCertificate, startTlsFront, tlsFrontAvailable } from './tls-front.mjs';

/** [name, path, logged in]: the public pages first, so the login happens once, before the account pages. */
const PAGES = [
  ['help page (reference)', '/account/help', false],
  ['home', '/', false],
  ['static page', '/pages/termini-condizioni', false],
  ['FAQ', '/faq', false],
  ['login', '/account/login', false],
  ['account home', '/account/dashboard', true],
  ['deposit', '/account/ricarica', true],
  ['withdrawal', '/account/prelievo', true],
];
const WITH_COPIES = process.env.LH_COPIES !== '0';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WITH_TLS = process.env.LH_TLS !== '0' && tlsFrontAvailable();

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The server as it ships: compiled (scripts/build-server.mjs), rendering the pages of the web build. */
async function startServer(port, dir, webDist, publicUrl) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const proc = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: publicUrl,
      // The audits of the account pages take longer than one default token lifetime.
      JWT_TTL_SECONDS: '7200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/api/Environment/GetSiteModule?siteModule=Deposit`)).ok) return { proc, base };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** JavaScript the page loaded: bytes on the wire (what the server really sent) and gzip -9 of the same files. */
async function scriptSizes(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(origin));
  let gz = 0;
  let wire = 0;
  for (const s of scripts) {
    wire += s.transferSize ?? 0;
    const file = `${server}${s.url.slice(origin.length)}`;
    gz += gzipSync(Buffer.from(await (await fetch(file, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()), { level: 9 }).length;
  }
  return { gzipKb: gz / 1024, wireKb: wire / 1024, files: scripts.length };
}

const dir = mkdtempSync(path.join(tmpdir(), 'betsite-lh-'));
// A private copy of the build, so another build running meanwhile cannot swap files under the audit;
// inside the repository's node_modules, where the server's render (apps/web/dist-server, copied with
// it) finds React and the other packages it imports.
const buildCopy = mkdtempSync(path.join('node_modules', '.cache-betsite-lh-'));
const webDist = path.resolve(buildCopy, 'web');
cpSync('apps/web/dist', webDist, { recursive: true });
cpSync('apps/web/dist-server', path.join(buildCopy, 'dist-server'), { recursive: true });
const port = await freePort();
const frontPort = WITH_TLS ? await freePort() : null;
/** The server itself (plain HTTP), for this script's own calls; `base` is where the audited Chrome opens pages. */
const server = `http://127.0.0.1:${port}`;
const tls = WITH_TLS ? makeCertificate(dir) : null;
const { proc } = await startServer(port, path.join(dir, 'db'), webDist, WITH_TLS ? `https://127.0.0.1:${frontPort}` : server);
const front = WITH_TLS ? await startTlsFront({ port: frontPort, backendPort: port, pem: tls.pem, dir }) : null;
const base = front?.origin ?? server;
console.log(`pages served over ${WITH_TLS ? 'HTTPS, HTTP/2 (HAProxy in front)' : 'HTTP/1.1'} at ${base}`);

/** Fetches a page once (a warm-up), trusting the run's certificate for https. */
const warmUp = (url) =>
  url.startsWith('https:')
    ? new Promise((resolve, reject) => httpsGet(url, { ca: tls.cert }, (res) => res.resume().on('end', resolve)).on('error', reject))
    : fetch(url).then((r) => r.arrayBuffer());
// Lighthouse's simulated throttling still reflects this machine's CPU load, so each page is audited
// LH_RUNS times (default 3) and the median performance run is reported with the spread.
const RUNS = Number(process.env.LH_RUNS ?? 3);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [...CHROME_FLAGS, ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : [])],
});
/**
 * Logs demouser1 in through the API and leaves the session where the site keeps it with 'Ricordami'
 * (localStorage of the origin),
 * through the DevTools protocol of the audited Chrome.
 */
async function logIn(origin) {
  const r = await (
    await fetch(`${server}/api/Account/LoginUser2FA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demouser1', password: 'Password123' }),
    })
  ).json();
  if (r.ResponseCode !== 0) throw new Error(`login failed: ${r.ResponseCode} ${r.ResponseMessage}`);
  const page = await (await devtools()).contexts()[0].newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([token, betsession]) => {
      localStorage.setItem('bs.remember', '1');
      localStorage.setItem('bs.token', token);
      localStorage.setItem('bs.betsession', betsession);
    },
    [r.ResponseData.Token, r.ResponseData.UserData.betsession],
  );
  await page.close();
}

let cdp = null;
/** Playwright on the audited Chrome (DevTools protocol): the same profile, so the same storage and session. */
async function devtools() {
  cdp ??= await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return cdp;
}

/** Resolves once the page shows no loader and its number of elements has not changed for a second. */
async function settled(page) {
  let last = -1;
  let since = Date.now();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const count = await page.evaluate(() => (document.querySelector('#root .loader') ? -1 : document.getElementsByTagName('*').length));
    if (count !== last) [last, since] = [count, Date.now()];
    else if (count > 0 && Date.now() - since >= 1000) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`${page.url()} did not settle`);
}

/**
 * The page as the app drew it (header, content, footer, the inlined styles), with every script, script
 * preload and the player-preload list taken out, served by a bare server on a port of its own (HTTP/2 over TLS when the site is)
 * with the site's opener policy; every other request (pictures, icons) is passed to the real server,
 * so they load as the page's own do (the site's Cross-Origin-Resource-Policy refuses them to another
 * origin). A logged-in page is drawn in the session's profile. Lighthouse's score of this copy is
 * what this machine gives the page's markup under the site's headers.
 */
async function copyWithoutScripts(origin, route) {
  const page = await (await devtools()).contexts()[0].newPage();
  const response = await page.goto(`${origin}${route}`);
  // The site's opener policy goes with the copy: a document with COOP makes Chromium swap browsing
  // context groups when Lighthouse navigates to it from about:blank, which costs the page a fresh
  // renderer's start-up (docs/performance.md, "Session 16"); without it the copy was measured in
  // conditions no page of the site has. The CSP is left out: no script runs in the copy.
  const opener = (await response?.allHeaders())?.['cross-origin-opener-policy'];
  await settled(page);
  // A copy of the login form, or of any page the app sent us on to, would be the wrong reference.
  if (new URL(page.url()).pathname !== route) throw new Error(`${route}: the app drew ${page.url()} instead`);
  const html = await page.evaluate(() => {
    for (const el of document.querySelectorAll('script, link[rel=modulepreload], link[rel=preload], link[disabled], meta[name=player-preload]')) el.remove();
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await page.close();
  const handle = async (req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(opener ? { 'cross-origin-opener-policy': opener } : {}) });
      res.end(html);
      return;
    }
    try {
      const answer = await fetch(`${server}${req.url}`);
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': answer.headers.get('cache-control') ?? 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(502);
      res.end();
    }
  };
  // Served as the site is: over HTTPS with HTTP/2 when the site is.
  const copyServer = tls ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle) : createHttpServer(handle);
  await new Promise((resolve) => copyServer.listen(0, '127.0.0.1', resolve));
  return { server: copyServer, origin: `${tls ? 'https' : 'http'}://127.0.0.1:${copyServer.address().port}` };
}

/**
 * Logged-in audits keep the origin's storage (the session), so what a first load must not find is
 * emptied by hand: the HTTP cache, and the service worker with its caches (it precaches the app's
 * scripts, which a page would then load from it, not from the network).
 */
async function clearCache(origin) {
  const page = await (await devtools()).contexts()[0].newPage();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await page.close();
}

/** One Lighthouse run (mobile, simulated throttling); null when it failed (no score), which is reported, not counted. */
async function audit({ name, origin, url, loggedIn }, run) {
  if (loggedIn) await clearCache(origin);
  const result = await lighthouse(`${origin}${url}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
    screenEmulation: {
      mobile: true,
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      disabled: false,
    },
    throttlingMethod: 'simulate',
    disableStorageReset: loggedIn,
  });
  // A logged-in audit that ended on the login form measured the wrong page.
  if (loggedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== url) throw new Error(`${name}: ended on ${result.lhr.finalDisplayedUrl}, not logged in`);
  // LH_SAVE=<dir> keeps every run's report (JSON) for a closer look at what an audit found.
  if (process.env.LH_SAVE) writeFileSync(path.join(process.env.LH_SAVE, `${name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(result.lhr));
  if (result.lhr.categories.performance.score !== null) return result.lhr;
  console.log(`${name}: run failed: ${result.lhr.runtimeError?.message ?? 'no score'}`);
  return null;
}

/** The median run of a page as a row of the table, and what its audits found. */
async function report({ name, url }, runs) {
  if (runs.length === 0) throw new Error(`${name}: every Lighthouse run failed`);
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[Math.floor(runs.length / 2)];
  const js = await scriptSizes(lhr, base);
  const c = lhr.categories;
  rows.push({
    page: name,
    url,
    performance: c.performance.score,
    'perf min–max': `${runs[0].categories.performance.score}–${runs.at(-1).categories.performance.score}`,
    accessibility: c.accessibility.score,
    'best-practices': c['best-practices'].score,
    seo: c.seo.score,
    LCP: lhr.audits['largest-contentful-paint'].displayValue,
    TBT: lhr.audits['total-blocking-time'].displayValue,
    CLS: lhr.audits['cumulative-layout-shift'].displayValue,
    'JS wire (KB)': js.wireKb.toFixed(1),
    'JS gzip (KB)': js.gzipKb.toFixed(1),
    'JS files': js.files,
  });
  if (lhr.runtimeError) console.log(`${name} : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // Name the elements behind a failed accessibility audit or a layout shift, so they can be fixed.
  for (const id of ['target-size', 'color-contrast', 'layout-shifts']) {
    const a = lhr.audits[id];
    if (a && a.score !== null && a.score < 1) {
      const nodes = (a.details?.items ?? []).map((i) => i.node?.snippet ?? i.node?.selector ?? JSON.stringify(i).slice(0, 160));
      console.log(`${name} : ${id}: ${nodes.slice(0, 5).join(' | ')}`);
    }
  }
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcpEl) console.log(`${name} : LCP element ${lcpEl}`);
  const failed = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
  );
  if (failed.length) console.log(`${name}: audits below 0.9: ${failed.map((a) => `${a.id} (${a.score})`).join(', ')}`);
}

const rows = [];
let loggedInYet = false;
let copy = null;
try {
  for (const [name, route, loggedIn] of PAGES) {
    // LH_ONLY=home (or 'static', 'FAQ', 'deposit,withdrawal'…) audits just the matching pages while working on them.
    if (process.env.LH_ONLY && !process.env.LH_ONLY.split(',').some((part) => name.includes(part))) continue;
    if (loggedIn && !loggedInYet) {
      await logIn(base);
      loggedInYet = true;
    }
    const targets = [{ name, origin: base, url: route, loggedIn }];
    if (WITH_COPIES && !name.includes('(reference)')) {
      copy = await copyWithoutScripts(base, route);
      targets.push({ name: `${name} without scripts (reference)`, origin: copy.origin, url: '/', loggedIn: false });
    }
    // One warm-up load each, so the first audit does not pay for the server's own start-up.
    for (const t of targets) await warmUp(`${t.origin}${t.url}`);
    // The page and its copy in turn, so a slow spell of the host falls on both.
    const runs = targets.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, t] of targets.entries()) {
        const lhr = await audit(t, run);
        if (lhr) runs[i].push(lhr);
      }
    }
    for (const [i, t] of targets.entries()) await report(t, runs[i]);
    copy?.server.close();
    copy = null;
  }
} finally {
  copy?.server.close();
  await cdp?.close();
  await chrome.kill();
  front?.close();
  proc.kill('SIGTERM');
  // The server closes its database on SIGTERM; if it has not gone after 5 s it is stopped hard.
  await new Promise((r) => {
    const t = setTimeout(() => {
      proc.kill('SIGKILL');
      r();
    }, 5000);
    proc.once('exit', () => {
      clearTimeout(t);
      r();
    });
  });
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildCopy, { recursive: true, force: true });
}
console.table(rows);
