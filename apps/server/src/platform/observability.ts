import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { onLedgerTransfer } from './ledger-events.ts';
import { API } from '@betsite/contract/api-paths';

/** What main.ts and tests reach through `app.ops`. */
export interface Ops {
  /** Prometheus registry of this app instance (one per instance, so tests can run several). */
  registry: Registry;
  /** Readiness turns 503 so the balancer stops sending new requests; in-flight ones finish. */
  startDraining(): void;
  readonly draining: boolean;
  /** The metrics listener's port (METRICS_PORT), once listening. */
  metricsPort(): number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: Ops;
  }
}

/**
 * A request id from the balancer (X-Request-Id) when it looks like one, so one id follows the
 * request from HAProxy's log to ours; otherwise a fresh UUID. The charset is restricted because the
 * header is client-controlled and ends up in the logs.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
export function requestIdOf(req: IncomingMessage): string {
  const h = req.headers['x-request-id'];
  return typeof h === 'string' && REQUEST_ID.test(h) ? h : randomUUID();
}

/** Probes answer quickly and never write a log line per call (the balancer asks every second). */
const PROBE = { logLevel: 'warn' as const, schema: { hide: true }, config: { rateLimit: false as const } };

/**
 * Health, readiness, metrics and request ids (docs/operations.md).
 * - `GET /api/health`: the process is up (liveness).
 * - `GET /api/ready`: the process takes traffic: not draining and PostgreSQL answers (readiness).
 * - Prometheus metrics on their own listener (`METRICS_PORT`, bound to `METRICS_HOST`), never on
 *   the public port: request rate and latency per call, ledger transfers, pool use, process memory.
 */
export const observability = (opts: { config: Config; database: Database }) =>
  fp(async (app: FastifyInstance) => {
    const { config, database } = opts;
    const registry = new Registry();
    let draining = false;
    let metricsServer: Server | null = null;

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, per call and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, per call',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const transfers = new Counter({
      name: 'ledger_transfers_total',
      help: 'Ledger transfers written by this process, per kind',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    const stopCounting = onLedgerTransfer((kind) => transfers.inc({ kind }));
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = database.poolStats();
        if (!s) return;
        for (const [state, v] of Object.entries(s)) this.set({ state }, v);
      },
    });
    new Gauge({
      name: 'app_draining',
      help: '1 while the process drains before shutting down',
      registers: [registry],
      collect() {
        this.set(draining ? 1 : 0);
      },
    });
    if (config.METRICS_PORT !== undefined) collectDefaultMetrics({ register: registry });

    // Callback-style hooks (not async): they run on every request, and an async hook costs a promise each time.
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      done();
    });
    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? 'unmatched';
      if (route !== API.health && route !== API.ready) {
        requests.inc({ method: req.method, route, status: String(reply.statusCode) });
        latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      }
      done();
    });

    app.get(API.health, PROBE, async () => ({ status: 'ok' }));
    app.get(API.ready, PROBE, async (_req, reply) => {
      if (draining) return reply.code(503).send({ status: 'draining' });
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        return reply.code(503).send({ status: 'database' });
      }
      return { status: 'ready' };
    });

    if (config.METRICS_PORT !== undefined) {
      metricsServer = createServer((req, res) => {
        if (req.url !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
          () => res.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        metricsServer!.once('error', reject);
        metricsServer!.listen(config.METRICS_PORT, config.METRICS_HOST, () => resolve());
      });
    }
    app.addHook('onClose', async () => {
      stopCounting();
      if (metricsServer) await new Promise((r) => metricsServer!.close(() => r(undefined)));
    });

    app.decorate('ops', {
      registry,
      startDraining: () => void (draining = true),
      get draining() {
        return draining;
      },
      metricsPort: () => {
        const a = metricsServer?.address();
        return a && typeof a === 'object' ? a.port : null;
      },
    } satisfies Ops);
  });
