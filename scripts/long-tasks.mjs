#!/usr/bin/env node
// Blocking time of a page, steadier than Lighthouse's TBT on a busy machine: loads the page in
// Chromium with the CPU slowed 4x (as Lighthouse's mobile profile), logged in as demouser1 for
// /account/ pages, and sums each long task's time over 50 ms from the first contentful paint to 5 s
// after the load event (PerformanceObserver 'longtask'). Given several running servers (e.g. two builds
// of the app side by side), it loads the page from each in turn, so each run sees the same machine.
//
//   node scripts/long-tasks.mjs /account/ricarica http://127.0.0.1:8080 [http://127.0.0.1:8081 …]
//   LONG_TASKS_RUNS=8 (loads per server, default 5)
import { chromium } from 'playwright-core';

const [path, ...servers] = process.argv.slice(2);
if (!path || servers.length === 0) {
  console.error('usage: node scripts/long-tasks.mjs <path> <server URL> [<server URL> …]');
  process.exit(2);
}
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 5);
const loggedIn = path.startsWith('/account/') && !path.startsWith('/account/login');

/** demouser1's session where the site keeps it with 'Ricordami' (localStorage). */
async function session(origin) {
  const r = await fetch(`${origin}/api/Account/LoginUser2FA`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demouser1', password: 'Password123' }),
  });
  const { ResponseData: d } = await r.json();
  return [
    { name: 'bs.remember', value: '1' },
    { name: 'bs.token', value: d.Token },
    { name: 'bs.betsession', value: d.UserData.betsession },
  ];
}

async function blockingTime(browser, origin) {
  const localStorage = loggedIn ? await session(origin) : [];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [{ origin, localStorage }] } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = new Map(servers.map((s) => [s, []]));
for (let i = 0; i < RUNS; i++) for (const s of servers) results.get(s).push(Math.round(await blockingTime(browser, new URL(s).origin)));
await browser.close();
for (const [s, times] of results) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${s}${path}: median ${sorted[Math.floor(sorted.length / 2)]} ms (runs: ${sorted.join(' ')})`);
}
