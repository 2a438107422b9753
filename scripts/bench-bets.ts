/**
 * `npm run bench:bets` (through scripts/with-postgres.sh): issue 11's scale check. Two databases
 * on the same server: in both, the same 100 players (hist00001…, 100 tickets each over 13 months)
 * written through the port's backfill; the second then grows to 10 000 players and 1 000 000
 * tickets with their ledger movements (set-based bulk writer, bench-bets-bulk.ts). The same
 * player asks both apps, alternately (so the machine's load falls on both alike), for its bet
 * list and statement of the last 30 days. Prints p50/p99 per size, the p50 ratio (aim ≤ 1.5),
 * EXPLAIN (ANALYZE, BUFFERS) of the exact queries, and both writers' rates.
 * BENCH_BETS_PLAYERS (10000) and BENCH_BETS_TICKETS (100 per player) scale it down.
 */
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { users } from '../apps/server/src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/users.ts';
import { writePlayerHistory } from '../apps/server/src/modules/games/history.ts';
import { statementQuery, ticketsInRangeQuery } from '../apps/server/src/modules/games/repository.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test-support.ts';
import { bulkPlayers, ledgerSound } from './bench-bets-bulk.ts';
import { historyPlayerRow } from './history-player.ts';

if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL missing: run through scripts/with-postgres.sh');
const PLAYERS = Number(process.env.BENCH_BETS_PLAYERS ?? 10_000);
const TICKETS = Number(process.env.BENCH_BETS_TICKETS ?? 100);
const SMALL = Math.max(1, Math.round(PLAYERS / 100));
const SAMPLES = 400;

const passwordHash = await hashPassword(DEMO_PASSWORD);
const to = new Date();
const from = new Date(to.getTime() - 30 * 86_400_000);
const range = `dateda=${encodeURIComponent(from.toISOString())}&datea=${encodeURIComponent(to.toISOString())}`;
const calls = {
  'EL_GetElencoGiocate (bet list)': `/api/Account/EL_GetElencoGiocate?${range}`,
  'EL_GetEstrattoConto (statement)': `/api/Account/EL_GetEstrattoConto?${range}`,
};

/** The first players through the port's backfill, one writer (concurrent backfills deadlock on the shared house and game accounts). */
async function portPlayers(t: TestApp, count: number): Promise<number> {
  const started = Date.now();
  for (let i = 1; i <= count; i++) {
    const [u] = await t.deps.db.insert(users).values(historyPlayerRow(i, passwordHash)).returning({ id: users.id });
    await writePlayerHistory(t.deps.db, u!.id, {
      tag: `H${i}`,
      tickets: TICKETS,
      seed: 1000 + i,
      days: 400,
      target: { cash: 10_000 + i, bonus: 0 },
      reservations: 0,
    });
  }
  return (count * TICKETS) / ((Date.now() - started) / 1000);
}

async function session(t: TestApp) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/Account/LoginUser2FA',
    payload: { username: 'hist00001', password: DEMO_PASSWORD },
    remoteAddress: '10.9.0.1',
  });
  const userId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'hist00001')))[0]!.id;
  return { t, userId, headers: { authorization: `Bearer ${r.json().ResponseData.Token as string}` } };
}

const dialect = new PgDialect();
async function explain(t: TestApp, userId: number): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  await c.query('analyze');
  const plans: Record<string, string> = {};
  const queries = {
    'bet list': ticketsInRangeQuery(t.deps.db, userId, false, from, to, 0).toSQL(),
    statement: dialect.sqlToQuery(statementQuery(userId, from, to)),
  };
  for (const [name, q] of Object.entries(queries)) {
    const r = await c.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params as unknown[]);
    const plan = (r.rows[0]['QUERY PLAN'] as [{ Plan: Record<string, number>; 'Execution Time': number }])[0];
    plans[name] =
      `${plan['Execution Time'].toFixed(2)} ms, ${plan.Plan['Actual Rows']} rows, shared buffers hit ${plan.Plan['Shared Hit Blocks']} read ${plan.Plan['Shared Read Blocks']}`;
  }
  await c.end();
  return plans;
}

const count = async (t: TestApp) => {
  const r = new pg.Client({ connectionString: t.url });
  await r.connect();
  const n = Number((await r.query('select count(*)::int as n from game_tickets')).rows[0].n);
  await r.end();
  return n;
};

console.log(`Both databases: ${SMALL} players × ${TICKETS} tickets through the port…`);
const small = await createTestApp();
const large = await createTestApp();
const portRate = ((await portPlayers(small, SMALL)) + (await portPlayers(large, SMALL))) / 2;
console.log(`Growing the second to ${PLAYERS} players (bulk writer)…`);
const bulkStarted = Date.now();
const bulkWritten = await bulkPlayers(large.deps.db, SMALL + 1, PLAYERS, TICKETS, passwordHash);
const bulkSeconds = (Date.now() - bulkStarted) / 1000;
if (!(await ledgerSound(large.deps.db))) throw new Error('the ledger is not sound after the bulk write');

const a = await session(small);
const b = await session(large);
const pct = (xs: number[], p: number) => xs.slice().sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
async function timed(s: Awaited<ReturnType<typeof session>>, url: string): Promise<{ ms: number; rows: number }> {
  const start = process.hrtime.bigint();
  const res = await s.t.app.inject({ method: 'GET', url, headers: s.headers });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.statusCode !== 200 || res.json().ResponseCode !== 0) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return { ms, rows: res.json().ResponseData.length };
}
const rows: Record<string, string | number>[] = [];
const [nSmall, nLarge] = [await count(small), await count(large)];
for (const [name, url] of Object.entries(calls)) {
  for (let i = 0; i < 30; i++) await Promise.all([timed(a, url), timed(b, url)]);
  const ta: number[] = [];
  const tb: number[] = [];
  let sameRows = true;
  for (let i = 0; i < SAMPLES; i++) {
    // One request at a time, alternating which database goes first.
    let x: { ms: number; rows: number };
    let y: { ms: number; rows: number };
    if (i % 2 === 0) {
      x = await timed(a, url);
      y = await timed(b, url);
    } else {
      y = await timed(b, url);
      x = await timed(a, url);
    }
    ta.push(x.ms);
    tb.push(y.ms);
    sameRows &&= x.rows === y.rows;
  }
  if (!sameRows) throw new Error(`${name}: the two databases answered different rows for the same player`);
  rows.push({
    call: name,
    [`p50 @${nSmall}`]: pct(ta, 50).toFixed(2),
    [`p50 @${nLarge}`]: pct(tb, 50).toFixed(2),
    [`p99 @${nSmall}`]: pct(ta, 99).toFixed(2),
    [`p99 @${nLarge}`]: pct(tb, 99).toFixed(2),
    'p50 ratio (aim ≤ 1.5)': (pct(tb, 50) / pct(ta, 50)).toFixed(2),
  });
}

console.log(`\nPort backfill: ${Math.round(portRate)} tickets/s (one writer, two ledger transfers per ticket)`);
console.log(`Bulk writer: ${bulkWritten} tickets in ${bulkSeconds.toFixed(0)} s = ${Math.round(bulkWritten / bulkSeconds)} tickets/s; ledger sound afterwards`);
console.table(rows);
console.log(`EXPLAIN (ANALYZE, BUFFERS) at ${nSmall} tickets`, await explain(small, a.userId));
console.log(`EXPLAIN (ANALYZE, BUFFERS) at ${nLarge} tickets`, await explain(large, b.userId));
await small.close();
await large.close();
