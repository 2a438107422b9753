import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../platform/clock.ts';
import { SiteSettings } from '../modules/site/service.ts';
import type { DbOrTx } from '../modules/wallet/ledger.ts';
import { createTestApp, dbLabel, type TestApp } from '../test-support.ts';
import { rowsOf } from './rows.ts';
import { failDatabaseQueriesInsideTransactions, POOL_QUERY_IN_TRANSACTION } from './transaction-guard.ts';

let t: TestApp;
let db: TestApp['deps']['db'];
beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
});
afterAll(async () => t?.close());

/** Drizzle wraps a failed query's error in its own, with the driver's as the cause. */
const refused = (e: unknown) => [e, (e as Error).cause].some((x) => x instanceof Error && x.message === POOL_QUERY_IN_TRANSACTION);

const one = async (q: DbOrTx) => rowsOf<{ n: number }>(await q.execute(sql`select 1 as n`))[0];

// Without the guard, each refused query below waits for its own transaction forever on PGlite (the
// test times out), and passes on PostgreSQL's idle pool (the test fails).
describe(`A query through the database inside one of its transactions (${dbLabel()})`, () => {
  it('is refused at once, and the transaction is rolled back, not left holding the connection', async () => {
    await expect(db.transaction(async () => one(db))).rejects.toSatisfy(refused);
    await expect(db.transaction(async () => db.transaction(async (inner) => one(inner)))).rejects.toSatisfy(refused);
    // The connection is free again.
    expect(await one(db)).toEqual({ n: 1 });
  });

  it('goes through the transaction, its savepoints, and after it as before', async () => {
    const result = await db.transaction(async (tx) => {
      const outer = await one(tx);
      const inner = await tx.transaction(async (sp) => one(sp));
      return [outer, inner];
    });
    expect(result).toEqual([{ n: 1 }, { n: 1 }]);
    const [a, b] = await Promise.all([one(db), db.transaction(async (tx) => one(tx))]);
    expect([a, b]).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('lets work the transaction left for after it (a timer) query once it has ended', async () => {
    let later!: Promise<unknown>;
    await db.transaction(async (tx) => {
      later = new Promise((resolve, reject) => setTimeout(() => void one(db).then(resolve, reject), 20));
      await one(tx);
    });
    expect(await later).toEqual({ n: 1 });
  });

  it('catches a settings read that forgets its transaction (the settings are not kept yet)', async () => {
    const settings = new SiteSettings(db, { idleTime: 0, timeoutWindow: 0 } as never, systemClock);
    await expect(db.transaction(async () => settings.module('Deposit'))).rejects.toSatisfy(refused);
    // Given the transaction, a read goes through it.
    const siteId = await db.transaction(async (tx) => settings.variable('SiteId', tx));
    expect(siteId).toEqual(expect.any(String));
  });
});

describe('the guard on its own: throw, or warn and run (PostgreSQL in production)', () => {
  /** A database whose transaction just runs the work, and a driver whose query answers 'ran'. */
  const fake = (onQuery: 'throw' | 'warn') => {
    const fakeDb = { transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}) };
    const driver = { query: async () => 'ran' };
    failDatabaseQueriesInsideTransactions(fakeDb, driver, ['query'], onQuery);
    return { fakeDb, driver };
  };

  it("'throw' refuses the query inside the transaction and lets it through outside", async () => {
    const { fakeDb, driver } = fake('throw');
    await expect(fakeDb.transaction(async () => driver.query())).rejects.toThrow(POOL_QUERY_IN_TRANSACTION);
    expect(await driver.query()).toBe('ran');
  });

  it("'warn' runs the query and emits a warning that says where it came from", async () => {
    const { fakeDb, driver } = fake('warn');
    // Caught here rather than printed by Node into the suite's output.
    const emit = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      expect(await fakeDb.transaction(async () => driver.query())).toBe('ran');
      expect(await driver.query()).toBe('ran');
      expect(emit).toHaveBeenCalledTimes(1);
      const [message, options] = emit.mock.calls[0] as [string, { code: string; detail: string }];
      expect(message).toBe(POOL_QUERY_IN_TRANSACTION);
      expect(options.code).toBe('POOL_QUERY_IN_TRANSACTION');
      expect(options.detail).toContain('transaction-guard.test.ts');
    } finally {
      emit.mockRestore();
    }
  });
});
