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
