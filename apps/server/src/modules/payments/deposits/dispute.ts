import { eq, sql } from 'drizzle-orm';
import { EVENT_NOTIFICATION_TEXT as T } from '@betsite/contract/event-notification-texts';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { paymentMethodLabel } from '@betsite/domain/movement-labels';
import type { Db } from '../../../db/client.ts';
import { DISPUTE_BUYER_WON, depositDisputes, deposits } from '../../../db/schema/index.ts';
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
 * money moves here: the provider either closes the dispute for us, and the hold ends with the close,
 * or decides it for the buyer and takes the money back (a reversal, deposits/reversal.ts), and the
 * hold ends when the reversal has come, whichever of the two notifications arrives first.
 */

/**
 * What changed: the hold started, ended, the dispute was decided for the buyer (the hold stays until
 * the provider's reversal has taken the money), or nothing (a repeated or older notification).
 */
export type DisputeChange = 'opened' | 'closed' | 'lost' | 'none';

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
        // A dispute first seen closed for us (its notifications came late) holds nothing: it is kept
        // for the record only; one first seen decided for the buyer holds until the reversal comes.
        // Two first deliveries at once: only the one whose row went in tells the player.
        const [{ reversedBefore } = { reversedBefore: 0 }] = await tx
          .select({ reversedBefore: deposits.reversedAmount })
          .from(deposits)
          .where(eq(deposits.id, deposit.id));
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
            reversedBefore,
          })
          .onConflictDoNothing()
          .returning({ disputeId: depositDisputes.disputeId });
        if (inserted.length > 0) change = facts.open ? 'opened' : facts.outcome === DISPUTE_BUYER_WON ? 'lost' : 'none';
      } else if (facts.open) {
        // The buyer may lower (or PayPal correct) the amount while it is open.
        if (before.amount !== amount) await tx.update(depositDisputes).set({ amount, updatedAt: at }).where(eq(depositDisputes.disputeId, disputeId));
      } else {
        await tx
          .update(depositDisputes)
          .set({ status: 'closed', outcome: facts.outcome, updatedAt: at, closedAt: at })
          .where(eq(depositDisputes.disputeId, disputeId));
        change = facts.outcome === DISPUTE_BUYER_WON ? 'lost' : 'closed';
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

const NOTICE = {
  opened: { title: T.depositDisputedTitle, body: T.depositDisputedBody },
  closed: { title: T.depositDisputeClosedTitle, body: T.depositDisputeClosedBody },
  lost: { title: T.depositDisputeClosedTitle, body: T.depositDisputeLostBody },
} as const;

function disputeNotice(change: Exclude<DisputeChange, 'none'>, disputeId: string, deposit: DepositRow, amount: number): OutboxMessage {
  const method = paymentMethodLabel(deposit.methodName);
  const euro = euroText(amount);
  return {
    userId: deposit.userId,
    typeId: NOTIFICATION_TYPES.MetodiPagamento,
    title: NOTICE[change].title,
    body: NOTICE[change].body(euro, method),
    params: { Amount: amount, Ref: deposit.transactionId, Method: deposit.methodName },
    dedupeKey: `deposit:dispute:${disputeId}:${change}`,
  };
}
