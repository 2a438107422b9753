/**
 * Child process for `npm run bench`: serves either the real app on PostgreSQL (mode "app") or a
 * bare Fastify route (mode "bare", the baseline), so load generator and server never share a CPU
 * event loop. Prints "READY <port>" when listening.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/demo/index.ts';

const [mode, url] = process.argv.slice(2);
// A normal exit on SIGTERM, so that `--cpu-prof` gets to write its profile.
process.on('SIGTERM', () => process.exit(0));
if (mode === 'bare') {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ ErrorCode: 0, saldo: 15000, prelevabile: 10000 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  console.log(`READY ${typeof addr === 'object' && addr ? addr.port : 0}`);
} else {
  const database = await openDatabase({ url, poolSize: 20 });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  // The bench pays with the sandbox providers, which production never runs (config.ts): the
  // development profile with its developer surfaces off is otherwise the same server.
  const config = loadConfig({
    NODE_ENV: 'development',
    DEV_OUTBOX: 'false',
    API_DOCS: 'false',
    SEED: 'false',
    LOG_LEVEL: 'silent',
    // The web build when there is one (`npm run build`): the page-render part of the benchmark needs it.
    WEB_DIST: existsSync('apps/web/dist/index.html') ? path.resolve('apps/web/dist') : '/nonexistent',
    LOGIN_MAX_FAILURES_IP: '1000000',
    JWT_SECRET: 'bench-'.padEnd(48, 'x'),
    SANDBOX_PAYMENTS: 'true',
    SANDBOX_BOT_CHECK: 'true',
  } as NodeJS.ProcessEnv);
  const { app } = await buildApp({ config, database, logger: false, transport: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  console.log(`READY ${typeof addr === 'object' && addr ? addr.port : 0}`);
}
