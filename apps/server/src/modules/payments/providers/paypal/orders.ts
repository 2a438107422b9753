import type { DepositAdapter, ProviderOutcome } from '../types.ts';
import { readDispute } from './disputes.ts';
import { euroCents, paypalErrorText, paypalValue, type PaypalApi, type PaypalReply } from './api.ts';

type Order = {
  id?: string;
  status?: string;
  links?: { rel?: string; href?: string }[];
  purchase_units?: {
    amount?: unknown;
    custom_id?: string;
    payments?: { captures?: { status?: string; amount?: unknown }[]; refunds?: { status?: string; amount?: unknown }[] };
  }[];
};

/** Orders still waiting for the buyer (or for our capture, which `status` does). */
const OPEN = new Set(['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED']);

/**
 * What a completed order says, in cents: approved only when its one capture completed for exactly
 * the amount the order was created with, in euro. Anything else is not money we can credit.
 */
function capturedOutcome(order: Order): ProviderOutcome {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture) return 'unknown';
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return 'declined';
  if (capture.status === 'PENDING') return 'pending';
  if (capture.status !== 'COMPLETED') return 'unknown';
  const asked = euroCents(unit?.amount);
  const got = euroCents(capture.amount);
  return asked !== null && asked === got ? 'approved' : 'unknown';
}

/**
 * What PayPal has taken back of a completed order, in cents: all of it when its capture is
 * REFUNDED (a refund in full, or a chargeback PayPal decided against us); the sum of its completed
 * refunds in euro when PARTIALLY_REFUNDED; nothing while the capture stands. A status or a refund
 * we cannot read is null (reported, never guessed).
 */
function reversedCents(order: Order): number | null {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const captured = euroCents(capture?.amount);
  if (!capture || captured === null) return null;
  if (capture.status === 'COMPLETED' || capture.status === 'PENDING') return 0;
  if (capture.status === 'REFUNDED') return captured;
  if (capture.status !== 'PARTIALLY_REFUNDED') return null;
  let sum = 0;
  for (const r of unit?.payments?.refunds ?? []) {
    if (r.status !== 'COMPLETED') continue;
    const cents = euroCents(r.amount);
    if (cents === null) return null;
    sum += cents;
  }
  return Math.min(sum, captured);
}

/**
 * PayPal Checkout, Orders v2 (developer.paypal.com/docs/api/orders/v2): `start` creates an order
 * (intent CAPTURE, our transaction id as reference and custom_id, the amount in euro) and sends the
 * player to PayPal's approval page; `status` reads the order and, once the buyer approved it,
 * captures it (idempotent: `PayPal-Request-Id` = capture-<order>) — the capture is what moves the
 * money. The return page, the webhook and the reconciliation all come through `status`.
 */
export function paypalDeposits(api: PaypalApi, publicUrl: string): DepositAdapter {
  const readOrder = async (id: string): Promise<PaypalReply> => api.call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);

  const outcomeOf = async (r: PaypalReply, id: string): Promise<ProviderOutcome> => {
    // An order PayPal no longer knows expired unpaid (or was never ours).
    if (r.status === 404) return 'cancelled';
    if (r.status >= 400) return 'unknown';
    const order = r.body as Order;
    if (order.status && OPEN.has(order.status)) return 'open';
    if (order.status === 'VOIDED') return 'cancelled';
    if (order.status === 'COMPLETED') return capturedOutcome(order);
    if (order.status !== 'APPROVED') return 'unknown';
    const cap = await api.call('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, { body: {}, requestId: `capture-${id}` });
    if (cap.status === 201 || cap.status === 200) return capturedOutcome(cap.body as Order);
    const issue = paypalErrorText(cap);
    // Captured already by a racing call: read it again.
    if (issue.includes('ORDER_ALREADY_CAPTURED')) return outcomeOf(await readOrder(id), id);
    if (issue.includes('INSTRUMENT_DECLINED') || issue.includes('PAYER_CANNOT_PAY') || issue.includes('TRANSACTION_REFUSED')) return 'declined';
    return 'unknown';
  };

  return {
    provider: 'paypal',
    async start(input) {
      const r = await api.call('POST', '/v2/checkout/orders', {
        requestId: `order-${input.transactionId}`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.transactionId,
              custom_id: input.transactionId,
              invoice_id: input.transactionId,
              description: 'Ricarica conto gioco',
              amount: { currency_code: 'EUR', value: paypalValue(input.amount) },
            },
          ],
          payment_source: {
            paypal: {
              email_address: input.email ?? undefined,
              experience_context: {
                brand_name: 'Betsite',
                locale: 'it-IT',
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: `${publicUrl}/account/ricarica/results/success`,
                cancel_url: `${publicUrl}/account/ricarica/results/back`,
              },
            },
          },
        },
      });
      const order = r.body as Order;
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if ((r.status !== 200 && r.status !== 201) || !order.id || !approve) throw new Error(`PayPal: ordine non creato (${paypalErrorText(r)})`);
      return { providerRef: order.id, handoff: 'redirect', redirectUrl: approve, checkoutUrl: approve };
    },
    async status(providerRef) {
      return outcomeOf(await readOrder(providerRef), providerRef);
    },
    /**
     * Orders v2 has no void for an order the buyer has not approved: it expires at PayPal by
     * itself, so an open order is closed here and never captured afterwards (a closed deposit is
     * never asked about again). An approved one is captured (the player paid). A capture PayPal
     * holds as pending has taken the money and cannot be voided: it stays pending, and the deposit
     * stays open until PayPal completes or declines it.
     */
    async cancel(providerRef) {
      const outcome = await this.status(providerRef);
      return outcome === 'open' ? 'cancelled' : outcome;
    },
    /** Read from the order itself (its captures and refunds), never from the notification that asked. */
    async reversed(providerRef) {
      const r = await readOrder(providerRef);
      if (r.status !== 200) return null;
      const order = r.body as Order;
      return order.status === 'COMPLETED' ? reversedCents(order) : null;
    },
    dispute: (disputeId) => readDispute(api, disputeId),
  };
}
