import { eq, sql } from 'drizzle-orm';
import { EVENT_NOTIFICATION_TEXT as T } from '@betsite/contract/event-notification-texts';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { paymentMethodLabel } from '@betsite/domain/movement-labels';
import type { Db } from '../../../db/client.ts';
import { depositDisputes } from '../../../db/schema/index.ts';
import { withTxRetry } from '../../../db/tx-retry.ts';
import { enqueueMessages, type OutboxMessage } from '../../wallet/ledger.ts';
import { deliverAfterCommit } from '../../wallet/money-outbox.ts';
import { euroText } from '../../notifications/money-events.ts';
import type { DisputeFacts } from '../providers/types.ts';
import type { DepositRow } from './repository.ts';

/**
 * A buyer's dispute of a credited deposit (docs/ledger.md, "Disputed deposits"). While the provider
 * keeps it open, its amount is not withdrawable (the balance's `contestato`, which `prelevabile`
 * leaves out) and a payout the cash left could not cover waits (withdrawals/account-gate.ts). No
 * money moves here: the provider either takes the money back (a reversal, deposits/reversal.ts) or
 * closes the dispute for us, and the hold ends with the close.
 */

/** What changed: the hold started, ended, or nothing (a repeated or older notification). */
export type DisputeChange = 'opened' | 'closed' | 'none';

/**
 * Brings our record of the dispute to what the provider answered. A closed dispute never opens
 * again (PayPal's RESOLVED is final), so deliveries repeated or out of order change it once each
 * way. The player is told when the hold starts and when it ends, once each.
 */
export async function recordDispute(db: Db, disputeId: string, deposit: DepositRow, facts: DisputeFacts, at: Date): Promise<DisputeChange> {
  const amount = Math.min(facts.amount, deposit.amount);
  const change = await withTxRetry(() =>
    db.transaction(async (tx): Promise<DisputeChange> => {
      const [before] = await tx.select().from(depositDisputes).where(eq(depositDisputes.disputeId, disputeId)).for('update');
      if (before && (before.status === 'closed' || before.depositId !== deposit.id)) return 'none';
      let change: DisputeChange = 'none';
      if (!before) {
        // A dispute first seen closed (its notifications came late) held nothing: it is kept for the record only.
        // Two first deliveries at once: only the one whose row went in tells the player.
        const inserted = await tx
          .insert(depositDisputes)
          .values({
            disputeId,
            depositId: deposit.id,
            userId: deposit.userId,
            amount,
            status: facts.open ? 'open' : 'closed',
            outcome: facts.open ? null : facts.outcome,
            openedAt: at,
            updatedAt: at,
            closedAt: facts.open ? null : at,
          })
          .onConflictDoNothing()
          .returning({ disputeId: depositDisputes.disputeId });
        change = facts.open && inserted.length > 0 ? 'opened' : 'none';
      } else if (facts.open) {
        // The buyer may lower (or PayPal correct) the amount while it is open.
        if (before.amount !== amount) await tx.update(depositDisputes).set({ amount, updatedAt: at }).where(eq(depositDisputes.disputeId, disputeId));
      } else {
        await tx
          .update(depositDisputes)
          .set({ status: 'closed', outcome: facts.outcome, updatedAt: at, closedAt: at })
          .where(eq(depositDisputes.disputeId, disputeId));
        change = 'closed';
      }
      if (change !== 'none') {
        await enqueueMessages(tx, [disputeNotice(change, disputeId, deposit, amount)]);
        // No ledger account changed, so its trigger is silent: every process's balance cache
        // (wallet/balance-cache.ts) is told here, on commit, that `prelevabile` moved.
        await tx.execute(sql`select pg_notify('ledger_changed', ${String(deposit.userId)})`);
      }
      return change;
    }),
  );
  if (change !== 'none') await deliverAfterCommit(db);
  return change;
}

function disputeNotice(change: 'opened' | 'closed', disputeId: string, deposit: DepositRow, amount: number): OutboxMessage {
  const method = paymentMethodLabel(deposit.methodName);
  const euro = euroText(amount);
  return {
    userId: deposit.userId,
    typeId: NOTIFICATION_TYPES.MetodiPagamento,
    title: change === 'opened' ? T.depositDisputedTitle : T.depositDisputeClosedTitle,
    body: change === 'opened' ? T.depositDisputedBody(euro, method) : T.depositDisputeClosedBody(euro, method),
    params: { Amount: amount, Ref: deposit.transactionId, Method: deposit.methodName },
    dedupeKey: `deposit:dispute:${disputeId}:${change}`,
  };
}
