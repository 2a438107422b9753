import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { operatorToken, type TestApp } from '../../../test-support.ts';
import { DEMO_PASSWORD } from '../../../demo/users.ts';
import { deposits, ledgerAccounts, ledgerEntries, ledgerTransfers, users } from '../../../db/schema/index.ts';

export async function login(t: TestApp, username: string): Promise<{ token: string; userId: number; headers: Record<string, string> }> {
  const r = (await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username, password: DEMO_PASSWORD } })).json();
  expect(r.ResponseData?.Token, `login ${username}: ${r.ResponseCode} ${r.ResponseMessage}`).toBeTruthy();
  const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { token: r.ResponseData.Token, userId: u!.id, headers: { authorization: `Bearer ${r.ResponseData.Token}` } };
}

/** An operator's back-office session, in the shape `login` returns. */
export async function operatorLogin(t: TestApp, username = 'demooperator'): Promise<{ token: string; userId: number; headers: Record<string, string> }> {
  const token = await operatorToken(t, username);
  const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { token, userId: u!.id, headers: { authorization: `Bearer ${token}` } };
}

export async function saldo(t: TestApp, headers: Record<string, string>): Promise<{ soldi: number; prelevabile: number }> {
  const r = await t.app.inject({ url: '/api/Account/GetSaldo', headers });
  return r.json().ResponseData;
}

export async function depositCount(t: TestApp): Promise<number> {
  const [r] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(deposits);
  return r!.n;
}

/**
 * The ledger's invariants (docs/ledger.md): every transfer balanced, all accounts summing to zero,
 * no player account negative, cached balances equal to their entries.
 */
export async function expectLedgerSound(t: TestApp): Promise<void> {
  const db = t.deps.db;
  const unbalanced = await db
    .select({ id: ledgerEntries.transferId, s: sql<number>`sum(${ledgerEntries.amount})::bigint` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transferId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  expect(unbalanced).toEqual([]);
  const [total] = await db.select({ s: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` }).from(ledgerAccounts);
  expect(Number(total!.s)).toBe(0);
  const negative = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.kind} in ('player_cash', 'player_bonus') and ${ledgerAccounts.balance} < 0`);
  expect(negative).toEqual([]);
  const drift = await db.execute(
    sql`select a.id from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  const dupKeys = await db
    .select({ k: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .groupBy(ledgerTransfers.idempotencyKey)
    .having(sql`count(*) > 1`);
  expect(dupKeys).toEqual([]);
}

/** Follows a hand-off's sandbox page: the tester's decision, then where the provider sends the player. */
export async function decide(t: TestApp, pageUrl: string, decision: 'approve' | 'decline' | 'pending' | 'cancel'): Promise<string> {
  const r = await t.app.inject({
    method: 'POST',
    url: pageUrl,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(r.statusCode).toBe(303);
  return r.headers.location as string;
}
