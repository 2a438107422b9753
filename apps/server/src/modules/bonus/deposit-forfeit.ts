import { EVENT_NOTIFICATION_TEXT as T } from '@betsite/contract/event-notification-texts';
import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bonusCampaigns, playerBonuses } from '../../db/schema/index.ts';
import { withTxRetry } from '../../db/tx-retry.ts';
import { enqueueMessages } from '../wallet/ledger.ts';
import { deliverAfterCommit } from '../wallet/money-outbox.ts';
import { closeBonus } from './bonus-ledger.ts';

/**
 * A deposit its provider took back, in whole or in part (a refund, a chargeback), keeps no bonus it
 * earned (docs/ledger.md, "Bonuses"): each of its bonuses still active is cancelled, its money back
 * to the bonus pool, and the player is told once ('Bonus annullato'). A bonus already converted
 * into cash stays: that cash repays what the reversal left owing first. Idempotent (only an active
 * bonus closes), so the provider's repeated notification finishes what a crash left half done.
 * Answers the players whose balance changed.
 */
export async function forfeitDepositBonuses(db: Db, depositId: number, at: Date): Promise<number[]> {
  const active = await db
    .select({ id: playerBonuses.id, name: bonusCampaigns.name })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.depositId, depositId), eq(playerBonuses.status, 'active')));
  const players: number[] = [];
  for (const b of active) {
    const closed = await withTxRetry(() =>
      db.transaction(async (tx) => {
        const row = await closeBonus(tx, b.id, 'cancelled', at);
        if (row) {
          await enqueueMessages(tx, [
            {
              userId: row.userId,
              typeId: NOTIFICATION_TYPES.BonusAnnullato,
              title: T.bonusForfeitedTitle,
              body: T.bonusForfeitedBody(b.name),
              params: { BonusId: row.id },
              dedupeKey: `bonus:forfeit:${row.id}`,
              source: 'bonus',
            },
          ]);
        }
        return row;
      }),
    );
    if (closed) players.push(closed.userId);
  }
  if (players.length > 0) await deliverAfterCommit(db);
  return players;
}
