import { and, asc, inArray, lt } from 'drizzle-orm';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import type { AppDeps } from '../../../deps.ts';
import { deposits } from '../../../db/schema/index.ts';
import { withAdvisoryLock, type LockingDatabase } from '../../../platform/scheduled-job.ts';
import type { DepositAdapter, ProviderOutcome } from '../providers/types.ts';
import * as repo from './repository.ts';
import { settleDeposit } from './settle.ts';

/**
 * What the job needs of the deposit service: its adapters, the sandbox store and the settlement
 * (structural, so the service can call the job without an import cycle).
 */
export interface DepositSettler {
  adapter(provider: string): DepositAdapter | undefined;
  readonly store: { outcome(key: string): Promise<ProviderOutcome>; decide(key: string, decision: 'cancel'): Promise<{ status: string } | undefined> };
  settleFromOutcome(transactionId: string, outcome: ProviderOutcome): Promise<unknown>;
}

/** Advisory lock key of the job: one runner at a time across every process on the database. */
export const RECONCILE_LOCK_KEY = 7272010;

export interface ReconcileOptions {
  /** A deposit younger than this is left to its own request (which may still be running). */
  openAfterMs: number;
  /** A payment still open at the provider after this long is voided there and the deposit expired. */
  expireAfterMs: number;
  /** Deposits looked at per run, oldest first. */
  batch?: number;
}

/** Bank transfers take 3–5 working days (document 3 §5): their deposits stay open a week. */
const EXPIRE_AFTER_BY_PROVIDER: Record<string, number> = { bonifico: 7 * 24 * 3600 * 1000 };

export type ReconcileAction = 'credited' | 'declined' | 'cancelled' | 'expired' | 'still-open';
export interface ReconcileReport {
  looked: number;
  actions: Record<ReconcileAction, number>;
  /** The deposits whose provider failed to answer, and why (logged; they stay open for the next pass). */
  errors?: string[];
}

/**
 * Finishes deposits that their own request left open: a process killed after the provider approved
 * (the player was never credited), or before the provider was even called (the row held part of the
 * weekly deposit limit for nothing). It asks the provider — never trusting our own row — and then:
 * approved → credited exactly once (the same one-statement settlement as a result page); declined or
 * cancelled → closed as such; never reached the provider → expired; still open at the provider past
 * `expireAfterMs` → voided at the provider first (so it can no longer be approved), then expired.
 * Every step is the same idempotent, conditional settlement the result pages use, so a replayed
 * result page racing the job still moves the money once.
 */
export class DepositReconciler {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock'>,
    private readonly database: LockingDatabase,
    private readonly service: DepositSettler,
    private readonly opts: ReconcileOptions,
  ) {}

  /**
   * One pass, under a session-level advisory lock on a dedicated connection: when another process
   * holds it this pass does nothing and answers null. A runner that dies loses its connection and
   * with it the lock, so the next pass elsewhere takes over.
   */
  runOnce(): Promise<ReconcileReport | null> {
    return withAdvisoryLock(this.database, RECONCILE_LOCK_KEY, () => this.pass());
  }

  private async pass(): Promise<ReconcileReport> {
    const now = this.deps.clock.now().getTime();
    const open = await this.deps.db
      .select()
      .from(deposits)
      .where(and(inArray(deposits.status, ['created', 'pending']), lt(deposits.createdAt, new Date(now - this.opts.openAfterMs))))
      .orderBy(asc(deposits.createdAt))
      .limit(this.opts.batch ?? 200);
    const actions: ReconcileReport['actions'] = { credited: 0, declined: 0, cancelled: 0, expired: 0, 'still-open': 0 };
    const errors: string[] = [];
    for (const d of open) {
      // One provider that cannot answer must not hold up every other provider's deposits behind it.
      const action = await this.reconcile(d, now).catch((err: unknown) => {
        errors.push(`${d.transactionId}: ${err instanceof Error ? err.message : String(err)}`);
        return 'still-open' as const;
      });
      actions[action]++;
    }
    return { looked: open.length, actions, ...(errors.length ? { errors } : {}) };
  }

  /** Brings one open deposit to what the provider says; `now` decides whether it may expire. */
  async reconcile(d: repo.DepositRow, now: number, mayExpire = true): Promise<ReconcileAction> {
    const adapter = this.adapterFor(d.provider);
    let ref = d.providerRef;
    let outcome: ProviderOutcome = 'unknown';
    if (!ref && adapter?.lookup) {
      // The process died between opening the payment and storing its id: the provider knows it by our id.
      const found = await adapter.lookup(d.transactionId);
      if (found) {
        ref = found.providerRef;
        await repo.setProviderRef(this.deps.db, d.transactionId, ref, this.deps.clock.now());
      }
    }
    if (ref && adapter) outcome = await adapter.status(ref);

    const age = now - d.createdAt.getTime();
    const stillOpen = !ref || outcome === 'open' || outcome === 'pending' || outcome === 'unknown';
    const expire = mayExpire && stillOpen && age >= (ref ? (EXPIRE_AFTER_BY_PROVIDER[d.provider] ?? this.opts.expireAfterMs) : this.opts.openAfterMs);
    let voided = false;
    if (expire && ref && outcome !== 'unknown') {
      // Never expire money the provider may still take: void the payment there first. When the
      // player paid in the meantime the provider says so, and the deposit is credited instead.
      if (!adapter?.cancel) return 'still-open';
      const after = await adapter.cancel(ref);
      // A payment the provider still processes (a pending capture) is not ours to expire.
      if (after === 'pending') return 'still-open';
      voided = after === 'cancelled';
      outcome = after === 'approved' || after === 'declined' ? after : 'unknown';
    }

    if (outcome === 'approved') {
      await this.service.settleFromOutcome(d.transactionId, 'approved');
      return 'credited';
    }
    if (outcome === 'declined' || outcome === 'cancelled') {
      await this.service.settleFromOutcome(d.transactionId, outcome);
      return outcome;
    }
    if (!expire) return 'still-open';
    // The provider holds the payment but its state cannot be read (an answer we do not understand,
    // an amount that does not match, a refused request): closing it could drop money the player
    // paid. It stays open, and every pass reports it for an operator to look at.
    if (ref && outcome === 'unknown' && !voided)
      throw new Error(`esito del pagamento ${ref} non leggibile dopo la scadenza: resta aperto, da verificare con il provider`);
    await settleDeposit(this.deps.db, d.transactionId, 'failed', this.deps.clock.now(), {
      // Marked as an expiry: a capture of the same payment already on its way is still credited (service.ts `confirm`).
      errorCode: repo.EXPIRED_ERROR_CODE,
      message: DEPOSIT_TEXT.expired,
    });
    return 'expired';
  }

  /**
   * PaaS payments have no Ricarica adapter: the provider's one-time token says whether it was paid,
   * and voiding the token (it can no longer pay) is how an abandoned one is closed.
   */
  private adapterFor(provider: string): Pick<DepositAdapter, 'status' | 'lookup' | 'cancel'> | undefined {
    if (provider !== 'paas') return this.service.adapter(provider);
    return {
      status: (token) => this.service.store.outcome(`PAAS-${token}`),
      cancel: async (token) => ((await this.service.store.decide(`PAAS-${token}`, 'cancel'))?.status as ProviderOutcome | undefined) ?? 'unknown',
    };
  }
}
