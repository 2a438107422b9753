import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** Said by a query that would wait for the transaction it is part of. */
export const POOL_QUERY_IN_TRANSACTION = 'query through the database inside one of its transactions: pass the transaction instead';

/**
 * PGlite has one connection, and a transaction holds it until it ends. A query sent through the
 * database rather than through the transaction, from code the transaction runs, waits for the
 * transaction while the transaction waits for it: the request hangs for good. (On PostgreSQL the same
 * code takes a second connection, and hangs the same way once the pool is full.)
 *
 * This fails such a query at once, with a message that names the mistake, so a test that reaches
 * one goes red instead of timing out, and a player's request gets an answer. The transaction's own
 * queries go through its object, which this does not touch.
 */
export function failDatabaseQueriesInsideTransactions(client: PGlite): void {
  // What the transaction's code starts inherits its context, timers included: the flag goes down when
  // the transaction ends, so work it left for later (a notification sent after commit) may query.
  const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const refuseInside = () => {
    if (insideTransaction.getStore()?.open) throw new Error(POOL_QUERY_IN_TRANSACTION);
  };
  const transaction = client.transaction.bind(client);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.transaction = (work) => {
    refuseInside();
    const state = { open: true };
    return transaction((tx) => insideTransaction.run(state, () => work(tx))).finally(() => {
      state.open = false;
    });
  };
  client.query = ((...args: Parameters<PGlite['query']>) => {
    refuseInside();
    return query(...args);
  }) as PGlite['query'];
  client.exec = (...args) => {
    refuseInside();
    return exec(...args);
  };
}
