import type { DbOrTx } from '../wallet/ledger.ts';
import { insertNotification, type NewNotification, type NotificationRow } from './repository.ts';

/**
 * The one call other modules make to tell a player something that moves no money:
 *
 *   await notify(tx, { userId, typeId: NOTIFICATION_TYPES.Comunicazione, title, body, params, dedupeKey: `document:${id}` });
 *
 * What money causes (deposits, withdrawals, bets accepted, bonuses granted or unlocked) is not
 * written here but to the money outbox with its transfer (`Transfer.notify` or `enqueueMessages`
 * in wallet/ledger.ts), and delivered after commit (docs/ledger.md "The money outbox").
 *
 * Pass the transaction that records the event itself, so the notification exists if and only if
 * the event committed; give the event's natural id as `dedupeKey` so a retried or repeated event
 * notifies once. The push to the player's open tabs (every server process) happens on commit,
 * through the table's NOTIFY trigger: nothing else to call.
 */
export async function notify(db: DbOrTx, n: NewNotification): Promise<NotificationRow | null> {
  return insertNotification(db, n);
}
