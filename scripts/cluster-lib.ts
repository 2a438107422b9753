/**
 * Several server processes on one PostgreSQL behind HAProxy (Debian's `haproxy` package), used by
 * `npm run cluster` and by the cluster and fault tests (docs/operations.md).
 *
 * Ports: the balancer on `basePort`, node i on `basePort + i`, its metrics on `basePort + 50 + i`,
 * HAProxy's stats page on `basePort + 99`.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ClusterOptions {
  databaseUrl: string;
  nodes: number;
  basePort: number;
  /** Extra environment for every node (e.g. short reconciliation timings in the fault test). */
  env?: Record<string, string>;
  /** Where node and balancer logs go (a fresh temp directory by default). */
  logDir?: string;
}

export interface ClusterNode {
  index: number;
  port: number;
  metricsPort: number;
  proc: ChildProcess | null;
  /** Starts the node (again) and waits until it is ready. */
  start(): Promise<void>;
  /** kill -9: no drain, no cleanup, in-flight requests lost. */
  kill(): void;
  /** SIGTERM: readiness 503, drain, close; resolves when the process has exited. */
  stop(): Promise<number | null>;
}

export interface Cluster {
  url: string;
  statsUrl: string;
  logDir: string;
  nodes: ClusterNode[];
  stop(): Promise<void>;
}

/** The flags `npm run serve` runs the compiled server with (docs/performance.md, memory). */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--optimize-for-size', '--max-semi-space-size=1'];

export function haproxyBinary(): string | null {
  for (const p of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The balancer: round robin over the nodes; a node is taken out after two failed readiness checks
 * (every 500 ms, then 250 ms) and back after two good ones. A request that could not be delivered at all
 * (connection refused: the node just died) is retried on another node; anything else is the
 * client's to retry, with its Idempotency-Key. Every request gets an X-Request-Id that the node
 * logs as its request id.
 */
export function haproxyConfig(o: { basePort: number; nodes: { index: number; port: number }[] }): string {
  return `global
  maxconn 4096
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 30s
  timeout server 15s
  timeout http-keep-alive 10s
  # A readiness answer may be slow on a loaded machine: that alone must not take a node out.
  timeout check 3s
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend web
  bind 127.0.0.1:${o.basePort}
  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid
  http-request set-header X-Request-Id %[unique-id]
  option forwardfor
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
${o.nodes.map((n) => `  server node${n.index} 127.0.0.1:${n.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${o.basePort + 99}
  stats enable
  stats uri /
`;
}

async function waitReady(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${url}: the process exited while starting`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (r.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`${url}: not ready after ${timeoutMs} ms`);
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const haproxy = haproxyBinary();
  if (!haproxy) throw new Error('HAProxy is not installed (apt-get install haproxy); it is the balancer of the cluster.');
  const logDir = o.logDir ?? mkdtempSync(path.join(tmpdir(), 'betsite-cluster-'));
  const root = path.resolve(import.meta.dirname, '..');
  // The nodes run the compiled server, as production does (npm run serve).
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });

  const nodes: ClusterNode[] = Array.from({ length: o.nodes }, (_, i) => {
    const index = i + 1;
    const port = o.basePort + index;
    const metricsPort = o.basePort + 50 + index;
    const node: ClusterNode = {
      index,
      port,
      metricsPort,
      proc: null,
      async start() {
        const log = createWriteStream(path.join(logDir, `node${index}.log`), { flags: 'a' });
        const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'development',
            HOST: '127.0.0.1',
            PORT: String(port),
            METRICS_PORT: String(metricsPort),
            DATABASE_URL: o.databaseUrl,
            LOG_LEVEL: 'info',
            // HAProxy is on loopback: the client address is the one it forwards (X-Forwarded-For).
            TRUST_PROXY: '127.0.0.1',
            ...o.env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        proc.stdout!.pipe(log);
        proc.stderr!.pipe(log);
        node.proc = proc;
        let exited = false;
        proc.once('exit', () => (exited = true));
        await waitReady(`http://127.0.0.1:${port}/api/ready`, 180_000, () => !exited); // migrations and seeding on a busy machine
      },
      kill() {
        node.proc?.kill('SIGKILL');
        node.proc = null;
      },
      async stop() {
        const proc = node.proc;
        if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
        node.proc = null;
        const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
        proc.kill('SIGTERM');
        return exited;
      },
    };
    return node;
  });

  let balancer: ChildProcess | null = null;
  let balancerExited = false;
  const stopAll = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    if (balancer && !balancerExited) {
      const gone = new Promise((r) => balancer!.once('exit', r));
      balancer.kill('SIGTERM');
      await gone;
    }
  };
  const url = `http://127.0.0.1:${o.basePort}`;
  try {
    // The first node migrates and seeds (the others would wait on the advisory locks anyway).
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));

    const cfg = path.join(logDir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig({ basePort: o.basePort, nodes }));
    execFileSync(haproxy, ['-c', '-q', '-f', cfg]);
    const balancerLog = createWriteStream(path.join(logDir, 'haproxy.log'), { flags: 'a' });
    balancer = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    balancer.stdout!.pipe(balancerLog);
    balancer.stderr!.pipe(balancerLog);
    balancer.once('exit', () => (balancerExited = true));
    await waitReady(`${url}/api/ready`, 15_000, () => !balancerExited);
  } catch (err) {
    // A failed start leaves nothing running behind it (no orphan nodes holding ports or the database).
    await stopAll().catch(() => undefined);
    throw new Error(`the cluster did not start (logs in ${logDir})`, { cause: err });
  }

  return {
    url,
    statsUrl: `http://127.0.0.1:${o.basePort + 99}/`,
    logDir,
    nodes,
    stop: stopAll,
  };
}
