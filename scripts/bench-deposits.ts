/**
 * Deposits benchmark: confirmed deposits per second through the deposit service on PostgreSQL
 * (open the payment, the provider approves, the confirmation settles and credits the ledger),
 * against pgbench TPC-B on the same server in the same run. Used by scripts/bench.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildDeps } from '../apps/server/src/deps.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../apps/server/src/demo/index.ts';
import { DepositService } from '../apps/server/src/modules/payments/deposits/service.ts';
import { isRefusal } from '../apps/server/src/platform/outcome.ts';
import type { SandboxProvider } from '../apps/server/src/modules/payments/providers/sandbox-adapters.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** pgbench's clients, as the brief fixes them. */
const CLIENTS = 8;
/** Concurrent deposits in flight, like pgbench's clients. */
const IN_FLIGHT = Number(process.env.BENCH_DEPOSIT_CLIENTS ?? 8);
/**
 * Server processes (worker threads) sharing them. Default 1: on a 2-core machine a second one only
 * competes with PostgreSQL for the CPU (measured: 165/s with 2 against 242/s with 1, same load).
 */
const WORKERS = Number(process.env.BENCH_DEPOSIT_WORKERS ?? 1);
const PLAYERS = 200;
const METHODS: { name: string; provider: SandboxProvider; email?: boolean }[] = [
  { name: 'Ricarica_Paypal', provider: 'paypal', email: true },
  { name: 'Ricarica_Neteller', provider: 'neteller', email: true },
  { name: 'Ricarica_Skrill', provider: 'skrill', email: true },
  { name: 'Ricarica_Paysafe', provider: 'paysafe' },
  { name: 'Ricarica_Poste', provider: 'poste' },
  { name: 'Ricarica_Safecharge_Mybank', provider: 'safecharge' },
  { name: 'Ricarica_Veloce', provider: 'veloce' },
  { name: 'Ricarica_Onshop', provider: 'onshop' },
  { name: 'Ricarica_Apco', provider: 'apco' },
  { name: 'Ricarica_BonificoBancario', provider: 'bonifico' },
];

function pgBin(name: string): string {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ].filter(Boolean) as string[];
  for (const dir of candidates) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return name; // from PATH
}

/** pgbench -i then -T <s> -c 8 on its own database of the same server; returns tps. */
function pgbench(databaseUrl: string): number {
  const u = new URL(databaseUrl);
  const dbname = `${u.pathname.slice(1)}_pgbench`;
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  execFileSync(pgBin('psql'), [...conn, '-d', u.pathname.slice(1), '-qc', `drop database if exists ${dbname}`, '-c', `create database ${dbname}`], {
    env,
    stdio: 'ignore',
  });
  execFileSync(pgBin('pgbench'), [...conn, '-i', '-q', dbname], { env, stdio: 'ignore' });
  const out = execFileSync(pgBin('pgbench'), [...conn, '-T', String(SECONDS), '-c', String(CLIENTS), '-j', '2', dbname], { env, encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench output not understood:\n${out}`);
  return Number(tps);
}

/** Worker threads do not inherit tsx's loader: each registers it, then loads this file. */
const WORKER_BOOT = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); })`;

interface LoopResult {
  done: number;
  cpuMs: number;
  ms: number;
}

/** One "server process": its own pool, caches and service, `inFlight` concurrent deposit loops. */
async function depositLoops(databaseUrl: string, ids: number[], inFlight: number, start: () => Promise<void>): Promise<LoopResult> {
  const database = await openDatabase({ url: databaseUrl, poolSize: inFlight + 2 });
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(48) } as NodeJS.ProcessEnv);
    const deps = await buildDeps({ config, database, transport: null });
    const service = new DepositService(deps);
    let n = Math.floor(Math.random() * 1000);
    /** One confirmed deposit: Ricarica, the provider approves, the result confirmation credits. */
    const depositOnce = async () => {
      const m = METHODS[n % METHODS.length]!;
      const userId = ids[(n * 7919) % ids.length]!;
      n++;
      const d = await service.ricarica(userId, { type: m.name, importo: 2000, metodo: 'Deposit', email: m.email ? 'bench@betsite.example' : null });
      if (isRefusal(d)) throw new Error(`Ricarica ${d.code} ${d.message}`);
      // The provider's payment id is the last segment of the hand-off URL (page, redirect, form or QR).
      const url = d.redirectUrl ?? d.ApcoUrl ?? d.formAction ?? d.page ?? d.qrUrl ?? '';
      const paymentId = new URL(url, 'http://x').pathname.split('/').pop()!;
      await service.store.decide(paymentId, 'approve');
      const c = await service.confirm(m.provider, paymentId);
      if (isRefusal(c) || c.status !== 'success') throw new Error('deposit not confirmed');
    };
    const run = async (ms: number) => {
      let done = 0;
      const end = Date.now() + ms;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (Date.now() < end) {
            await depositOnce();
            done++;
          }
        }),
      );
      return done;
    };
    await run(2000); // warm-up: pools, plans, accounts
    await start();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const done = await run(SECONDS * 1000);
    const cpu = process.cpuUsage(cpu0);
    return { done, cpuMs: (cpu.user + cpu.system) / 1000, ms: performance.now() - t0 };
  } finally {
    await database.close();
  }
}

export async function benchDeposits(databaseUrl: string): Promise<{ depositsPerSecond: number; pgbenchTps: number; ratio: number }> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  let ids: number[];
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db);
    ids = (
      await database.db
        .insert(users)
        .values(
          Array.from({ length: PLAYERS }, (_, i) => ({
            username: `bench${i}`,
            passwordHash: 'x',
            email: `bench${i}@betsite.example`,
            cellulare: `+39333900${String(i).padStart(4, '0')}`,
            nome: 'Bench',
            cognome: 'Depositi',
            contratto: `8800${String(i).padStart(6, '0')}`,
            statoConto: 2,
            emailConfirmed: true,
            mobileConfirmed: true,
          })),
        )
        .returning({ id: users.id })
    ).map((r) => r.id);
  } finally {
    await database.close();
  }

  // WORKERS server "processes" (worker threads, each with its own pool), IN_FLIGHT deposits in all.
  const workers = Array.from(
    { length: WORKERS },
    () =>
      new Worker(WORKER_BOOT, { eval: true, workerData: { benchDeposits: true, databaseUrl, ids, inFlight: Math.max(1, Math.round(IN_FLIGHT / WORKERS)) } }),
  );
  const ready = workers.map(
    (w) =>
      new Promise<void>((resolve, reject) => {
        w.once('error', reject);
        w.on('message', (m: { ready?: boolean }) => m.ready && resolve());
      }),
  );
  const results = workers.map((w) => new Promise<LoopResult>((resolve) => w.on('message', (m: { result?: LoopResult }) => m.result && resolve(m.result))));
  await Promise.all(ready);
  for (const w of workers) w.postMessage('go');
  const rs = await Promise.all(results);
  await Promise.all(workers.map((w) => w.terminate()));
  const done = rs.reduce((a, r) => a + r.done, 0);
  const depositsPerSecond = done / (Math.max(...rs.map((r) => r.ms)) / 1000);
  console.log(
    `deposits: ${done} in ${SECONDS}s over ${WORKERS} server processes, ${(rs.reduce((a, r) => a + r.cpuMs, 0) / done).toFixed(2)} ms of Node CPU (whole process) per deposit`,
  );
  const pgbenchTps = pgbench(databaseUrl);
  return { depositsPerSecond, pgbenchTps, ratio: depositsPerSecond / pgbenchTps };
}

if (!isMainThread && (workerData as { benchDeposits?: boolean } | null)?.benchDeposits) {
  const { databaseUrl, ids, inFlight } = workerData as { databaseUrl: string; ids: number[]; inFlight: number };
  const go = new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  const result = await depositLoops(databaseUrl, ids, inFlight, async () => {
    parentPort!.postMessage({ ready: true });
    await go;
  });
  parentPort!.postMessage({ result });
}

// Run alone: `bash scripts/with-postgres.sh node --import tsx scripts/bench-deposits.ts`
if (isMainThread && import.meta.url === `file://${process.argv[1]}`) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL missing: run through scripts/with-postgres.sh');
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query('drop database if exists bench_deposits_alone with (force)');
  await c.query('create database bench_deposits_alone');
  await c.end();
  const u = new URL(admin);
  u.pathname = '/bench_deposits_alone';
  const r = await benchDeposits(u.toString());
  console.log(
    `confirmed deposits ${r.depositsPerSecond.toFixed(0)}/s · pgbench TPC-B ${r.pgbenchTps.toFixed(0)} tps · ratio ${r.ratio.toFixed(3)} (aim ≥ 0.3)`,
  );
  process.exit(0);
}
