import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import type { AppDeps } from '../../../deps.ts';
import { faultPoint, faultPointSet } from '../../../platform/fault-points.ts';
import { accountGate, payoutRefused } from './account-gate.ts';
import type { PayoutAdapter, PayoutAnswer, PayoutRequest } from './payout.ts';
import * as repo from './repository.ts';
import { settleWithdrawal } from './settle.ts';

/** Where a payout stands after a call: final, or still the provider's (or the reconciliation's) to finish. */
export type PayoutOutcome = { state: 'paid' | 'failed'; description: string } | { state: 'open'; description: string };

export interface PayoutLog {
  warn(obj: unknown, msg: string): void;
}

/**
 * Calls the payout provider about a withdrawal already written 'sending' or 'sent', and applies the
 * answer: paid → posted, failed → declined (the hold back to the player), the provider holds it →
 * 'sent' with its reference. A provider error is recorded on the row and logged, never swallowed;
 * the payout stays open for the reconciliation job. The crash points are the fault test's.
 */
export class PayoutDispatcher {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
    private readonly adapters: ReadonlyMap<string, PayoutAdapter>,
    private readonly log?: PayoutLog,
  ) {}

  adapter(provider: string): PayoutAdapter | undefined {
    return this.adapters.get(provider);
  }

  /** The first call (`send`) right after 'sending' was committed, or a later question (`check`). */
  async dispatch(row: repo.WithdrawalRow, destination: string | null, mode: 'send' | 'check'): Promise<PayoutOutcome> {
    const faults = this.deps.config;
    const adapter = row.payoutProvider ? this.adapters.get(row.payoutProvider) : undefined;
    if (!adapter) {
      await repo.recordPayoutError(this.deps.db, row.id, `Fornitore di pagamento non configurato: ${row.payoutProvider ?? '—'}`);
      return { state: 'open', description: '' };
    }
    // A blocked account's money is frozen, and an account owing a reversed deposit (or whose cash
    // does not cover a deposit a buyer disputes) pays nothing out
    // (account-gate.ts): a call that could hand the payout over —
    // the first one, or a question by our id before the provider gave a reference — is not made. The
    // payout stays open with the reason as its error: the reconciliation hands it over once the
    // account is unblocked, or an operator closes it as the provider's panel says.
    const gate = mode === 'send' || row.providerRef === null ? await accountGate(this.deps.db, row.userId) : 'ok';
    if (payoutRefused(gate)) {
      const why =
        gate === 'owing'
          ? BACKOFFICE_TEXT.withdrawalAccountOwing
          : gate === 'disputed'
            ? BACKOFFICE_TEXT.withdrawalAccountDisputed
            : BACKOFFICE_TEXT.payoutHeldAccountBlocked;
      await repo.recordPayoutError(this.deps.db, row.id, why);
      this.log?.warn({ withdrawalId: row.id, provider: adapter.provider, gate }, 'pagamento del prelievo trattenuto: conto del giocatore bloccato');
      return { state: 'open', description: why };
    }
    const req: PayoutRequest = { withdrawalId: row.id, methodName: row.tipo, amount: row.amount, destination };
    faultPoint(faults, 'payout.before-call');
    await repo.notePayoutAttempt(this.deps.db, row.id);
    let answer: PayoutAnswer;
    try {
      const call = mode === 'send' ? adapter.send(req) : adapter.check(req, row.providerRef);
      if (faultPointSet(faults, 'payout.during-call')) {
        // Let the call reach the provider, then die before its answer is read.
        await new Promise((r) => setTimeout(r, 2));
        faultPoint(faults, 'payout.during-call');
      }
      answer = await call;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await repo.recordPayoutError(this.deps.db, row.id, message.slice(0, 500));
      this.log?.warn({ err, withdrawalId: row.id, provider: adapter.provider }, 'pagamento del prelievo: il fornitore non ha risposto');
      return { state: 'open', description: '' };
    }
    faultPoint(faults, 'payout.after-call');
    if (answer.state === 'sent') {
      if (answer.ref) await repo.markSent(this.deps.db, row.id, answer.ref);
      return { state: 'open', description: answer.description };
    }
    faultPoint(faults, 'payout.before-settle');
    await settleWithdrawal(this.deps, {
      id: row.id,
      from: repo.PAYOUT_OPEN,
      to: answer.state === 'paid' ? 'posted' : 'declined',
      by: `provider:${adapter.provider}`,
      providerRef: answer.ref,
      reason: answer.state === 'failed' ? answer.description : null,
    });
    return { state: answer.state, description: answer.description };
  }
}
