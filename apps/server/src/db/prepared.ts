import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Hot-path queries built once per process and database with Drizzle's `.prepare(name)`: on
 * PostgreSQL a named statement (parsed and planned once per connection), no query building per call.
 */
const preparedQueries = new WeakMap<Db, Map<string, unknown>>();

export function preparedQuery<T>(db: Db, name: string, build: () => T): T {
  let m = preparedQueries.get(db);
  if (!m) preparedQueries.set(db, (m = new Map()));
  let q = m.get(name) as T | undefined;
  if (!q) m.set(name, (q = build()));
  return q;
}

/** A raw statement kept prepared: `execute` takes the values of its `sql.placeholder()`s. */
export interface PreparedRaw {
  execute(values: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The two Drizzle internals `preparedRawSql` needs (drizzle-orm 0.4x; `prepared.test.ts` fails loudly if they change). */
interface DrizzleInternals {
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): PreparedRaw };
  dialect: { sqlToQuery(query: SQL): unknown };
}
export const drizzleInternals = (db: Db) => db as unknown as DrizzleInternals;

const preparedRaw = new WeakMap<Db, Map<string, PreparedRaw>>();
/**
 * A raw SQL statement (one Drizzle's builder cannot express: the deposit settlement's single
 * statement) prepared once per process and database, like `.prepare(name)` does for built queries;
 * on PostgreSQL a named statement, on PGlite the same text unnamed. The only place that uses
 * Drizzle's private API: Drizzle has no public `prepare` for a raw `sql` template.
 */
export function preparedRawSql(db: Db, name: string, build: () => SQL): PreparedRaw {
  let m = preparedRaw.get(db);
  if (!m) preparedRaw.set(db, (m = new Map()));
  let p = m.get(name);
  if (!p) {
    const d = drizzleInternals(db);
    p = d.session.prepareQuery(d.dialect.sqlToQuery(build()), undefined, name, false);
    m.set(name, p);
  }
  return p;
}
