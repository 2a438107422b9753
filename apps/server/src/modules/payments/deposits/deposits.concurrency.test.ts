import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, dbLabel, type TestApp } from '../../../test-support.ts';
import { deposits, ledgerAccounts, ledgerTransfers, users } from '../../../db/schema/index.ts';
import { seededRng } from '../../games/sandbox.ts';
import { DepositService } from './service.ts';
import { envelope } from '../../../platform/outcome.ts';
import { expectLedgerSound } from './test-helpers.ts';

/**
 * A randomised run, reproducible from DEPOSIT_SEED: thousands of deposits on PostgreSQL with provider
 * decisions, callbacks and result-page confirmations replayed concurrently, on two server
 * "processes". Afterwards the ledger must be sound and every success credited exactly once. Tagged
 * postgres-race: on PGlite (one connection, nothing races) it is skipped, on PostgreSQL required.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEED = Number(process.env.DEPOSIT_SEED ?? 20261122);
const N = Number(process.env.DEPOSIT_RUNS ?? (onPostgres ? 3000 : 250));
const PARALLEL = onPostgres ? 32 : 8;
const PLAYERS = 12;

const METHODS: { name: string; email?: boolean; confirm?: (ref: string) => string }[] = [
  // PayPal's return_url brings a buyer who paid back with a PayerID (without one it is the cancel link).
  { name: 'Ricarica_Paypal', email: true, confirm: (r) => `/api/payment/paypal?token=${r}&payerId=P${r.slice(-10)}` },
  { name: 'Ricarica_Neteller', email: true, confirm: (r) => `/api/payment/neteller?payment_id=${r}` },
  { name: 'Ricarica_Paysafe', confirm: (r) => `/api/payment/paysafe?payment_id=${r}` },
  { name: 'Ricarica_Safecharge_Mybank', confirm: (r) => `/api/payment/safecharge?ppp_TransactionID=${r}` },
  { name: 'Ricarica_Skrill', email: true, confirm: (r) => `/api/payment/skrillConfirm?mb_transaction_id=${r}&status=2` },
  { name: 'Ricarica_Poste', confirm: (r) => `/api/payment/poste?ORDER_ID=${r}&RESULT=00` },
  { name: 'Ricarica_Veloce' },
  { name: 'Ricarica_Onshop' },
  { name: 'Ricarica_BonificoBancario' },
];
const DECISIONS = ['approve', 'approve', 'approve', 'decline', 'pending', 'cancel'] as const;

let a: TestApp;
let b: TestApp | null = null;
beforeAll(async () => {
  a = await createTestApp();
  if (onPostgres) b = await createPeerApp(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function pool<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

describe(`randomised concurrent deposits and replays (${dbLabel()}, seed ${SEED}, ${N} deposits)`, { tags: ['postgres-race'] }, () => {
  it('credits every approved deposit exactly once and keeps the ledger sound', { timeout: 600_000 }, async () => {
    // Seeded, so a failing run can be replayed exactly.
    const rand = seededRng(SEED);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const db = a.deps.db;
    const apps = [a, ...(b ? [b] : [])];
    const services = apps.map((x) => new DepositService(x.deps));

    const ids: number[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const [u] = await db
        .insert(users)
        .values({
          username: `conc${SEED}_${i}`,
          passwordHash: 'x',
          email: `conc${i}@betsite.example`,
          cellulare: `+39333000${String(i).padStart(4, '0')}`,
          nome: 'Test',
          cognome: 'Concorrenza',
          contratto: `77${SEED}${i}`.slice(0, 18),
          statoConto: 2,
          emailConfirmed: true,
          mobileConfirmed: true,
        })
        .returning({ id: users.id });
      ids.push(u!.id);
    }

    // The whole script is drawn up front from the seed, so the run is reproducible whatever the interleaving.
    const plan = Array.from({ length: N }, () => {
      const m = pick(METHODS);
      return {
        userId: pick(ids),
        method: m,
        amount: 1000 + Math.floor(rand() * 40) * 250,
        decision: pick(DECISIONS),
        later: rand() < 0.5 ? ('approve' as const) : ('decline' as const),
        replays: 1 + Math.floor(rand() * 4),
        via: Array.from({ length: 8 }, () => Math.floor(rand() * apps.length)),
      };
    });

    await pool(plan, PARALLEL, async (p, i) => {
      const svc = services[p.via[0]!]!;
      const r = envelope(
        await svc.ricarica(p.userId, {
          type: p.method.name,
          importo: p.amount,
          metodo: 'Deposit',
          email: p.method.email ? 'gioco@betsite.example' : null,
        }),
      );
      expect(r.ResponseCode, r.ResponseMessage ?? '').toBe(0);
      const d = r.ResponseData!;
      const [row] = await db
        .select({ ref: deposits.providerRef, provider: deposits.provider })
        .from(deposits)
        .where(eq(deposits.transactionId, d.transactionId));
      const ref = row!.ref!;
      const provider = row!.provider;
      const page = `/sandbox/${provider}/pay/${ref}`;
      const post = (app: TestApp, decision: string) =>
        app.app.inject({ method: 'POST', url: page, payload: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const confirmOnce = (k: number) => {
        const app = apps[p.via[k % 8]!]!;
        return p.method.confirm
          ? app.app.inject({ url: p.method.confirm(ref), remoteAddress: `10.${i % 250}.${k}.${(i * 7) % 250}` }).then((res) => expect(res.statusCode).toBe(200))
          : services[p.via[k % 8]!]!.confirm(provider as never, ref);
      };
      // The decision (with its callback) races the result-page confirmations and a replayed provider page.
      await Promise.all([
        post(apps[p.via[1]!]!, p.decision),
        ...Array.from({ length: p.replays }, (_, k) => confirmOnce(k + 2)),
        post(apps[p.via[2]!]!, p.decision),
      ]);
      if (p.decision === 'pending') await Promise.all([post(apps[p.via[3]!]!, p.later), confirmOnce(5), confirmOnce(6)]);
    });

    await expectLedgerSound(a);
    const rows = await db.select().from(deposits).where(inArray(deposits.userId, ids));
    expect(rows).toHaveLength(N);
    const expected = new Map<number, number>(ids.map((id) => [id, 0]));
    for (const p of plan) {
      if (p.decision === 'approve' || (p.decision === 'pending' && p.later === 'approve')) expected.set(p.userId, expected.get(p.userId)! + p.amount);
    }
    const success = rows.filter((r) => r.status === 'success');
    expect(success.length).toBe(plan.filter((p) => p.decision === 'approve' || (p.decision === 'pending' && p.later === 'approve')).length);
    expect(rows.filter((r) => r.status === 'pending' || r.status === 'created')).toEqual([]);
    const transfers = await db
      .select({ key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(and(inArray(ledgerTransfers.userId, ids), eq(ledgerTransfers.kind, 'deposit')));
    expect(transfers.map((t) => t.key).sort()).toEqual(success.map((r) => `deposit:${r.transactionId}`).sort());
    const cash = await db
      .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.userId, ids), eq(ledgerAccounts.kind, 'player_cash')));
    for (const id of ids) expect(cash.find((c) => c.userId === id)?.balance ?? 0).toBe(expected.get(id));
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(deposits)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(N);
  });
});
