import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppDeps } from './deps.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { seedDemoData } from './db/seed/index.ts';
import { authenticator } from 'otplib';
import { findUserByUsername } from './modules/users/repository.ts';
import { TestClock } from './platform/clock.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  database: Database;
  /** The PostgreSQL URL of this test's database (undefined on PGlite). */
  url?: string;
  close(): Promise<void>;
}

/** A second server "process" (its own pool, caches and listeners) on the same PostgreSQL database. */
export async function createPeerApp(first: TestApp): Promise<TestApp> {
  if (!first.url) throw new Error('peer apps need PostgreSQL');
  const database = await openDatabase({ url: first.url, poolSize: 10 });
  const { app, deps } = await buildApp({ config: first.deps.config, database, clock: first.clock, transport: null, logger: false });
  await app.ready();
  return {
    app,
    deps,
    clock: first.clock,
    database,
    url: first.url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server in TEST_DATABASE_URL (so the same API tests also run on real PostgreSQL).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let dropDb: (() => Promise<void>) | null = null;
  if (adminUrl) {
    const { default: pg } = await import('pg');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ url, pgliteDir: null, poolSize: 20 });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const clock = new TestClock(new Date());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex') } as NodeJS.ProcessEnv, {
    LOGIN_SLOWDOWN_MS: 0,
    // The OpenAPI document is built only by the tests that read it (fuzz): it costs start-up time.
    API_DOCS: false,
    // Uploaded documents of this test app only, outside the repository.
    DOCUMENTS_DIR: path.join(tmpdir(), `betsite-docs-${randomBytes(6).toString('hex')}`),
    ...overrides,
  });
  const { app, deps } = await buildApp({ config, database, clock, transport: null, logger: false });
  await app.ready();
  return {
    app,
    deps,
    clock,
    database,
    url,
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}

export const dbLabel = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/**
 * A back-office session token for an operator, as if it had signed in with password and TOTP code
 * (the login itself is tested in modules/backoffice). Direct, so tests never compete for TOTP steps.
 */
export async function operatorToken(t: TestApp, username = 'demooperator', ip = '127.0.0.1'): Promise<string> {
  const user = await findUserByUsername(t.deps.db, username);
  if (!user) throw new Error(`no such operator ${username}`);
  const sessionId = await t.deps.sessions.create(user.id, { ip }, 'backoffice');
  return t.deps.sessions.sign({ userId: user.id, sessionId });
}

/** The TOTP code of `secret` at the test clock, `stepOffset` 30-second steps away. */
export function totpAt(t: TestApp, secret: string, stepOffset = 0): string {
  return authenticator.clone({ epoch: t.clock.now().getTime() + stepOffset * 30_000 }).generate(secret);
}
