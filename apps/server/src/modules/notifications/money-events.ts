import { EVENT_NOTIFICATION_TEXT as T } from '@betsite/contract/event-notification-texts';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { paymentMethodLabel } from '@betsite/domain/movement-labels';
import { formatEuroAmount } from '@betsite/domain/money';
import type { NewNotification } from './repository.ts';

/** '1.234,56 €' in notification texts: the digits of the one money formatter (`formatEuroAmount`). */
export function euroText(cents: number): string {
  return `${formatEuroAmount(cents)} €`;
}

export type MoneyEvent = 'depositCredited' | 'depositFailed' | 'depositReversed' | 'withdrawalPaid' | 'withdrawalRefused';

/**
 * The notification each money event produces. A refused withdrawal, a failed deposit and a reversed one are
 * payment-method problems: type 8 (MetodiPagamento), which the client shows as an error alert
 * while unread. The dedupe key is the event's own id, so it is notified once whoever settles it.
 */
export function moneyNotification(
  event: MoneyEvent,
  e: { userId: number; amount: number; ref: string; method: string; owed?: number; reversedTotal?: number },
): NewNotification {
  const euro = euroText(e.amount);
  const params = { Amount: e.amount, Ref: e.ref, Method: e.method };
  switch (event) {
    case 'depositCredited':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.RicaricaAccreditata,
        title: T.depositCreditedTitle,
        body: T.depositCreditedBody(euro, paymentMethodLabel(e.method)),
        params,
        dedupeKey: `deposit:${e.ref}`,
      };
    case 'depositFailed':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.MetodiPagamento,
        title: T.depositFailedTitle,
        body: T.depositFailedBody(euro, paymentMethodLabel(e.method)),
        params,
        dedupeKey: `deposit:${e.ref}`,
      };
    case 'depositReversed':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.MetodiPagamento,
        title: T.depositReversedTitle,
        body: T.depositReversedBody(euro, paymentMethodLabel(e.method), e.owed ? euroText(e.owed) : null),
        params: { ...params, Owed: e.owed ?? 0 },
        // One message per amount PayPal has taken back so far: a second, later refund is told too.
        dedupeKey: `deposit:reversal:${e.ref}:${e.reversedTotal ?? e.amount}`,
      };
    case 'withdrawalPaid':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.PrelievoPagato,
        title: T.withdrawalPaidTitle,
        body: T.withdrawalPaidBody(euro, e.ref),
        params,
        dedupeKey: `withdrawal:${e.ref}`,
      };
    case 'withdrawalRefused':
      return {
        userId: e.userId,
        typeId: NOTIFICATION_TYPES.MetodiPagamento,
        title: T.withdrawalRefusedTitle,
        body: T.withdrawalRefusedBody(euro, e.ref),
        params,
        dedupeKey: `withdrawal:${e.ref}`,
      };
  }
}
