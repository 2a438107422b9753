import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, MissingSettingError, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-dir-lock.ts';
import { seedDemoDataOnce } from './demo/index.ts';

/** A setting production cannot run without: the operator reads which one, not a stack trace. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof MissingSettingError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
const config = configOrExit();
// Tests and development fail such a query; production on PostgreSQL logs it and lets it run (db/transaction-guard.ts).
const poolQueryInTransaction = config.NODE_ENV === 'production' ? 'warn' : 'throw';
/** The database, or a sentence and exit 1 when another process of the site holds the PGlite directory. */
async function databaseOrExit() {
  try {
    return await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, poolQueryInTransaction });
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
const database = await databaseOrExit();
await migrateDatabase(database);
if (config.SEED) await seedDemoDataOnce(database.db);
// The replica is never migrated or seeded: it follows the primary.
const readDatabase =
  config.DATABASE_READ_URL && config.DATABASE_URL ? await openDatabase({ url: config.DATABASE_READ_URL, poolQueryInTransaction }) : undefined;
const { app } = await buildApp({ config, database, readDatabase });

/**
 * Graceful shutdown (docs/operations.md). SIGTERM (a balancer-managed node): readiness answers 503
 * for SHUTDOWN_DRAIN_SECONDS so the balancer stops sending new requests, then the server stops
 * accepting, lets requests in flight finish, stops the jobs, and closes the database. SIGINT (Ctrl-C
 * on a developer's terminal) skips the wait. A second signal, or 30 s, exits at once.
 */
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) process.exit(1);
  stopping = true;
  setTimeout(() => process.exit(1), 30_000).unref();
  app.ops.startDraining();
  if (signal === 'SIGTERM' && config.SHUTDOWN_DRAIN_SECONDS > 0) {
    app.log.info({ signal }, 'in chiusura: nessuna nuova richiesta dal bilanciatore');
    await sleep(config.SHUTDOWN_DRAIN_SECONDS * 1000);
  }
  await app.close();
  await database.close();
  await readDatabase?.close();
  app.log.info('chiuso');
  process.exit(0);
};
process.on('SIGINT', (s) => void shutdown(s));
process.on('SIGTERM', (s) => void shutdown(s));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Sito pronto su http://localhost:${config.PORT} (database: ${database.kind})`);
