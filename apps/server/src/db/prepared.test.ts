import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../test-support.ts';
import { drizzleInternals, preparedRawSql } from './prepared.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// preparedRawSql relies on two Drizzle internals. An upgrade that renames or reshapes them must
// fail here, by name, rather than as a broken deposit settlement somewhere else.
describe(`Drizzle internals behind preparedRawSql (${dbLabel()})`, () => {
  it('still exist with the expected shape', () => {
    const d = drizzleInternals(t.deps.db);
    expect(typeof d.session?.prepareQuery, 'db.session.prepareQuery').toBe('function');
    expect(typeof d.dialect?.sqlToQuery, 'db.dialect.sqlToQuery').toBe('function');
    expect(d.dialect.sqlToQuery(sql`select ${1} as x`)).toMatchObject({ sql: expect.stringContaining('select'), params: [1] });
  });

  it('run a raw statement with placeholders, prepared once and reused', async () => {
    const build = () => sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as sum`;
    const first = preparedRawSql(t.deps.db, 'prepared_test_sum', build);
    expect(preparedRawSql(t.deps.db, 'prepared_test_sum', build)).toBe(first);
    expect((await first.execute({ a: 2, b: 40 })).rows).toEqual([{ sum: 42 }]);
    expect((await first.execute({ a: -1, b: 1 })).rows).toEqual([{ sum: 0 }]);
  });
});
