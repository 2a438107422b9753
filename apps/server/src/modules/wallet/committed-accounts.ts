import type { Db } from '../../db/client.ts';
import { accountId, type AccountKind } from './ledger.ts';

/**
 * Ledger account ids never change once created, so each process remembers them per database.
 * Accounts are found or created outside the money transaction (autocommit): an empty account is
 * harmless, the cache only ever holds committed ids, and the transaction never waits on another
 * one's half-created account (which could deadlock).
 */
const accountIds = new WeakMap<Db, Map<string, number>>();
export async function committedAccountId(db: Db, kind: AccountKind, userId: number | null, ref: string | null): Promise<number> {
  let m = accountIds.get(db);
  if (!m) accountIds.set(db, (m = new Map()));
  const key = `${kind}:${userId ?? ''}:${ref ?? ''}`;
  const hit = m.get(key);
  if (hit !== undefined) return hit;
  const id = await accountId(db, kind, userId, ref);
  m.set(key, id);
  return id;
}

/**
 * Every deposit of a provider credits from that provider's clearing account, whose row is locked by
 * each settlement: one row would serialise all of a provider's deposits. The clearing account is
 * therefore split into shards (`paypal#0` … `paypal#7`, chosen by transaction id); a provider's
 * clearing balance is the sum of its shards (docs/ledger.md).
 */
export const CLEARING_SHARDS = 8;
export const clearingRef = (provider: string, transactionId: string) => {
  let h = 0;
  for (let i = 0; i < transactionId.length; i++) h = (h * 31 + transactionId.charCodeAt(i)) >>> 0;
  return `${provider}#${h % CLEARING_SHARDS}`;
};
