/**
 * Read scale (docs/operations.md): with DATABASE_READ_URL the content pages read from a PostgreSQL
 * streaming replica, and the replica refuses writes. Needs a real hot standby: run with
 * `npm run test:replica` (scripts/with-replica.sh starts a primary and a pg_basebackup standby).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support.ts';
import { openDatabase, type Database } from './client.ts';
import { cmsObjects } from './schema/index.ts';

const readAdminUrl = process.env.TEST_DATABASE_READ_URL;
let t: TestApp;
let replica: Database;
let app: FastifyInstance;
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/** Until `check` passes (replication is asynchronous: a few milliseconds, more on a loaded machine). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(100)) if (await check()) return;
  throw new Error(`${what}: not within 30 s`);
}

describe.runIf(readAdminUrl)('read replica (DATABASE_READ_URL, a real hot standby)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    // The same database on the standby: physical replication carries the whole cluster.
    const u = new URL(readAdminUrl!);
    u.pathname = new URL(t.url!).pathname;
    await eventually(async () => {
      try {
        replica = await openDatabase({ url: u.toString(), poolSize: 4 });
        const r = rowsOf(await replica.db.execute(sql`select count(*)::int as n from ${cmsObjects}`));
        const p = rowsOf(await t.deps.db.execute(sql`select count(*)::int as n from ${cmsObjects}`));
        if (r[0]!.n === p[0]!.n) return true;
      } catch {
        /* the database is not on the standby yet */
      }
      await replica?.close().catch(() => undefined);
      return false;
    }, 'the test database on the standby');
    ({ app } = await buildApp({ config: t.deps.config, database: t.database, readDatabase: replica, clock: t.clock, transport: null, logger: false }));
    await app.ready();
  }, 90_000);
  afterAll(async () => {
    await replica?.db.execute(sql`select pg_wal_replay_resume()`).catch(() => undefined);
    await app?.close();
    await replica?.close();
    await t?.close();
  });

  const area = async (name: string) => (await app.inject({ url: `/api/CMS/GetCmsObject?layoutArea=${name}` })).json().ResponseData.Data as { Name: string }[];

  it('the read connection is the standby, the main one the primary', async () => {
    expect(rowsOf(await replica.db.execute(sql`select pg_is_in_recovery() as r`))[0]!.r).toBe(true);
    expect(rowsOf(await t.deps.db.execute(sql`select pg_is_in_recovery() as r`))[0]!.r).toBe(false);
  });

  it('content pages are served from the replica: an edit shows once the standby has replayed it', async () => {
    // Hold the standby still: what it serves now cannot include anything written from here on.
    await replica.db.execute(sql`select pg_wal_replay_pause()`);
    await t.deps.db.insert(cmsObjects).values({ layoutArea: 'V3_Replica_Test', name: 'Scritto sul primario', typeName: 'testo' });
    expect(await area('V3_Replica_Test')).toEqual([]);
    // The primary has it (operator calls read the primary and see their own edits at once).
    expect(rowsOf(await t.deps.db.execute(sql`select count(*)::int as n from ${cmsObjects} where layout_area = 'V3_Replica_Test'`))[0]!.n).toBe(1);
    await replica.db.execute(sql`select pg_wal_replay_resume()`);
    await eventually(async () => (await area('V3_Replica_Test')).some((o) => o.Name === 'Scritto sul primario'), 'the edit on the replica');
  });

  it('the replica refuses writes; money and sessions never use it', async () => {
    const err = await replica.db.execute(sql`insert into ${cmsObjects} (layout_area, name, type_name) values ('x', 'y', 'z')`).then(
      () => null,
      (e: unknown) => e as { code?: string; cause?: { code?: string; message?: string }; message: string },
    );
    expect(err).not.toBeNull();
    expect(err!.cause?.code ?? err!.code).toBe('25006'); // read_only_sql_transaction
    expect(err!.cause?.message ?? err!.message).toContain('read-only transaction');
    // A login (session write) and a balance through the replica-configured app work: they use the primary.
    const login = (await app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'demouser1', password: 'Password123' } })).json();
    expect(login.ResponseCode).toBe(0);
    const saldo = (await app.inject({ url: '/api/Account/GetSaldo', headers: { authorization: `Bearer ${login.ResponseData.Token}` } })).json();
    expect(saldo.ResponseData.soldi).toBe(15000);
  });
});
