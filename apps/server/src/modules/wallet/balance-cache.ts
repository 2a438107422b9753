import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { VersionedCache } from '../../platform/versioned-cache.ts';
import { playerBalance, type PlayerBalance } from './ledger.ts';

/**
 * Read-side cache of player balances for display calls (EL_RefreshBalance, GetSaldo, UserData).
 * Every change to a player's ledger account fires NOTIFY ledger_changed from a database trigger,
 * which evicts the entry in every process. Money-moving code never reads from here: its checks run
 * inside the transaction that moves the money.
 */
export class BalanceCache {
  private readonly cache: VersionedCache<number, PlayerBalance>;

  constructor(
    private readonly db: Db,
    clock: Clock,
    ttlMs = 10_000,
  ) {
    this.cache = new VersionedCache(clock, ttlMs);
  }

  get(userId: number): Promise<PlayerBalance> {
    return this.cache.get(userId, () => playerBalance(this.db, userId));
  }

  /** The cached balance if this process holds a fresh one, without a promise; else undefined. */
  peek(userId: number): PlayerBalance | undefined {
    return this.cache.peek(userId);
  }

  invalidate(userId: number): void {
    this.cache.invalidate(userId);
  }

  onNotify = (payload: string): void => {
    const id = Number(payload);
    if (Number.isInteger(id)) this.invalidate(id);
  };
}
