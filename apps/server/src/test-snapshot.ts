import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { createScratchDatabase } from './db/scratch-database.ts';
import { seedDemoData } from './demo/index.ts';

/** Where each API test file's fresh database starts from (test-support.ts, createTestApp). */
export type DbSnapshot = { kind: 'pglite'; file: string } | { kind: 'postgres'; template: string } | null;

declare module 'vitest' {
  export interface ProvidedContext {
    dbSnapshot: DbSnapshot;
  }
}

/**
 * The API project's global setup: the database every test file starts from — migrated and seeded
 * once per run, not once per file. Opening a new PGlite runs its initdb (≈ 2–4 s), and the
 * migrations and the demo seed take as long again: ≈ 6 s a file, 86 files. Each file now loads a
 * copy of this one: PGlite from its data directory's dump (≈ 1 s), PostgreSQL with `CREATE DATABASE
 * … TEMPLATE`. What each file gets is the same as before, a database of its own with the same rows;
 * only the seed's `now` is the run's start, minutes earlier than the file's own clock.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'tmpl');
    const database = await openDatabase({ url: scratch.url, poolSize: 4 });
    try {
      await migrateDatabase(database);
      await seedDemoData(database.db);
    } finally {
      // A template must have no connection left when it is copied.
      await database.close();
    }
    project.provide('dbSnapshot', { kind: 'postgres', template: new URL(scratch.url).pathname.slice(1) });
    return () => scratch.drop();
  }
  const database = await openDatabase({ pgliteDir: null });
  let file: string;
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db);
    const dump = await database.dumpDataDir!();
    file = path.join(tmpdir(), `betsite-test-db-${randomBytes(6).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('dbSnapshot', { kind: 'pglite', file });
  return async () => rmSync(file, { force: true });
}
