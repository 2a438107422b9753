import type { PaypalApi } from './api.ts';
import { withdrawalOfSenderId } from './payouts.ts';

/** The transmission headers PayPal signs every webhook delivery with. */
const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * Whether PayPal sent this event to this site's webhook: PayPal's own verify-webhook-signature call
 * (developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature) with the delivery's headers
 * and our webhook id. Missing headers, a FAILURE or an unreachable PayPal are all "no".
 */
export async function verifyWebhook(api: PaypalApi, headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean> {
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(HEADERS)) {
    const v = headers[header];
    if (typeof v !== 'string' || !v || v.length > 2000) return false;
    fields[field] = v;
  }
  try {
    const r = await api.call('POST', '/v1/notifications/verify-webhook-signature', {
      body: { ...fields, webhook_id: api.settings.webhookId, webhook_event: event },
    });
    return r.status === 200 && r.body.verification_status === 'SUCCESS';
  } catch {
    return false;
  }
}

/** What a verified event is about: a deposit's order, money taken back from a deposit, a buyer's dispute, a withdrawal's payout, or nothing we track. */
export type WebhookSubject =
  | { kind: 'order'; orderId: string }
  | { kind: 'reversal'; transactionId: string | null; orderId: string | null }
  | { kind: 'payout'; withdrawalId: number }
  | { kind: 'dispute'; disputeId: string }
  | { kind: 'other' };

/** A refund (PAYMENT.CAPTURE.REFUNDED) or a chargeback PayPal decided (PAYMENT.CAPTURE.REVERSED). */
const REVERSAL_EVENTS = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']);
/** PayPal's dispute ids ('PP-D-12345', 'PP-R-ABC-10001'): letters, digits and dashes. */
const DISPUTE_ID = /^[A-Z0-9-]{1,64}$/i;
const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : null);

/**
 * Only the subject is read from the payload: its status is never trusted, the adapters ask PayPal.
 * Orders: CHECKOUT.ORDER.* (the order) and PAYMENT.CAPTURE.* (its order in related_ids); a refund
 * or a reversal names our transaction id (custom_id / invoice_id). Disputes: CUSTOMER.DISPUTE.*
 * (its dispute_id). Payouts:
 * PAYMENT.PAYOUTSBATCH.* and PAYMENT.PAYOUTS-ITEM.* (our sender_batch_id / sender_item_id).
 */
export function webhookSubject(event: unknown): WebhookSubject {
  const e = (event ?? {}) as { event_type?: unknown; resource?: Record<string, unknown> };
  const type = typeof e.event_type === 'string' ? e.event_type : '';
  const r = e.resource ?? {};
  if (type.startsWith('CHECKOUT.ORDER.')) {
    const id = str(r.id);
    return id ? { kind: 'order', orderId: id } : { kind: 'other' };
  }
  if (REVERSAL_EVENTS.has(type)) {
    // The resource is the refund: it carries our transaction id (the order's custom_id and invoice_id).
    const tx = [r.custom_id, r.invoice_id].map(str).find((v) => v !== null && TRANSACTION_ID.test(v)) ?? null;
    const related = (r.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
    const orderId = str(related?.order_id);
    return tx || orderId ? { kind: 'reversal', transactionId: tx, orderId } : { kind: 'other' };
  }
  if (type.startsWith('PAYMENT.CAPTURE.')) {
    const related = (r.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
    const id = str(related?.order_id);
    return id ? { kind: 'order', orderId: id } : { kind: 'other' };
  }
  if (type.startsWith('CUSTOMER.DISPUTE.')) {
    // CREATED, UPDATED, RESOLVED: the dispute itself is read from PayPal.
    const id = str(r.dispute_id);
    return id && DISPUTE_ID.test(id) ? { kind: 'dispute', disputeId: id } : { kind: 'other' };
  }
  if (type.startsWith('PAYMENT.PAYOUTSBATCH.')) {
    const header = r.batch_header as { sender_batch_header?: { sender_batch_id?: unknown } } | undefined;
    const id = withdrawalOfSenderId(header?.sender_batch_header?.sender_batch_id);
    return id !== null ? { kind: 'payout', withdrawalId: id } : { kind: 'other' };
  }
  if (type.startsWith('PAYMENT.PAYOUTS-ITEM.')) {
    const id = withdrawalOfSenderId((r.payout_item as { sender_item_id?: unknown } | undefined)?.sender_item_id);
    return id !== null ? { kind: 'payout', withdrawalId: id } : { kind: 'other' };
  }
  return { kind: 'other' };
}
