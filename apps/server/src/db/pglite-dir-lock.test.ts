import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { DatabaseInUseError, lockPgliteDir, PGLITE_LOCK_WAIT_MS } from './pglite-dir-lock.ts';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close().catch(() => undefined)));
});
const open = async (dir: string, lockWaitMs?: number) => {
  const d = await openDatabase({ pgliteDir: dir, lockWaitMs });
  opened.push(d);
  return d;
};
const firstRow = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows[0]!;
const count = async (d: Database) => Number(firstRow(await d.db.execute(sql`select count(*)::int as n from t`)).n);

// PGlite only: with TEST_DATABASE_URL the suite is about PostgreSQL, which guards its own data directory.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('one process per PGlite directory', () => {
  it('refuses a second process on the directory, then lets it in once the first has closed, with every write kept', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betsite-lock-'));
    const first = await open(dir);
    await first.db.execute(sql`create table t (id int primary key)`);
    await first.db.execute(sql`insert into t values (1), (2)`);

    const refused = await openDatabase({ pgliteDir: dir, lockWaitMs: 0 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toBe(
      `La cartella del database ${dir} è usata da un altro processo del sito: PGlite ne ammette uno solo. ` +
        'Fermalo prima di avviarne un altro, oppure usa PostgreSQL (DATABASE_URL) per più processi.',
    );
    expect(await count(first)).toBe(2); // the refused start touched nothing

    await first.close();
    const second = await open(dir, 0);
    expect(await count(second)).toBe(2);
  });

  it('a start waits for a process that is shutting down', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betsite-lock-'));
    const first = await open(dir);
    await first.db.execute(sql`create table t (id int primary key)`);
    const waiting = open(dir, 10_000);
    setTimeout(() => void first.db.execute(sql`insert into t values (7)`).then(() => first.close()), 300);
    expect(await count(await waiting)).toBe(1);
  });

  it('takes over the lock of a process that was killed without letting go', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betsite-lock-'));
    // Another process takes the lock as the server does, then dies by SIGKILL: nothing releases it.
    const lockfile = createRequire(import.meta.url).resolve('proper-lockfile');
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `require(${JSON.stringify(lockfile)}).lock(${JSON.stringify(dir)}, { stale: 10000 }).then(() => { console.log('held'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout!.on('data', () => resolve()));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));

    expect(await open(dir, 0).catch((e: unknown) => e)).toBeInstanceOf(DatabaseInUseError);
    // Once the lock has not been refreshed for its stale time (10 s), the next start takes it, within
    // its wait (a lock never taken over would be refused at the wait's end). Only the lock is timed:
    // opening PGlite itself takes seconds more on a loaded machine, and says nothing about the lock.
    const started = Date.now();
    const release = await lockPgliteDir(dir);
    expect(Date.now() - started).toBeLessThan(PGLITE_LOCK_WAIT_MS);
    await release();
    const d = await open(dir, 0);
    expect(firstRow(await d.db.execute(sql`select 1 as one`)).one).toBe(1);
  }, 60_000);
});
