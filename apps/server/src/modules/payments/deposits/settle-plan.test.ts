import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../../../test-support.ts';
import { users } from '../../../db/schema/index.ts';
import { insertDeposit, settleSuccessGuard } from './repository.ts';
import { creditDeposit } from './settle.ts';
import { playerBalance } from '../../wallet/ledger.ts';
import { rowsOf } from '../../../db/rows.ts';

/**
 * The settlement's guard is a named prepared statement: after five runs PostgreSQL may keep one
 * generic plan, built from whatever statistics the table had then (none, on a fresh database). It
 * must find the deposit by its primary key whatever those were, not by the player's index with
 * every deposit of the player filtered (a cost that grows with the player's history; it was the
 * plan chosen on a fresh database, measured by `scripts/bench-deposits.ts`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A verified player with no history. */
async function player(username: string, n: number): Promise<{ id: number }> {
  const [u] = await t.deps.db
    .insert(users)
    .values({
      username,
      passwordHash: 'x',
      email: `${username}@betsite.example`,
      cellulare: `+39333900000${n}`,
      nome: 'Piano',
      cognome: 'Guardia',
      contratto: `880099900${n}`,
      statoConto: 2,
    })
    .returning({ id: users.id });
  return u!;
}

interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Node Type': string;
  Plans?: PlanNode[];
}
const scansOf = (n: PlanNode): PlanNode[] => [...(n['Relation Name'] && n['Node Type'].endsWith('Scan') ? [n] : []), ...(n.Plans ?? []).flatMap(scansOf)];

describe(`settlement guard plan (${dbLabel()})`, () => {
  it('the generic plan finds the deposit by its primary key, however many deposits the player has', async () => {
    const u = await player('planprobe', 1);
    const history = Array.from({ length: 40 }, (_, i) => ({
      transactionId: `plan-${i}`,
      userId: u.id,
      methodName: 'Ricarica_Paypal',
      provider: 'paypal',
      amount: 1000,
      status: 'success',
    }));
    for (const row of history) await insertDeposit(t.deps.db, row);
    const open = await insertDeposit(t.deps.db, { ...history[0]!, transactionId: 'plan-open', status: 'pending' });

    const guard = settleSuccessGuard(open, new Date());
    const query = new PgDialect().sqlToQuery(guard.sql);
    // The placeholders in the order the statement numbers them, with the values the settlement passes.
    const values = guard.prepared!.values as Record<string, unknown>;
    const args = query.params.map((p) => {
      const name = (p as { name?: string }).name;
      return typeof values[name!] === 'string' ? `'${String(values[name!])}'` : String(values[name!]);
    });
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local plan_cache_mode = force_generic_plan`));
      await tx.execute(sql.raw(`prepare settle_plan_probe as ${query.sql}`));
      try {
        const r = await tx.execute(sql.raw(`explain (format json) execute settle_plan_probe(${args.join(', ')})`));
        const json = rowsOf(r)[0]!['QUERY PLAN'];
        return (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
      } finally {
        await tx.execute(sql.raw('deallocate settle_plan_probe'));
      }
    });
    const scans = scansOf(plan[0]!.Plan).filter((n) => n['Relation Name'] === 'deposits');
    expect(scans.map((n) => n['Index Name'] ?? n['Node Type'])).toEqual(['deposits_pkey']);
  });

  it('credits only the row read before: another player or another amount moves nothing', async () => {
    const owner = await player('guardowner', 2);
    const other = await player('guardother', 3);
    const d = await insertDeposit(t.deps.db, {
      transactionId: 'guard-probe',
      userId: owner.id,
      methodName: 'Ricarica_Paypal',
      provider: 'paypal',
      amount: 2_500,
      status: 'pending',
    });
    expect((await creditDeposit(t.deps.db, { ...d, amount: d.amount + 1 }, new Date())).changed).toBe(false);
    expect((await creditDeposit(t.deps.db, { ...d, userId: other.id }, new Date())).changed).toBe(false);
    expect((await playerBalance(t.deps.db, owner.id)).saldo).toBe(0);
    expect((await playerBalance(t.deps.db, other.id)).saldo).toBe(0);

    const r = await creditDeposit(t.deps.db, d, new Date());
    expect(r).toMatchObject({ changed: true, deposit: { status: 'success' } });
    expect((await playerBalance(t.deps.db, owner.id)).saldo).toBe(2_500);
  });
});
