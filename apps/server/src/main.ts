import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDemoDataOnce } from './db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
await migrateDatabase(database);
if (config.SEED) await seedDemoDataOnce(database.db);
const { app } = await buildApp({ config, database });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Sito pronto su http://localhost:${config.PORT} (database: ${database.kind})`);
