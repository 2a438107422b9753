import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from './app.ts';
import type { AppDeps } from './deps.ts';
import type { Services } from './services.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { seedDemoData } from './demo/index.ts';
import { DEMO_PASSWORD } from './demo/users.ts';
import { authenticator } from 'otplib';
import { findUserByUsername } from './modules/users/repository.ts';
import { TestClock } from './platform/clock.ts';
import type {} from './test-snapshot.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** The app's services, as its composition root built them (services.ts). */
  services: Services;
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
  const { app, deps, services } = await buildApp({ config: first.deps.config, database, clock: first.clock, transport: null, logger: false });
  await app.ready();
  return {
    app,
    deps,
    services,
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
  // The run's one migrated and seeded database (test-snapshot.ts), copied; made here outside the API project.
  const snapshot = inject('dbSnapshot') ?? null;
  if (adminUrl) {
    const { createScratchDatabase } = await import('./db/scratch-database.ts');
    const scratch = await createScratchDatabase(adminUrl, 't', snapshot?.kind === 'postgres' ? snapshot.template : undefined);
    url = scratch.url;
    dropDb = scratch.drop;
  }
  const loadDataDir = snapshot?.kind === 'pglite' && !url ? new Blob([readFileSync(snapshot.file)]) : undefined;
  const database = await openDatabase({ url, pgliteDir: null, poolSize: 20, loadDataDir });
  if (!(url ? snapshot?.kind === 'postgres' : loadDataDir)) {
    await migrateDatabase(database);
    await seedDemoData(database.db);
  }
  const clock = new TestClock(new Date());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex') } as NodeJS.ProcessEnv, {
    LOGIN_SLOWDOWN_MS: 0,
    // The OpenAPI document is built only by the tests that read it (fuzz): it costs start-up time.
    API_DOCS: false,
    // Uploaded documents of this test app only, outside the repository.
    DOCUMENTS_DIR: path.join(tmpdir(), `betsite-docs-${randomBytes(6).toString('hex')}`),
    ...overrides,
  });
  const { app, deps, services } = await buildApp({ config, database, clock, transport: null, logger: false });
  await app.ready();
  return {
    app,
    deps,
    services,
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

/**
 * The app of a test file: created before its first test (createTestApp) and closed after its last,
 * once `checkAtEnd` (e.g. expectLedgerSound) has looked at what the tests left. The object is filled
 * in by beforeAll, so read its fields inside the tests.
 */
export function useTestApp(overrides: Partial<Config> = {}, { checkAtEnd }: { checkAtEnd?: (t: TestApp) => Promise<void> } = {}): TestApp {
  const t = {} as TestApp;
  let created = false;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
    created = true;
  });
  afterAll(async () => {
    if (!created) return;
    try {
      await checkAtEnd?.(t);
    } finally {
      await t.close();
    }
  });
  return t;
}

/** The Authorization header of a session token (none without a token). */
export const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** A player's session token from the real login call (undefined when the login is refused). */
export async function playerToken(t: TestApp, username: string, { password = DEMO_PASSWORD, ip }: { password?: string; ip?: string } = {}): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username, password }, ...(ip ? { remoteAddress: ip } : {}) });
  return r.json().ResponseData?.Token as string;
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
