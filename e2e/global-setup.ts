import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Starts the server as it ships (compiled to apps/server/dist/main.js by scripts/build-server.mjs,
 * serving the production web build and rendering its pages), each on a fresh PGlite with demo data:
 * one per test worker with the production timings (E2E_WORKERS, 2 by default: two files run at once,
 * each against a server and database of its own, so no file sees another's players, modules or
 * content change while it runs), and one with idle timings of a few seconds for the idle-handling test.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const servers: { proc: ChildProcess; dir: string }[] = [];

async function startServer(port: number, extraEnv: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'betsite-e2e-'));
  const proc = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dir,
      DOCUMENTS_DIR: path.join(dir, 'documents'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Passkeys need a domain for relying party (browsers refuse an IP address): e2e/passkeys.e2e.ts opens the site as localhost.
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: `http://localhost:${port}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push({ proc, dir });
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a busy machine migrating and seeding two fresh databases (game histories too) takes a while.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server on ${port} exited with ${proc.exitCode}`);
    try {
      const r = await fetch(`${url}/api/Environment/GetSiteModule?siteModule=Deposit`);
      if (r.ok) return url;
    } catch {
      /* not up yet */
    }
    // Asked again every 250 ms until it answers (a readiness poll, as expect.poll does in a test).
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start`);
}

export async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const base = 18000 + Math.floor(Math.random() * 1000);
  const [idle, ...mains] = await Promise.all([
    // The client's idle rule on short timings, proven on Playwright's page clock (session.e2e.ts). The
    // server's own idle revocation runs on the machine's clock, which the page clock does not control:
    // with its default window (idle + timeout, 8 s here) a paused or slowed page clock on a loaded
    // machine can let 8 real seconds pass between two keep-alives of an active player, and the server
    // would revoke the session. Its window is long here; the server's rule is proven on a controlled
    // clock in apps/server/src/platform/idle-revocation.test.ts.
    startServer(base, { IDLE_SECONDS: '2', IDLE_TIMEOUT_SECONDS: '6', IDLE_WARNING_SECONDS: '4', IDLE_PING_SECONDS: '3', SESSION_IDLE_SECONDS: '600' }),
    ...Array.from({ length: E2E_WORKERS }, (_, i) => startServer(base + 1 + i, {})),
  ]);
  project.provide('baseUrls', mains);
  project.provide('idleBaseUrl', idle);
}

export async function teardown() {
  for (const s of servers) {
    // Its database folder goes once the process has ended (not after a guessed delay).
    const ended = s.proc.exitCode !== null ? Promise.resolve() : new Promise((r) => s.proc.once('exit', r));
    s.proc.kill('SIGTERM');
    await ended;
    rmSync(s.dir, { recursive: true, force: true });
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (`VITEST_POOL_ID` 1…E2E_WORKERS picks its own: e2e/support.ts). */
    baseUrls: string[];
    idleBaseUrl: string;
  }
}
