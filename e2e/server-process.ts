import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A server as it ships (apps/server/dist/main.js, built by the global setup) on a fresh PGlite with demo data. */
export interface ServerProcess {
  url: string;
  /** Ends the process, then removes its database folder (once the process has ended, not after a guessed delay). */
  stop(): Promise<void>;
}

/** A TCP port nothing listens on now: for a server whose own address must be known before it starts (PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the compiled server on `port` with the e2e settings plus `extraEnv`, and resolves once it answers. */
export async function startServer(port: number, extraEnv: Record<string, string>): Promise<ServerProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'betsite-e2e-'));
  const proc: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
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
  const stop = async () => {
    const ended = proc.exitCode !== null ? Promise.resolve() : new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await ended;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a busy machine migrating and seeding two fresh databases (game histories too) takes a while.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) {
      await stop();
      throw new Error(`server on ${port} exited with ${proc.exitCode}`);
    }
    try {
      const r = await fetch(`${url}/api/Environment/GetSiteModule?siteModule=Deposit`);
      if (r.ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    // Asked again every 250 ms until it answers (a readiness poll, as expect.poll does in a test).
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server on ${port} did not start`);
}
