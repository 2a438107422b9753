/**
 * `npm run bench:bets` (through scripts/with-postgres.sh): issue 11's scale check. The same player
 * (hist00001, 100 tickets over 13 months) asks for its bet list and its statement of the last month
 * with 10 000 tickets in the database (100 players, written through the port's backfill), then with
 * 1 000 000 (10 000 players; the rest written by the set-based bulk writer, bench-bets-bulk.ts) and
 * their ledger movements. Prints p50/p99 of both calls at both sizes, their ratio (aim ≤ 1.5), the
 * rows and buffers each query reads (EXPLAIN (ANALYZE, BUFFERS)) and both writers' rates.
 * BENCH_BETS_PLAYERS (10000) and BENCH_BETS_TICKETS (100 per player) scale it down for a quick look.
 */
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { users } from '../apps/server/src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/users.ts';
import { writePlayerHistory } from '../apps/server/src/modules/games/history.ts';
import { statementQuery, ticketsInRangeQuery } from '../apps/server/src/modules/games/repository.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { createTestApp } from '../apps/server/src/test-support.ts';
import { bulkPlayers, ledgerSound } from './bench-bets-bulk.ts';

if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL missing: run through scripts/with-postgres.sh');
const PLAYERS = Number(process.env.BENCH_BETS_PLAYERS ?? 10_000);
const TICKETS = Number(process.env.BENCH_BETS_TICKETS ?? 100);
const SMALL = Math.max(1, Math.round(PLAYERS / 100));
const SAMPLES = 300;
// One writer: concurrent backfills lock the shared house and games accounts in different orders (deadlocks).
const WORKERS = 1;

const t = await createTestApp();
const db = t.deps.db;
const passwordHash = await hashPassword(DEMO_PASSWORD);

let generated = 0;
let generatorMs = 0;
async function addPlayers(from: number, to: number): Promise<void> {
  const started = Date.now();
  let next = from;
  const worker = async () => {
    for (let i = next++; i <= to; i = next++) {
      const username = `hist${String(i).padStart(5, '0')}`;
      const [u] = await db
        .insert(users)
        .values({ username, passwordHash, email: `${username}@betsite.example`, nome: 'Storico', cognome: `Giocatore ${i}`, contratto: `8${String(i).padStart(9, '0')}`, cellulare: `+39340${String(i).padStart(7, '0')}`, statoConto: 2, termsAccepted: true, emailConfirmed: true, mobileConfirmed: true, depositLimitSet: true })
        .returning({ id: users.id });
      await writePlayerHistory(db, u!.id, { tag: `H${i}`, tickets: TICKETS, seed: 1000 + i, days: 400, target: { cash: 10_000 + i, bonus: 0 }, reservations: 0 });
      generated += TICKETS;
      if (i % 500 === 0) console.log(`  ${i}/${to} giocatori, ${generated} giocate`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  generatorMs += Date.now() - started;
}

const login = await (async () => {
  await addPlayers(1, SMALL);
  const r = await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'hist00001', password: DEMO_PASSWORD }, remoteAddress: '10.9.0.1' });
  return { authorization: `Bearer ${r.json().ResponseData.Token as string}` };
})();
const userId = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'hist00001')))[0]!.id;
const to = new Date();
const from = new Date(to.getTime() - 30 * 86_400_000);
const range = `dateda=${encodeURIComponent(from.toISOString())}&datea=${encodeURIComponent(to.toISOString())}`;
const calls = { 'EL_GetElencoGiocate (bet list)': `/api/Account/EL_GetElencoGiocate?${range}`, 'EL_GetEstrattoConto (statement)': `/api/Account/EL_GetEstrattoConto?${range}` };

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
async function measure(): Promise<Record<string, { p50: number; p99: number; rows: number }>> {
  const out: Record<string, { p50: number; p99: number; rows: number }> = {};
  for (const [name, url] of Object.entries(calls)) {
    let rows = 0;
    for (let i = 0; i < 30; i++) await t.app.inject({ method: 'GET', url, headers: login });
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const s = process.hrtime.bigint();
      const res = await t.app.inject({ method: 'GET', url, headers: login });
      times.push(Number(process.hrtime.bigint() - s) / 1e6);
      if (res.statusCode !== 200 || res.json().ResponseCode !== 0) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      rows = res.json().ResponseData.length;
    }
    out[name] = { p50: pct(times, 50), p99: pct(times, 99), rows };
  }
  return out;
}

const dialect = new PgDialect();
async function explain(): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  await c.query('analyze');
  const plans: Record<string, string> = {};
  const queries = { 'bet list': ticketsInRangeQuery(db, userId, false, from, to, 0).toSQL(), statement: dialect.sqlToQuery(statementQuery(userId, from, to)) };
  for (const [name, q] of Object.entries(queries)) {
    const r = await c.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params as unknown[]);
    const plan = (r.rows[0]['QUERY PLAN'] as [{ Plan: Record<string, number>; 'Execution Time': number }])[0];
    plans[name] = `${plan['Execution Time'].toFixed(2)} ms, ${plan.Plan['Actual Rows']} rows, shared buffers hit ${plan.Plan['Shared Hit Blocks']} read ${plan.Plan['Shared Read Blocks']}`;
  }
  await c.end();
  return plans;
}

const count = async () => {
  const r = (await db.execute(sql`select count(*)::int as n from game_tickets`)) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
};

console.log(`Generating ${SMALL} players × ${TICKETS} tickets…`);
const small = { tickets: await count(), calls: await measure(), plans: await explain() };
console.log(`Growing to ${PLAYERS} players × ${TICKETS} tickets (bulk writer)…`);
const bulkStarted = Date.now();
const bulkWritten = await bulkPlayers(db, SMALL + 1, PLAYERS, TICKETS, passwordHash);
const bulkMs = Date.now() - bulkStarted;
if (!(await ledgerSound(db))) throw new Error('the ledger is not sound after the bulk write');
const large = { tickets: await count(), calls: await measure(), plans: await explain() };

console.log(`\nPort backfill: ${generated} tickets in ${(generatorMs / 1000).toFixed(0)} s = ${Math.round(generated / (generatorMs / 1000))} tickets/s (${WORKERS} writer, each ticket = 2 ledger transfers)`);
console.log(`Bulk writer: ${bulkWritten} tickets in ${(bulkMs / 1000).toFixed(0)} s = ${Math.round(bulkWritten / (bulkMs / 1000))} tickets/s; ledger sound afterwards`);
console.table(
  Object.keys(calls).map((name) => ({
    call: name,
    rows: large.calls[name]!.rows,
    [`p50 @${small.tickets}`]: small.calls[name]!.p50.toFixed(2),
    [`p50 @${large.tickets}`]: large.calls[name]!.p50.toFixed(2),
    [`p99 @${small.tickets}`]: small.calls[name]!.p99.toFixed(2),
    [`p99 @${large.tickets}`]: large.calls[name]!.p99.toFixed(2),
    'p50 ratio (aim ≤ 1.5)': (large.calls[name]!.p50 / small.calls[name]!.p50).toFixed(2),
  })),
);
console.log('EXPLAIN (ANALYZE, BUFFERS) at', small.tickets, small.plans);
console.log('EXPLAIN (ANALYZE, BUFFERS) at', large.tickets, large.plans);
await t.close();
