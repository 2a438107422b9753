import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * Starts the server as it ships (compiled to apps/server/dist/main.js by scripts/build-server.mjs,
 * serving the production web build and rendering its pages), each on a fresh PGlite with demo data:
 * one per test worker with the production timings (E2E_WORKERS, 2 by default: two files run at once,
 * each against a server and database of its own, so no file sees another's players, modules or
 * content change while it runs), and one with idle timings of a few seconds for the idle-handling test.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const servers: ServerProcess[] = [];

export async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const base = 18000 + Math.floor(Math.random() * 1000);
  const results = await Promise.allSettled([
    // The client's idle rule on short timings, proven on Playwright's page clock (session.e2e.ts). The
    // server's own idle revocation runs on the machine's clock, which the page clock does not control:
    // with its default window (idle + timeout, 8 s here) a paused or slowed page clock on a loaded
    // machine can let 8 real seconds pass between two keep-alives of an active player, and the server
    // would revoke the session. Its window is long here; the server's rule is proven on a controlled
    // clock in apps/server/src/platform/idle-revocation.test.ts.
    startServer(base, { IDLE_SECONDS: '2', IDLE_TIMEOUT_SECONDS: '6', IDLE_WARNING_SECONDS: '4', IDLE_PING_SECONDS: '3', SESSION_IDLE_SECONDS: '600' }),
    ...Array.from({ length: E2E_WORKERS }, (_, i) => startServer(base + 1 + i, {})),
  ]);
  // Those that started are stopped by the teardown, also when another failed.
  for (const r of results) if (r.status === 'fulfilled') servers.push(r.value);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  const [idle, ...mains] = servers.map((s) => s.url);
  project.provide('baseUrls', mains);
  project.provide('idleBaseUrl', idle!);
}

export async function teardown() {
  await Promise.all(servers.map((s) => s.stop()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (`VITEST_POOL_ID` 1…E2E_WORKERS picks its own: e2e/support.ts). */
    baseUrls: string[];
    idleBaseUrl: string;
  }
}
