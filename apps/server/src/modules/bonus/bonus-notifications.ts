import { EVENT_NOTIFICATION_TEXT as T } from '@betsite/contract/event-notification-texts';
import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';
import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bonusCampaigns, notifications, playerBonuses } from '../../db/schema/index.ts';
import { euroText } from '../notifications/money-events.ts';
import { notify } from '../notifications/notify.ts';
import { enqueueMessages, type DbOrTx, type OutboxMessage } from '../wallet/ledger.ts';
import type { PlayerBonusRow } from './repository.ts';

/** A reminder goes out this long before a bonus's deadline (once per bonus). */
export const EXPIRING_NOTICE_MS = 48 * 3600 * 1000;

const itDateTime = (d: Date) =>
  d.toLocaleString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The 'Bonus accreditato' message of a grant (once per bonus: the dedupe key). */
export function bonusGrantedMessage(b: PlayerBonusRow, name: string): OutboxMessage {
  const what = b.type === 'freespin' ? `${b.nSpin} giri gratis` : euroText(b.amount);
  return {
    userId: b.userId,
    typeId: NOTIFICATION_TYPES.BonusAccreditato,
    title: T.bonusGrantedTitle,
    body: T.bonusGrantedBody(name, what),
    params: { BonusId: b.id, Type: b.type, Amount: b.amount },
    dedupeKey: `bonus:grant:${b.id}`,
    source: 'bonus',
  };
}

/**
 * 'Bonus accreditato', into the money outbox in the transaction of the grant (docs/ledger.md):
 * it exists only if the grant commits. The caller delivers it after commit (`deliverAfterCommit`).
 * Granted only to players who may play.
 */
export async function notifyBonusGranted(tx: DbOrTx, b: PlayerBonusRow, name: string): Promise<void> {
  await enqueueMessages(tx, [bonusGrantedMessage(b, name)]);
}

/**
 * The 'Bonus sbloccato' message, written to the money outbox by the transfer that turns a real
 * bonus into withdrawable cash (`Transfer.notify`: it exists only if that transfer is applied).
 */
export function bonusUnlockedMessage(b: Pick<PlayerBonusRow, 'id' | 'userId'>, cents: number): OutboxMessage {
  return {
    userId: b.userId,
    typeId: NOTIFICATION_TYPES.BonusSbloccato,
    title: T.bonusUnlockedTitle,
    body: T.bonusUnlockedBody(euroText(cents)),
    params: { BonusId: b.id, Amount: cents },
    dedupeKey: `bonus:convert:${b.id}`,
    source: 'bonus',
  };
}

/** Active bonuses whose deadline is within EXPIRING_NOTICE_MS and whose reminder has not gone out yet. */
export async function bonusesToRemind(db: Db, now: Date) {
  return db
    .select({ id: playerBonuses.id, userId: playerBonuses.userId, deadline: playerBonuses.deadline, name: bonusCampaigns.name })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(
      and(
        eq(playerBonuses.status, 'active'),
        gt(playerBonuses.deadline, now),
        lte(playerBonuses.deadline, new Date(now.getTime() + EXPIRING_NOTICE_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(and(eq(notifications.userId, playerBonuses.userId), eq(notifications.dedupeKey, sql`'bonus:expiring:' || ${playerBonuses.id}`))),
        ),
      ),
    )
    .limit(500);
}

/** 'Bonus in scadenza', once per bonus (the dedupe key); true when it was sent now. */
export async function notifyBonusExpiring(db: Db, b: { id: number; userId: number; deadline: Date; name: string }): Promise<boolean> {
  const row = await notify(db, {
    userId: b.userId,
    typeId: NOTIFICATION_TYPES.BonusInScadenza,
    title: T.bonusExpiringTitle,
    body: T.bonusExpiringBody(b.name, itDateTime(b.deadline)),
    params: { BonusId: b.id, Deadline: b.deadline.toISOString() },
    dedupeKey: `bonus:expiring:${b.id}`,
    source: 'bonus',
  });
  return row !== null;
}
