import { EVENT_NOTIFICATION_TEXT as T } from '@betsite/contract/event-notification-texts';
import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';
import { PURCHASE_EVENT_KINDS, type PurchaseEventKind } from '@betsite/contract/game-platforms';
import type { Platform } from '@betsite/domain/bets';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { euroText } from '../notifications/money-events.ts';
import { notify } from '../notifications/notify.ts';
import type { NewNotification } from '../notifications/repository.ts';
import type { OutboxMessage } from '../wallet/ledger.ts';

/** Platforms whose tickets are bets bought through the sportsbook's purchase flow (types 1–7 of §9). */
const BET_PLATFORMS: ReadonlySet<Platform> = new Set(['sport', 'ippica']);

/**
 * The 'Scommessa accettata' message of a ticket (sport and horse-racing tickets only, else none),
 * written to the money outbox by the stake's transfer (`Transfer.notify`): it exists only if the
 * stake was taken. Once per ticket code.
 */
export function betAcceptedMessages(t: { userId: number; code: string; platform: Platform; stake: number; fun: boolean }): OutboxMessage[] {
  if (!BET_PLATFORMS.has(t.platform)) return [];
  return [
    {
      userId: t.userId,
      typeId: NOTIFICATION_TYPES.BetAccepted,
      title: T.betAcceptedTitle,
      body: T.betAcceptedBody(t.code, euroText(t.stake)),
      params: { Code: t.code, Amount: t.stake, Platform: t.platform, Fun: t.fun },
      dedupeKey: `bet:accepted:${t.code}`,
      source: 'games',
    },
  ];
}

/**
 * What the sportsbook reports about a purchase that did not (or not yet) become a ticket: refused,
 * counter-offered, expired, failed, or decided by a trader (admin) or by the platform's own review
 * (system admin). No money moves — the stake is only taken when a ticket is opened — so the player
 * hears about it once, by the platform's own purchase id.
 */
export { PURCHASE_EVENT_KINDS, type PurchaseEventKind };
export interface PurchaseEvent {
  userId: number;
  /** The platform's id of the purchase attempt. */
  purchaseRef: string;
  kind: PurchaseEventKind;
  /** Stake asked, in cents. */
  stake: number;
  /** For admin results: whether the purchase was finally accepted. */
  accepted?: boolean;
}

const REF = /^[A-Za-z0-9_-]{4,60}$/;
const MAX_CENTS = 100_000_000_000;

export function purchaseNotification(e: PurchaseEvent): NewNotification {
  const euro = euroText(e.stake);
  const base = {
    userId: e.userId,
    params: { PurchaseRef: e.purchaseRef, Amount: e.stake, Kind: e.kind },
    dedupeKey: `bet:${e.kind}:${e.purchaseRef}`,
    source: 'games',
  };
  switch (e.kind) {
    case 'rejected':
      return { ...base, typeId: NOTIFICATION_TYPES.BetRejected, title: T.betRejectedTitle, body: T.betRejectedBody(euro) };
    case 'counter_offer':
      return { ...base, typeId: NOTIFICATION_TYPES.ControProposta, title: T.counterOfferTitle, body: T.counterOfferBody(euro) };
    case 'expired':
      return { ...base, typeId: NOTIFICATION_TYPES.BetExpired, title: T.betExpiredTitle, body: T.betExpiredBody(euro) };
    case 'purchase_error':
      return { ...base, typeId: NOTIFICATION_TYPES.BetPurchaseError, title: T.purchaseErrorTitle, body: T.purchaseErrorBody(euro) };
    case 'admin_result':
    case 'system_admin_result':
      return {
        ...base,
        typeId: e.kind === 'admin_result' ? NOTIFICATION_TYPES.BetPurchaseAdminResult : NOTIFICATION_TYPES.BetPurchaseSystemAdminResult,
        title: T.adminResultTitle,
        body: T.adminResultBody(euro, e.accepted === true),
        params: { ...base.params, Accepted: e.accepted === true },
      };
  }
}

/** The port's entry for purchase events: 'invalid' for malformed input or an unknown player; a repeat is a replay. */
export async function reportPurchaseEvent(db: Db, e: PurchaseEvent): Promise<{ ok: true; replay: boolean } | { ok: false; reason: 'invalid' }> {
  if (!REF.test(e.purchaseRef) || !PURCHASE_EVENT_KINDS.includes(e.kind) || !Number.isSafeInteger(e.stake) || e.stake <= 0 || e.stake > MAX_CENTS) {
    return { ok: false, reason: 'invalid' };
  }
  const [player] = await db.select({ id: users.id }).from(users).where(eq(users.id, e.userId));
  if (!player) return { ok: false, reason: 'invalid' };
  const row = await notify(db, purchaseNotification(e));
  return { ok: true, replay: row === null };
}
