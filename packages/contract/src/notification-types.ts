// Notification type constants without zod, so the browser's main chunk (badge, popups) can import them freely.
/**
 * Notification types (document 1 §9). 1–8 and 1000 are the legacy client's; the site's own money
 * events use ids from 100 up so they can never collide with the game platform's.
 */
export const NOTIFICATION_TYPES = {
  BetAccepted: 1,
  BetRejected: 2,
  ControProposta: 3,
  BetExpired: 4,
  BetPurchaseError: 5,
  BetPurchaseAdminResult: 6,
  BetPurchaseSystemAdminResult: 7,
  MetodiPagamento: 8,
  RicaricaAccreditata: 101,
  PrelievoPagato: 102,
  BonusAccreditato: 103,
  BonusSbloccato: 104,
  BonusInScadenza: 105,
  BonusAnnullato: 106,
  Comunicazione: 200,
  ClientLog: 1000,
} as const;
export type TNotificationTypeName = keyof typeof NOTIFICATION_TYPES;
export const notificationTypeName = (id: number): string =>
  (Object.entries(NOTIFICATION_TYPES).find(([, v]) => v === id)?.[0] as string | undefined) ?? 'Generica';

/** The client never shows type 1000 (client log). */
export const isShownNotification = (typeId: number) => typeId !== NOTIFICATION_TYPES.ClientLog;
