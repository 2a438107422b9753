import { AsyncLocalStorage } from 'node:async_hooks';

/** Said by a query that would wait for the transaction it is part of. */
export const POOL_QUERY_IN_TRANSACTION = 'query through the database inside one of its transactions: pass the transaction instead';

/**
 * A transaction holds a connection until it ends. A query sent through the database rather than
 * through the transaction, from code the transaction runs, needs another one: PGlite has no other,
 * so the query waits for the transaction while the transaction waits for it, and the request hangs
 * for good; on PostgreSQL it takes a second connection from the pool, and the same hang comes back
 * once as many such transactions run at once as the pool has connections.
 *
 * `'throw'` fails such a query at once, with a message that names the mistake, so a test that
 * reaches one goes red instead of timing out (or passing on an idle pool), and a request gets an
 * answer. `'warn'` (PostgreSQL in production) lets it run and says so, with where it came from: a
 * path no test reached keeps working while the pool has room, and the log names it.
 * `driver` is what Drizzle sends the database's own queries to (PGlite, or node-postgres' pool),
 * `methods` its entry points; the transaction's queries go through another object, untouched.
 */
/** What the guard takes of Drizzle's database (typed here, so this module does not import the client's). */
interface Transactional {
  transaction(work: (tx: unknown) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

export function failDatabaseQueriesInsideTransactions(db: object, driver: object, methods: readonly string[], onQuery: 'throw' | 'warn' = 'throw'): void {
  // What the transaction's code starts inherits its context, timers included: the flag goes down when
  // the transaction ends, so work it left for later (a notification sent after commit) may query.
  const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const refuseInside = () => {
    if (!insideTransaction.getStore()?.open) return;
    const error = new Error(POOL_QUERY_IN_TRANSACTION);
    if (onQuery === 'throw') throw error;
    process.emitWarning(error.message, { code: 'POOL_QUERY_IN_TRANSACTION', detail: error.stack });
  };
  const database = db as Transactional;
  const transaction = database.transaction.bind(db);
  database.transaction = (work, config) => {
    refuseInside();
    const state = { open: true };
    return transaction((tx) => insideTransaction.run(state, () => work(tx)), config).finally(() => {
      state.open = false;
    });
  };
  const entries = driver as Record<string, (...args: unknown[]) => unknown>;
  for (const name of methods) {
    const original = entries[name]!.bind(driver);
    entries[name] = (...args: unknown[]) => {
      refuseInside();
      return original(...args);
    };
  }
}
