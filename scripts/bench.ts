/**
 * `npm run bench` (run through scripts/with-postgres.sh, which provides TEST_DATABASE_URL):
 * API throughput of an authenticated EL_RefreshBalance against a bare Fastify route measured in
 * the same run, p99 latencies, server memory under load, login p99 (argon2id on purpose), and —
 * when present — the deposits benchmark against pgbench on the same PostgreSQL.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';

import { SERVER_NODE_FLAGS } from './cluster-lib.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL missing: run through scripts/with-postgres.sh');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function freshDatabase(name: string): Promise<string> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(adminUrl!);
  u.pathname = `/${name}`;
  return u.toString();
}

// BENCH_CPU_PROF=<dir>: the app process writes a V8 CPU profile there when it stops (read it with
// `node scripts/cpu-profile-summary.mjs <file>` or in Chrome DevTools).
const cpuProf = process.env.BENCH_CPU_PROF;
// BENCH_NODE_FLAGS="--max-semi-space-size=4 …": both servers run with these Node flags instead of
// those of `npm run serve` (SERVER_NODE_FLAGS), to weigh a flag's throughput against its memory.
const nodeFlags = process.env.BENCH_NODE_FLAGS === undefined ? SERVER_NODE_FLAGS : process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);

function startChild(args: string[]): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // The compiled server with the flags of `npm run serve`: memory is measured as production runs.
    const prof = cpuProf && args[0] === 'app' ? ['--cpu-prof', '--cpu-prof-dir', cpuProf] : [];
    // NODE_ENV=production for the process, as a production server runs: React picks its production
    // build from it (the development build checks and warns as it renders), and the calls' strict
    // answer check is off (platform/call-route.ts). The app's own config profile is set apart in
    // bench-server.ts (sandbox providers).
    const proc = spawn(process.execPath, [...prof, ...nodeFlags, 'apps/server/dist/bench-server.js', ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    proc.stdout!.on('data', (d: Buffer) => {
      const m = /READY (\d+)/.exec(d.toString());
      if (m) resolve({ proc, port: Number(m[1]) });
    });
    proc.on('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(opts: autocannon.Options, pid?: number) {
  let peak = 0;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250) : null;
  const r = await autocannon({ duration: DURATION, connections: 32, pipelining: 1, ...opts });
  if (sampler) clearInterval(sampler);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${opts.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, peakRssMb: peak };
}

execFileSync(process.execPath, ['scripts/build-server.mjs', 'scripts/bench-server.ts'], { stdio: 'inherit' });
const bare = await startChild(['bare']);
const appDb = await freshDatabase('bench_api');
const appStarted = Date.now();
const app = await startChild(['app', appDb]);
/** Seconds since the app process started: the window of a phase in its CPU profile (cpu-profile-summary --from/--to). */
const sinceStart = () => ((Date.now() - appStarted) / 1000).toFixed(1);
try {
  const base = `http://127.0.0.1:${app.port}`;
  const login = await (
    await fetch(`${base}/api/Account/LoginUser2FA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demouser1', password: 'Password123' }),
    })
  ).json();
  const token = login.ResponseData.Token as string;

  await load({ url: `http://127.0.0.1:${bare.port}/ping`, duration: 2 }); // warm-up
  await load({ url: `${base}/api/Account/EL_RefreshBalance`, headers: { authorization: `Bearer ${token}` }, duration: 2 });
  // The baseline and the app take turns (BENCH_ROUNDS rounds, bare then app): on a machine shared
  // with other jobs the load changes by the minute, and a ratio of two figures measured back to back
  // is steadier than one of two figures measured a minute apart. The median round is reported.
  const rounds: { baseline: Awaited<ReturnType<typeof load>>; balance: Awaited<ReturnType<typeof load>>; window: string; load1: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const baseline = await load({ url: `http://127.0.0.1:${bare.port}/ping` });
    const from = sinceStart();
    const balance = await load({ url: `${base}/api/Account/EL_RefreshBalance`, headers: { authorization: `Bearer ${token}` } }, app.proc.pid);
    rounds.push({ baseline, balance, window: `--from=${from} --to=${sinceStart()}`, load1: loadavg()[0]! });
  }
  const ratioOf = (r: (typeof rounds)[number]) => r.balance.rps / r.baseline.rps;
  const { baseline, balance, window: balanceWindow } = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(rounds.length / 2)]!;
  const loginRun = await load(
    {
      url: `${base}/api/Account/LoginUser2FA`,
      method: 'POST',
      connections: 4,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demouser1', password: 'Password123' }),
    },
    app.proc.pid,
  );

  // The server's render of the home page against the JSON call of its main area, in the same run:
  // as a reader gets it (kept 5 s, brotli), and rendered afresh for every request (a new query string each time).
  const phone = { 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' };
  const areaRun = await load({ url: `${base}/api/CMS/GetCmsObject?id=&layoutArea=${encodeURIComponent(LAYOUT_AREAS.hero.home)}`, headers: phone });
  const homeRun = existsSync('apps/web/dist-server/entry-server.js') ? await load({ url: `${base}/`, headers: phone }, app.proc.pid) : null;
  let n = 0;
  const freshRun = homeRun
    ? await load({ url: `${base}/`, headers: phone, requests: [{ setupRequest: (req) => ({ ...req, path: `/?r=${n++}` }) }] }, app.proc.pid)
    : null;

  console.log('\n== API (PostgreSQL) ==');
  for (const [i, r] of rounds.entries()) {
    console.log(
      `round ${i + 1}: bare ${r.baseline.rps.toFixed(0)} req/s, EL_RefreshBalance ${r.balance.rps.toFixed(0)} req/s, ratio ${ratioOf(r).toFixed(3)}, load average ${r.load1.toFixed(1)} (${r.window})`,
    );
  }
  console.log(`Node flags of both servers: ${nodeFlags.join(' ') || '(none)'}`);
  console.log(
    `median round (load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  console.log(`bare Fastify route              ${baseline.rps.toFixed(0)} req/s   p99 ${baseline.p99} ms`);
  console.log(`EL_RefreshBalance (JWT+session) ${balance.rps.toFixed(0)} req/s   p99 ${balance.p99} ms   server RSS peak ${balance.peakRssMb} MB`);
  console.log(`ratio EL_RefreshBalance / bare  ${(balance.rps / baseline.rps).toFixed(3)}   (aim ≥ 0.40)`);
  if (cpuProf) console.log(`EL_RefreshBalance load of the median round in the app's CPU profile: ${balanceWindow}`);
  console.log(`LoginUser2FA (argon2id)         ${loginRun.rps.toFixed(0)} req/s   p99 ${loginRun.p99} ms   server RSS peak ${loginRun.peakRssMb} MB`);
  console.log('\n== Page render (server-rendered home, phone, brotli) ==');
  console.log(`GetCmsObject (home hero area)   ${areaRun.rps.toFixed(0)} req/s   p99 ${areaRun.p99} ms`);
  if (homeRun && freshRun) {
    console.log(
      `home page, as served (kept 5 s) ${homeRun.rps.toFixed(0)} req/s   p99 ${homeRun.p99} ms   server RSS peak ${homeRun.peakRssMb} MB   (aim ≥ 500)`,
    );
    console.log(`ratio home / GetCmsObject       ${(homeRun.rps / areaRun.rps).toFixed(3)}`);
    console.log(`home page, rendered every time  ${freshRun.rps.toFixed(0)} req/s   p99 ${freshRun.p99} ms   server RSS peak ${freshRun.peakRssMb} MB`);
    console.log(`ratio rendered / GetCmsObject   ${(freshRun.rps / areaRun.rps).toFixed(3)}`);
  } else console.log('home page: no web build with its server bundle (npm run build first)');
} finally {
  bare.proc.kill();
  app.proc.kill();
  // The CPU profile is written while the app process exits: wait for it.
  if (app.proc.exitCode === null) await new Promise((r) => app.proc.once('exit', r));
}

if (existsSync('scripts/bench-deposits.ts') && process.env.BENCH_DEPOSITS !== '0') {
  const { benchDeposits } = (await import('./bench-deposits.ts')) as {
    benchDeposits(url: string): Promise<{ depositsPerSecond: number; pgbenchTps: number; ratio: number }>;
  };
  const r = await benchDeposits(await freshDatabase('bench_deposits'));
  console.log('\n== Deposits (PostgreSQL) ==');
  console.log(`confirmed deposits              ${r.depositsPerSecond.toFixed(0)} /s`);
  console.log(`pgbench TPC-B                   ${r.pgbenchTps.toFixed(0)} tps`);
  console.log(`ratio deposits / pgbench        ${r.ratio.toFixed(3)}   (aim ≥ 0.3)`);
}
process.exit(0);
