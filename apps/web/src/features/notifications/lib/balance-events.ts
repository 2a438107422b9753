import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';
/**
 * Notifications that come with a change of the player's balance (a bet settled or refused by the
 * platform, a deposit credited or taken back, a withdrawal paid or refused, a bonus credited,
 * released or cancelled; type 8 also says a deposit failed, which costs one balance read): the browser
 * refreshes the balance when one arrives, so the header agrees with the message it shows.
 */
const BALANCE_TYPES: ReadonlySet<number> = new Set([
  NOTIFICATION_TYPES.BetRejected,
  NOTIFICATION_TYPES.BetPurchaseAdminResult,
  NOTIFICATION_TYPES.BetPurchaseSystemAdminResult,
  NOTIFICATION_TYPES.RicaricaAccreditata,
  NOTIFICATION_TYPES.PrelievoPagato,
  NOTIFICATION_TYPES.BonusAccreditato,
  NOTIFICATION_TYPES.BonusSbloccato,
  NOTIFICATION_TYPES.BonusAnnullato,
  NOTIFICATION_TYPES.MetodiPagamento,
]);
export const movesBalance = (typeId: number) => BALANCE_TYPES.has(typeId);
