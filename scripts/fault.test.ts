/**
 * The fault test (docs/operations.md): 10 000 mixed deposit and withdrawal operations driven through HAProxy at a
 * three-node cluster while one node is killed with SIGKILL every few seconds (and started again).
 * Every operation carries an Idempotency-Key and the client retries whatever it did not see
 * answered. Afterwards: every ledger invariant holds, every operation the client saw confirmed is
 * in the ledger exactly once with its amount, nothing the client saw refused moved money, and
 * nothing is stranded (no deposit left open, every payment a provider approved is credited).
 *
 * Payouts: one operation in ten deposits with a scratch card and then withdraws to the player's
 * saved card, which the (sandbox) provider pays at once. Besides the random kills, every node kills
 * itself now and then at each step of a payout (`FAULT_POINTS`: before the provider call, during
 * it, after it, before settling — in the first call and in the reconciliation's). Afterwards: no
 * payout both paid and refunded, none lost (paid by the provider ⇔ posted), none left 'sending' or
 * 'sent' once the reconciliation has run, and every crash point was hit.
 *
 * Run: `npm run test:fault` (through scripts/with-postgres.sh). FAULT_OPS, FAULT_PLAYERS,
 * FAULT_CLIENTS, FAULT_KILL_EVERY_MS change the load.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { startCluster, type Cluster, type ClusterNode } from './cluster-lib.ts';

const OPS = Number(process.env.FAULT_OPS ?? 10_000);
const PLAYERS = Number(process.env.FAULT_PLAYERS ?? 400);
const CLIENTS = Number(process.env.FAULT_CLIENTS ?? 24);
const KILL_EVERY_MS = Number(process.env.FAULT_KILL_EVERY_MS ?? 4000);
const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 28040);
const PASSWORD = 'FaultTest123';

type Kind = 'scratch' | 'paypal' | 'neteller-declined' | 'paypal-abandoned' | 'payout';
/** Each step of a payout where a node kills itself now and then (platform/fault-points.ts). */
const PAYOUT_POINTS = ['payout.before-call', 'payout.during-call', 'payout.after-call', 'payout.before-settle'];
const POINT_PROBABILITY = Number(process.env.FAULT_POINT_PROBABILITY ?? 0.006);
const PAYOUT_AMOUNT = 1000;
/** What the client saw: confirmed (money must be there once), refused (no money), unknown (gave up). */
interface Op {
  i: number;
  kind: Kind;
  player: number;
  amount: number;
  key: string;
  transactionId: string | null;
  seen: 'confirmed' | 'refused' | 'unknown' | 'open';
  /** A payout op's withdrawal: its ticket and what the client was told (success, failed, pending) or nothing. */
  payout?: { ticket: string | null; seen: 'success' | 'failed' | 'pending' | 'refused' | 'unknown' };
}

const adminUrl = process.env.TEST_DATABASE_URL;
let cluster: Cluster | null = null;
let db: pg.Pool;
let databaseUrl = '';

describe.runIf(adminUrl)('fault test: kill -9 under load through the balancer', () => {
  beforeAll(async () => {
    databaseUrl = (await createScratchDatabase(adminUrl!, 'fault')).url;
    cluster = await startCluster({
      databaseUrl,
      nodes: 3,
      basePort: BASE_PORT,
      env: {
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: '1',
        // Short timings so the job finishes what the kills leave open within the test; still far
        // above the longest request (HAProxy's server timeout is 15 s).
        DEPOSIT_RECONCILE_INTERVAL_SECONDS: '2',
        DEPOSIT_RECONCILE_AFTER_SECONDS: '20',
        DEPOSIT_EXPIRE_AFTER_SECONDS: '25',
        PAYOUT_RECONCILE_INTERVAL_SECONDS: '2',
        PAYOUT_RECONCILE_AFTER_SECONDS: '20',
        FAULT_POINTS: PAYOUT_POINTS.map((p) => `${p}:${POINT_PROBABILITY}`).join(','),
        // Each point's first pass in the run always crashes (the dice alone once left one unhit).
        FAULT_POINTS_FIRST_DIR: mkdtempSync(path.join(tmpdir(), 'betsite-fault-first-')),
      },
    });
    db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  }, 420_000);

  afterAll(async () => {
    await cluster?.stop();
    await db?.end();
  }, 60_000);

  it(`${OPS} operations, a node killed every ${KILL_EVERY_MS} ms: every confirmed one in the ledger exactly once, nothing stranded`, async () => {
    const base = cluster!.url;
    const started = Date.now();
    const stats = { calls: 0, retries: 0, kills: 0, selfKills: 0, status5xx: new Map<number, number>() };

    // Players with no balance and no deposit limit, logged in through the balancer.
    const hash = await hashPassword(PASSWORD);
    const tag = randomBytes(3).toString('hex');
    const { rows: players } = await db.query<{ id: number; username: string }>(
      `insert into users (username, password_hash, email, nome, cognome, contratto, cellulare, stato_conto, terms_accepted, email_confirmed, mobile_confirmed, last_email_verification_at, last_mobile_verification_at, deposit_limit_set)
       select 'f' || $1 || g, $2, 'f' || $1 || g || '@fault.example', 'Carico', 'Prova', '8' || lpad(g::text, 9, '0'), '+39333' || lpad(g::text, 7, '0'), 2, true, true, true, now(), now(), true
       from generate_series(1, $3::int) g returning id, username`,
      [tag, hash, PLAYERS],
    );

    // Each player's saved MasterCard: a trusted destination, so a withdrawal needs no one-time code.
    const { rows: cards } = await db.query<{ id: number; user_id: number }>(
      `insert into withdrawal_cards (user_id, circuit, last4, expiry, holder) select id, 'mastercard', '4444', '12/30', 'Carico Prova' from users where username like 'f' || $1 || '%' returning id, user_id`,
      [tag],
    );
    const cardOf = new Map(cards.map((c) => [c.user_id, c.id]));

    // When any call last had an answer (not shed for load, not lost). A slow machine stretches each
    // operation's wait, so an operation fails when the whole cluster stopped answering, not when one
    // call waited long behind others on a saturated host; an operation starved while others are
    // answered still fails, after OP_PATIENCE_MS.
    let lastAnswerAt = Date.now();
    const CLUSTER_SILENCE_MS = 90_000;
    const OP_PATIENCE_MS = 300_000;

    /** One HTTP call through the balancer, retried while the answer is lost (node killed) or refused for load. */
    async function call(path: string, init: RequestInit & { ip: string }): Promise<Response> {
      const startedAt = Date.now();
      for (;;) {
        stats.calls++;
        try {
          const headers = { ...(init.headers as Record<string, string>), 'x-forwarded-for': init.ip };
          const r = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
          if (r.status < 500 && r.status !== 429) {
            lastAnswerAt = Date.now();
            return r;
          }
          stats.status5xx.set(r.status, (stats.status5xx.get(r.status) ?? 0) + 1);
          await r.arrayBuffer();
          if (r.status === 500) throw new Error(`${path}: 500 ${r.headers.get('x-request-id')}`);
        } catch (err) {
          if (err instanceof Error && err.message.includes(': 500 ')) throw err;
        }
        stats.retries++;
        const now = Date.now();
        if (now - lastAnswerAt > CLUSTER_SILENCE_MS) throw new Error(`${path}: the cluster answered no call for ${CLUSTER_SILENCE_MS / 1000} s`);
        if (now - startedAt > OP_PATIENCE_MS) throw new Error(`${path}: no answer for ${OP_PATIENCE_MS / 1000} s while other calls were answered`);
        await sleep(150 + Math.random() * 250);
      }
    }

    const tokens: string[] = [];
    const ipOf = (p: number) => `10.${(p >> 16) & 255}.${(p >> 8) & 255}.${p & 255}`;
    // A few logins at a time: each is an argon2id run, and the servers hash one per spare core.
    let nextLogin = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (nextLogin < players.length) {
          const idx = nextLogin++;
          const r = await call('/api/Account/LoginUser2FA', {
            method: 'POST',
            ip: ipOf(idx),
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: players[idx]!.username, password: PASSWORD }),
          });
          const body = await r.json();
          expect(body.ResponseData?.Token, JSON.stringify(body)).toBeTruthy();
          tokens[idx] = body.ResponseData.Token as string;
        }
      }),
    );

    const kinds: Kind[] = ['scratch', 'scratch', 'scratch', 'scratch', 'paypal', 'paypal', 'paypal', 'payout', 'neteller-declined', 'paypal-abandoned'];
    const ops: Op[] = Array.from({ length: OPS }, (_, i) => ({
      i,
      kind: kinds[i % kinds.length]!,
      // Payout ops spread over every player (at most the daily cap of 4 each at the default load).
      player: kinds[i % kinds.length] === 'payout' ? Math.floor(i / kinds.length) % PLAYERS : i % PLAYERS,
      // A payout op withdraws PAYOUT_AMOUNT out of its own deposit.
      amount: (kinds[i % kinds.length] === 'payout' ? PAYOUT_AMOUNT : 0) + 500 + (i % 13) * 100,
      key: randomUUID(),
      transactionId: null,
      seen: 'unknown',
    }));
    const ricaricaBody = (op: Op) => {
      if (op.kind === 'scratch' || op.kind === 'payout')
        return { metodo: 'Deposit', type: 'Ricarica_Scratch', importo: op.amount, code: `4${String(op.i).padStart(14, '0')}1` };
      if (op.kind === 'neteller-declined') return { metodo: 'Deposit', type: 'Ricarica_Neteller', importo: op.amount + 500, email: 'carico@neteller.example' };
      return { metodo: 'Deposit', type: 'Ricarica_Paypal', importo: op.amount, email: 'carico@paypal.example' };
    };

    async function run(op: Op): Promise<void> {
      const ip = ipOf(op.player);
      const auth = { authorization: `Bearer ${tokens[op.player]}` };
      // Ricarica, replayed with its key until it has a definite answer.
      let data: Record<string, unknown> | null = null;
      const body = ricaricaBody(op);
      for (const until = Date.now() + 90_000; ;) {
        const r = await (
          await call('/api/Account/Ricarica', {
            method: 'POST',
            ip,
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': op.key },
            body: JSON.stringify(body),
          })
        ).json();
        if (r.ResponseCode === -1 && r.ResponseMessage === 'La transazione è in elaborazione') {
          // The first attempt died before the provider: the job will close it. Past the window the
          // client gives up without an answer, which is not a refusal.
          if (Date.now() >= until) {
            op.seen = 'unknown';
            return;
          }
          await sleep(500);
          continue;
        }
        if (r.ResponseCode !== 0) {
          op.seen = 'refused';
          return;
        }
        data = r.ResponseData;
        break;
      }
      op.transactionId = data!.transactionId as string;
      if (op.kind === 'scratch' || op.kind === 'payout') {
        op.seen = data!.status === 'success' ? 'confirmed' : 'unknown';
        if (op.kind === 'payout' && op.seen === 'confirmed') await withdraw(op, ip, auth);
        return;
      }
      if (op.kind === 'paypal-abandoned') {
        op.seen = 'open'; // never approved: the job must void and expire it
        return;
      }
      // The provider page: the player's decision (the provider calls us back), then the result page.
      const page = (op.kind === 'paypal' ? data!.checkoutUrl : data!.redirectUrl) as string;
      const decision = op.kind === 'paypal' ? 'approve' : 'decline';
      const back = await call(page, { method: 'POST', ip, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}` });
      expect(back.status).toBe(303);
      const ref = page.split('/').pop()!;
      const confirmUrl = op.kind === 'paypal' ? `/api/payment/paypal?token=${ref}` : `/api/payment/neteller?payment_id=${ref}`;
      const c = await (await call(confirmUrl, { method: 'GET', ip })).json();
      op.seen = c.ResponseData?.esito === 'OK' ? 'confirmed' : c.ResponseData?.esito === 'KO' ? 'refused' : 'unknown';
    }

    /**
     * Prelievo is not idempotent (each call is a new request): it is sent once, and retried only
     * when the balancer says no node took it (503). A lost answer leaves what happened to the
     * database, which the checks below read.
     */
    async function withdraw(op: Op, ip: string, auth: Record<string, string>): Promise<void> {
      op.payout = { ticket: null, seen: 'unknown' };
      const body = { type: 'Prelievo_MasterCard', importo: PAYOUT_AMOUNT, pin: PASSWORD, code: String(cardOf.get(players[op.player]!.id)) };
      for (const until = Date.now() + 60_000; Date.now() < until;) {
        stats.calls++;
        let r: Response;
        try {
          r = await fetch(`${base}/api/Account/Prelievo`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(20_000),
          });
        } catch {
          return; // the node died with the request: unknown
        }
        if (r.status === 503 || r.status === 429) {
          await r.arrayBuffer();
          stats.retries++;
          await sleep(300);
          continue;
        }
        if (r.status === 500) throw new Error(`Prelievo: 500 ${r.headers.get('x-request-id')}`);
        if (r.status !== 200) return void (await r.arrayBuffer());
        const j = await r.json();
        if (j.ResponseCode !== 0) {
          op.payout.seen = 'refused';
          return;
        }
        op.payout = { ticket: j.ResponseData.seriale, seen: j.ResponseData.result };
        return;
      }
    }

    // The killer: every few seconds one serving node gets SIGKILL and is started again in the
    // background; at least two of the three keep serving (the balancer routes around the dead one).
    // The nodes that killed themselves at a crash point are started again at once; the killer only
    // kills while every node serves.
    let loadDone = false;
    const starting = new Set<ClusterNode>();
    const restarts: Promise<void>[] = [];
    const revive = (node: ClusterNode) => {
      starting.add(node);
      restarts.push(
        (async () => {
          await sleep(300);
          // A node may die again at a crash point while it starts (the reconciliation runs at once).
          for (let attempt = 0; attempt < 20; attempt++) {
            try {
              await node.start();
              return;
            } catch {
              await sleep(500);
            }
          }
          throw new Error(`node ${node.index} did not come back`);
        })().finally(() => starting.delete(node)),
      );
    };
    const dead = (node: ClusterNode) => node.proc !== null && (node.proc.exitCode !== null || node.proc.signalCode !== null);
    let settling = true;
    const reviver = (async () => {
      while (settling) {
        await sleep(250);
        for (const node of cluster!.nodes)
          if (!starting.has(node) && dead(node)) {
            stats.selfKills++;
            revive(node);
          }
      }
    })();
    const killer = (async () => {
      let n = 0;
      while (!loadDone) {
        await sleep(KILL_EVERY_MS);
        const serving = cluster!.nodes.filter((node) => node.proc && !dead(node) && !starting.has(node));
        if (loadDone || serving.length < cluster!.nodes.length) continue;
        const node = serving[n++ % serving.length]!;
        node.kill();
        stats.kills++;
        revive(node);
      }
    })();

    let next = 0;
    const errors: unknown[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < ops.length) {
          const op = ops[next++]!;
          await run(op).catch((err: unknown) => errors.push(err));
        }
      }),
    );
    loadDone = true;
    await killer;
    const loadSeconds = (Date.now() - started) / 1000;
    // The calls' statistics say, when an operation found no answer, whether the nodes were refusing
    // for load (503/429 counts) or unreachable (retries without a status).
    console.log(
      `FAULT TEST load done in ${loadSeconds} s: ${stats.kills} kills, ${stats.selfKills} self-kills; ${stats.calls} calls, ${stats.retries} retries, answers ≥ 500 or 429: ${JSON.stringify(Object.fromEntries(stats.status5xx))}`,
    );
    expect(errors.map(String)).toEqual([]);

    // Nothing stranded: the job closes every deposit left open (killed mid-way or abandoned).
    const settleStart = Date.now();
    let open = Infinity;
    let payoutsOpen = Infinity;
    while (Date.now() - settleStart < 180_000) {
      open = (await db.query<{ n: number }>(`select count(*)::int as n from deposits where status in ('created', 'pending')`)).rows[0]!.n;
      payoutsOpen = (
        await db.query<{ n: number }>(
          `select count(*)::int as n from withdrawals w where status in ('pending', 'sending', 'sent') and user_id in (select id from users where username like 'f' || $1 || '%')`,
          [tag],
        )
      ).rows[0]!.n;
      if (open === 0 && payoutsOpen === 0) break;
      await sleep(1000);
    }
    settling = false;
    await reviver;
    await Promise.all(restarts);
    expect(open).toBe(0);
    // None left in the queue: every payout the kills interrupted was finished by the reconciliation.
    expect(payoutsOpen).toBe(0);

    // Ledger invariants (docs/ledger.md).
    const one = async (q: string) => (await db.query(q)).rows;
    expect(await one(`select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0`)).toEqual([]);
    expect(Number((await one(`select coalesce(sum(balance), 0)::bigint as s from ledger_accounts`))[0].s)).toBe(0);
    expect(await one(`select id from ledger_accounts where kind in ('player_cash', 'player_bonus') and balance < 0`)).toEqual([]);
    expect(
      await one(
        `select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
      ),
    ).toEqual([]);
    expect(await one(`select idempotency_key from ledger_transfers group by idempotency_key having count(*) > 1`)).toEqual([]);
    // A success deposit has exactly one transfer, and every deposit transfer belongs to a success deposit.
    expect(
      await one(
        `select d.transaction_id from deposits d left join ledger_transfers t on t.idempotency_key = 'deposit:' || d.transaction_id where d.status = 'success' and t.id is null`,
      ),
    ).toEqual([]);
    expect(
      await one(
        `select t.idempotency_key from ledger_transfers t left join deposits d on 'deposit:' || d.transaction_id = t.idempotency_key where t.kind = 'deposit' and (d.id is null or d.status <> 'success')`,
      ),
    ).toEqual([]);
    // Every payment a provider approved was credited.
    expect(
      await one(
        `select p.id from sandbox_payments p left join deposits d on d.transaction_id = p.deposit_transaction_id where p.status = 'approved' and p.provider <> 'paas' and p.provider not like 'payout:%' and (d.status is distinct from 'success')`,
      ),
    ).toEqual([]);

    // What the client saw.
    const deposits = new Map(
      (
        await one(
          `select d.transaction_id, d.status, d.amount, d.user_id, (select count(*)::int from ledger_transfers t where t.idempotency_key = 'deposit:' || d.transaction_id) as transfers from deposits d`,
        )
      ).map((r) => [r.transaction_id as string, r]),
    );
    const byPlayer = new Map(players.map((p, idx) => [idx, p.id]));
    for (const op of ops) {
      const d = op.transactionId ? deposits.get(op.transactionId) : undefined;
      if (op.seen === 'confirmed') {
        expect(d, `op ${op.i}`).toMatchObject({ status: 'success', transfers: 1, user_id: byPlayer.get(op.player) });
        expect(Number(d!.amount)).toBe(op.kind === 'neteller-declined' ? op.amount + 500 : op.amount);
      }
      if (op.seen === 'refused' && d) expect(d, `op ${op.i}`).toMatchObject({ transfers: 0 });
      // An abandoned payment expires ('failed'); when a node was killed after voiding it at the
      // provider but before closing the deposit, the next run finds it voided and closes it 'cancelled'.
      if (op.kind === 'paypal-abandoned' && d) expect(['failed', 'cancelled'], `op ${op.i}`).toContain(d.status);
    }
    // Payouts: never both paid and refunded; each ends posted (hold + post) or declined (hold + void).
    const mine = `w.user_id in (select id from users where username like 'f${tag}%')`;
    expect(
      await one(`with m as (
                   select w.id, w.status,
                     (select count(*)::int from ledger_transfers t where t.idempotency_key = 'withdrawal:hold:' || w.id) as holds,
                     (select count(*)::int from ledger_transfers t where t.idempotency_key = 'withdrawal:post:' || w.id) as posts,
                     (select count(*)::int from ledger_transfers t where t.idempotency_key = 'withdrawal:void:' || w.id) as voids
                   from withdrawals w where ${mine})
                 select * from m where not ((status = 'posted' and holds = 1 and posts = 1 and voids = 0) or (status = 'declined' and holds = 1 and posts = 0 and voids = 1))`),
    ).toEqual([]);
    // None lost: the provider paid a payout exactly when it is posted here.
    expect(
      await one(`select w.id, w.status, s.status as provider from withdrawals w left join sandbox_payments s on s.id = 'PO-' || w.id
                 where ${mine} and (w.status = 'posted') <> (s.status is not distinct from 'approved')`),
    ).toEqual([]);
    const payouts = new Map(
      (await one(`select w.id, w.status from withdrawals w where ${mine}`)).map((r) => [`PR${String(r.id).padStart(8, '0')}`, r.status as string]),
    );
    for (const op of ops) {
      if (op.payout?.seen === 'success') expect(payouts.get(op.payout.ticket!), `op ${op.i}`).toBe('posted');
      if (op.payout?.seen === 'failed') expect(payouts.get(op.payout.ticket!), `op ${op.i}`).toBe('declined');
    }
    // Every crash point of a payout was hit at least once (its first pass always is; the dice add more).
    const logs = readdirSync(cluster!.logDir)
      .filter((f) => f.startsWith('node'))
      .map((f) => readFileSync(path.join(cluster!.logDir, f), 'utf8'))
      .join('\n');
    const hits = Object.fromEntries(PAYOUT_POINTS.map((p) => [p, logs.split(`FAULT POINT ${p}\n`).length - 1]));
    for (const p of PAYOUT_POINTS) expect(hits[p], p).toBeGreaterThan(0);

    // Each player's cash is exactly their credited deposits less their paid withdrawals.
    expect(
      await one(`select u.id from users u join ledger_accounts a on a.user_id = u.id and a.kind = 'player_cash'
                 where u.username like 'f${tag}%' and a.balance <> (select coalesce(sum(amount), 0) from deposits d where d.user_id = u.id and d.status = 'success')
                                                                 - (select coalesce(sum(amount), 0) from withdrawals w where w.user_id = u.id and w.status = 'posted')`),
    ).toEqual([]);

    const count = (s: Op['seen']) => ops.filter((o) => o.seen === s).length;
    const summary = {
      ops: OPS,
      confirmed: count('confirmed'),
      refused: count('refused'),
      unknown: count('unknown'),
      abandoned: count('open'),
      kills: stats.kills,
      selfKills: stats.selfKills,
      crashPoints: hits,
      payouts: Object.fromEntries(['success', 'failed', 'pending', 'refused', 'unknown'].map((k) => [k, ops.filter((o) => o.payout?.seen === k).length])),
      httpCalls: stats.calls,
      retried: stats.retries,
      lost: Object.fromEntries(stats.status5xx),
      loadSeconds,
      settleSeconds: (Date.now() - settleStart) / 1000,
    };
    console.log(`FAULT TEST ${JSON.stringify(summary)}`);
    expect(stats.kills).toBeGreaterThanOrEqual(loadSeconds > 30 ? 2 : 1);
    expect(summary.confirmed).toBeGreaterThan(OPS * 0.6);
  }, 900_000);
});
