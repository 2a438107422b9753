/**
 * The cluster test (docs/operations.md): three server processes on one PostgreSQL behind HAProxy.
 * Requests are spread over the nodes, a node stopped with SIGTERM drains before closing (no
 * request fails), a node killed with SIGKILL is taken out by the balancer, and it comes back.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { startCluster, type Cluster } from './cluster-lib.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
let cluster: Cluster | null = null;

/** Requests through the balancer for `ms`, from `clients` loops; counts every status and error. */
async function traffic(url: string, ms: number, clients = 4) {
  const seen = { ok: 0, failed: [] as string[] };
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        try {
          const r = await fetch(`${url}/api/Account/GetMetodiPagamento?Prelievo=false`, { signal: AbortSignal.timeout(10_000) });
          await r.arrayBuffer();
          if (r.status === 200) seen.ok++;
          else seen.failed.push(String(r.status));
        } catch (err) {
          seen.failed.push(String(err));
        }
      }
    }),
  );
  return seen;
}

const metric = async (port: number, line: RegExp) => {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => line.test(l))
    .reduce((s, l) => s + Number(l.split(' ').pop()), 0);
};

describe.runIf(adminUrl)('cluster behind HAProxy', () => {
  beforeAll(async () => {
    const { url: databaseUrl } = await createScratchDatabase(adminUrl!, 'cluster');
    cluster = await startCluster({
      databaseUrl,
      nodes: 3,
      basePort: Number(process.env.CLUSTER_BASE_PORT ?? 28020),
      env: { SHUTDOWN_DRAIN_SECONDS: '2' },
    });
  }, 420_000);
  afterAll(async () => cluster?.stop(), 60_000);

  it('spreads requests over every node; each logs the balancer request id', async () => {
    const seen = await traffic(cluster!.url, 2000);
    expect(seen.failed).toEqual([]);
    for (const n of cluster!.nodes)
      expect(await metric(n.metricsPort, /^http_requests_total\{.*route="\/api\/Account\/GetMetodiPagamento"/)).toBeGreaterThan(0);
    const r = await fetch(`${cluster!.url}/api/health`);
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9A-F]+:[0-9A-F]+_/);
  });

  it('SIGTERM drains a node: readiness 503, the balancer moves away, no request fails, exit 0', async () => {
    const node = cluster!.nodes[0]!;
    const load = traffic(cluster!.url, 6000);
    await sleep(500);
    const exit = node.stop();
    await sleep(300);
    // Still serving while it drains, but no longer ready.
    const ready = await fetch(`http://127.0.0.1:${node.port}/api/ready`).catch(() => null);
    if (ready) expect(ready.status).toBe(503);
    expect(await exit).toBe(0);
    const seen = await load;
    expect(seen.failed).toEqual([]);
    expect(seen.ok).toBeGreaterThan(20);
    await node.start();
  }, 60_000);

  it('SIGKILL: the balancer takes the dead node out within a second; it serves again after a restart', async () => {
    const node = cluster!.nodes[1]!;
    node.kill();
    await sleep(1500);
    // Requests that reached the dead node may be lost (the client retries them); new ones are not.
    const seen = await traffic(cluster!.url, 2000);
    expect(seen.failed).toEqual([]);
    const stats = await (await fetch(`${cluster!.statsUrl};csv`)).text();
    expect(stats).toMatch(new RegExp(`nodes,node${node.index},.*DOWN`));
    await node.start();
    await sleep(1500);
    const after = await (await fetch(`${cluster!.statsUrl};csv`)).text();
    expect(after).toMatch(new RegExp(`nodes,node${node.index},.*UP`));
  }, 90_000);
});
