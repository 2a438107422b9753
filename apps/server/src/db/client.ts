import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { lockPgliteDir } from './pglite-dir-lock.ts';
import { failDatabaseQueriesInsideTransactions } from './transaction-guard.ts';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite (embedded) and node-postgres (real PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A dedicated connection for session-level advisory locks (PostgreSQL only). */
  lockConnection(): Promise<{ query(sql: string): Promise<unknown>; end(): Promise<void> }>;
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connections of the pool right now (PostgreSQL; null on PGlite, which has one). */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /** PGlite: its data directory as a tar, which `openDatabase({ loadDataDir })` starts from (the API tests' one seeded database, test-snapshot.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when a URL is given, otherwise PGlite (in `dir`, or in memory when dir is null). */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string | null;
  poolSize?: number;
  /** PGlite in a directory: how long to wait for another process to let go of it (pglite-dir-lock.ts). */
  lockWaitMs?: number;
  /** PGlite in memory: starts as this dump of another's data directory (`dumpDataDir`). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL: what a query through the pool from inside a transaction does (`db/transaction-guard.ts`);
   * 'throw' unless set. On PGlite it always throws: there, the query would wait forever.
   */
  poolQueryInTransaction?: 'throw' | 'warn';
}): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // bigint (int8) columns hold cents; they fit a JS number far beyond any balance.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: opts.url, max });
    pool.on('error', () => {
      /* idle client errors are reported by the next query */
    });
    const db = drizzle({ client: pool as never, schema }) as unknown as Db;
    // The pool's query takes its connection through connect: one entry point, one warning a query.
    failDatabaseQueriesInsideTransactions(db, pool, ['connect'], opts.poolQueryInTransaction);
    // One dedicated connection per process carries every LISTEN.
    let listener: InstanceType<typeof pg.Client> | null = null;
    const handlers = new Map<string, Set<(p: string) => void>>();
    const listen = async (channel: string, onMessage: (p: string) => void) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: opts.url });
        listener.on('error', () => undefined);
        listener.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
        await listener.connect();
      }
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await listener.query(`LISTEN ${channel}`);
      }
      handlers.get(channel)!.add(onMessage);
      return async () => {
        handlers.get(channel)?.delete(onMessage);
      };
    };
    const lockConnection = async () => {
      const c = new pg.Client({ connectionString: opts.url });
      c.on('error', () => undefined);
      await c.connect();
      return { query: (q: string) => c.query(q), end: () => c.end() };
    };
    return {
      db,
      kind: 'postgres',
      listen,
      lockConnection,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: async () => {
        await listener?.end().catch(() => undefined);
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = async (): Promise<void> => undefined;
  if (opts.pgliteDir) {
    mkdirSync(opts.pgliteDir, { recursive: true });
    release = await lockPgliteDir(opts.pgliteDir, opts.lockWaitMs);
  }
  const client = opts.pgliteDir ? new PGlite(opts.pgliteDir) : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  try {
    await client.waitReady;
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  failDatabaseQueriesInsideTransactions(db, client, ['query', 'exec']);
  const listen = async (channel: string, onMessage: (p: string) => void) => {
    const unsubscribe = await client.listen(channel, onMessage);
    return async () => unsubscribe();
  };
  // PGlite lives in one process: there is nobody to take turns with.
  const lockConnection = async () => ({ query: async () => undefined, end: async () => undefined });
  const close = async () => {
    try {
      await client.close();
    } finally {
      await release();
    }
  };
  return { db, kind: 'pglite', listen, lockConnection, poolStats: () => null, dumpDataDir: () => client.dumpDataDir('none'), close };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Processes starting together take turns: the first migrates, the others then find nothing to do.
    const lock = await database.lockConnection();
    try {
      await lock.query('select pg_advisory_lock(7272000)');
      await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.query('select pg_advisory_unlock(7272000)').catch(() => undefined);
      await lock.end();
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
