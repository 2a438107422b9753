import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRawSql } from '../../db/prepared.ts';
import { ledgerOutbox, notifications } from '../../db/schema/index.ts';
import { scheduleJob } from '../../platform/scheduled-job.ts';

/** Messages one delivery pass moves at most. */
const BATCH = 500;
/** How long a pass waits after the first commit that asks for it. */
const FOLD_MS = 5;
/** How often each process looks for messages left behind (a process that died between commit and delivery). */
const INTERVAL_MS = 5_000;

/**
 * Delivers the money outbox (docs/ledger.md) in one statement: the oldest undelivered messages
 * (rows locked, SKIP LOCKED so concurrent passes of several processes share the work), their
 * notifications (once per player and dedupe key: a message delivered twice is stored once; the
 * table's trigger pushes them to the player's tabs), and their `delivered_at`. Returns how many.
 */
export async function deliverMoneyOutbox(db: Db, limit = BATCH): Promise<number> {
  // Prepared once per process (a pass follows nearly every credit): not rebuilt by Drizzle each time.
  const pass = preparedRawSql(
    db,
    'money_outbox_deliver',
    () => sql`with o as (
      select id, user_id, dedupe_key, message from ${ledgerOutbox}
      where delivered_at is null order by id limit ${sql.placeholder('limit')} for update skip locked
    ), n as (
      insert into ${notifications} (user_id, type_id, title, body, params, dedupe_key, source)
      select user_id, (message->>'typeId')::int, message->>'title', message->>'body', coalesce(message->'params', '{}'::jsonb),
        dedupe_key, coalesce(message->>'source', 'system')
      from o order by id
      on conflict do nothing
    ), d as (
      update ${ledgerOutbox} set delivered_at = now() where id in (select id from o) returning 1
    )
    select count(*)::int as delivered from d`,
  );
  const { rows } = await pass.execute({ limit });
  return Number(rows[0]?.delivered ?? 0);
}

/** Per database: the pass under way and whether another one was asked for meanwhile. */
const passes = new WeakMap<Db, { running: Promise<void> | null; again: boolean }>();

/**
 * After a commit that wrote outbox messages: deliver them now, in the background. Calls while a pass
 * runs fold into one more pass after it (whose snapshot sees their commits). Never throws: what a
 * failed pass leaves is delivered by the next one or by the job (`scheduleMoneyOutbox`).
 */
export function deliverAfterCommit(db: Db, onError?: (err: unknown) => void): Promise<void> {
  let s = passes.get(db);
  if (!s) passes.set(db, (s = { running: null, again: false }));
  const state = s;
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const loop = async () => {
    do {
      state.again = false;
      // A few milliseconds' wait lets the commits of concurrent movements join the same pass.
      await new Promise<void>((resolve) => setTimeout(resolve, FOLD_MS));
      try {
        while ((await deliverMoneyOutbox(db)) === BATCH);
      } catch (err) {
        onError?.(err);
        state.again = false;
      }
    } while (state.again);
  };
  state.running = loop().finally(() => (state.running = null));
  return state.running;
}

/** Each process delivers what a crash (or a failed pass) left behind, every few seconds. */
export function scheduleMoneyOutbox(app: FastifyInstance, db: Db): void {
  scheduleJob(app, {
    everyMs: INTERVAL_MS,
    tickAtStart: true,
    run: () => deliverMoneyOutbox(db),
    report: (n) => {
      if (n) app.log.info({ delivered: n }, 'notifiche di movimenti consegnate');
    },
    failureMessage: 'consegna delle notifiche di movimenti non riuscita',
  });
}
