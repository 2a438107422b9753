/**
 * Test code: a local stand-in for PayPal's REST API, written from its published description
 * (developer.paypal.com/api/rest): OAuth2 client credentials, Orders v2 (create, show, capture),
 * Payouts (create batch, show batch), Disputes (show dispute), webhooks (verify-webhook-signature) — with PayPal's status
 * codes, error bodies and `PayPal-Request-Id` idempotency. It also plays the buyer (approve an
 * order, here or on its checkout page at the payer-action link, stand-in-buyer-page.ts) and PayPal's
 * webhook sender (signed deliveries). The tests and the production start test
 * use it; nothing in the server imports it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buyerPageHtml } from './stand-in-buyer-page.ts';

type Json = Record<string, unknown>;
interface Order {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  customId: string;
  capture: { id: string; status: string } | null;
  declineCapture: boolean;
  /** PayPal takes the money but holds the capture PENDING (an eCheck, a review) until `releaseCapture`. */
  holdCapture?: boolean;
  /** Refunds of the capture (from the merchant's dashboard, or a chargeback PayPal decided): euro cents each. */
  refunds: { id: string; cents: number }[];
  /** Where the buyer's page sends the buyer back (the order's experience_context), and the account it names. */
  returnUrl: string | null;
  cancelUrl: string | null;
  email: string | null;
}
interface Dispute {
  id: string;
  orderId: string;
  cents: number;
  status: string;
  outcome: string | null;
}
interface Batch {
  id: string;
  senderBatchId: string;
  status: string;
  item: { id: string; status: string; receiver: string; amount: { currency: string; value: string }; senderItemId: string; error?: string };
}

export interface StandInOptions {
  clientId?: string;
  secret?: string;
  webhookId?: string;
}

const newId = (n = 17) => randomBytes(n).toString('hex').toUpperCase().slice(0, n);

export class PaypalStandIn {
  readonly clientId: string;
  readonly secret: string;
  readonly webhookId: string;
  base = '';
  private server: Server | null = null;
  private readonly tokens = new Set<string>();
  readonly orders = new Map<string, Order>();
  readonly batches = new Map<string, Batch>();
  readonly disputes = new Map<string, Dispute>();
  /** PayPal-Request-Id → the answer first given (PayPal replays it for the same id). */
  private readonly replies = new Map<string, { status: number; body: Json }>();
  /** Signatures of the deliveries it sent, by transmission id (what verify-webhook-signature checks). */
  private readonly signingKey = randomBytes(32);
  /** Every request it received: `METHOD path`. */
  readonly log: string[] = [];
  /** Paths (prefixes) whose requests are processed but never answered: the answer is lost on the way. */
  readonly stallAfterProcessing = new Set<string>();
  /** Paths (prefixes) answered 503 without doing anything. */
  readonly down = new Set<string>();
  /** Paths (prefixes) answered 429 RATE_LIMIT_REACHED without doing anything. */
  readonly rateLimited = new Set<string>();
  /** Paths (prefixes) whose requests wait, before anything is done, until the promise settles: a slow PayPal. */
  readonly heldUntil = new Map<string, Promise<void>>();
  /** Payout items that settle at once (SUCCESS) instead of staying PENDING until `settlePayouts`. */
  instantPayouts = true;

  constructor(opts: StandInOptions = {}) {
    this.clientId = opts.clientId ?? 'stand-in-client';
    this.secret = opts.secret ?? 'stand-in-secret';
    this.webhookId = opts.webhookId ?? 'WH-STANDIN-1';
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The settings the server needs to use this stand-in as PayPal. */
  env(): Record<string, string> {
    return { PAYPAL_CLIENT_ID: this.clientId, PAYPAL_CLIENT_SECRET: this.secret, PAYPAL_WEBHOOK_ID: this.webhookId, PAYPAL_API_BASE: this.base };
  }

  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): void {
    const o = this.orders.get(orderId);
    if (o && o.status === 'PAYER_ACTION_REQUIRED') o.status = 'APPROVED';
  }

  /** The buyer's card is refused when we capture. */
  declineOnCapture(orderId: string): void {
    const o = this.orders.get(orderId);
    if (o) o.declineCapture = true;
  }

  /** The capture will be held PENDING: the money is taken, the payment not final. */
  holdCaptureOf(orderId: string): void {
    const o = this.orders.get(orderId);
    if (o) o.holdCapture = true;
  }

  /** PayPal completes a capture it held PENDING. */
  releaseCapture(orderId: string): void {
    const o = this.orders.get(orderId);
    if (o?.capture?.status === 'PENDING') o.capture.status = 'COMPLETED';
  }

  /**
   * Money taken back from a completed capture: a refund from the merchant's dashboard, or a
   * chargeback PayPal decided for the buyer (`amountCents` defaults to what is left). The capture becomes
   * PARTIALLY_REFUNDED or REFUNDED. Answers the webhook event PayPal sends for it (the refund as its
   * resource, carrying the order's custom_id and invoice_id), to be delivered with `delivery`.
   */
  refund(orderId: string, amountCents?: number, kind: 'REFUNDED' | 'REVERSED' = 'REFUNDED'): Json {
    const o = this.orders.get(orderId);
    if (!o?.capture) throw new Error(`stand-in: order ${orderId} has no capture`);
    const total = cents(o.amount.value);
    const left = total - o.refunds.reduce((a, r) => a + r.cents, 0);
    const amount = Math.min(amountCents ?? left, left);
    const refund = { id: newId(17), cents: amount };
    o.refunds.push(refund);
    o.capture.status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return {
      event_type: `PAYMENT.CAPTURE.${kind}`,
      resource_type: 'refund',
      resource: {
        id: refund.id,
        status: 'COMPLETED',
        amount: { currency_code: o.amount.currency_code, value: euros(refund.cents) },
        custom_id: o.customId,
        invoice_id: o.customId,
        links: [{ href: `${this.base}/v2/payments/captures/${o.capture.id}`, rel: 'up', method: 'GET' }],
      },
    };
  }

  /**
   * The buyer opens a dispute of a completed capture (`amountCents` defaults to all of it). Answers
   * the CUSTOMER.DISPUTE.CREATED event PayPal sends, to be delivered with `delivery`.
   */
  openDispute(orderId: string, amountCents?: number): Json {
    const o = this.orders.get(orderId);
    if (!o?.capture) throw new Error(`stand-in: order ${orderId} has no capture`);
    const d: Dispute = { id: `PP-D-${newId(8)}`, orderId, cents: amountCents ?? cents(o.amount.value), status: 'WAITING_FOR_SELLER_RESPONSE', outcome: null };
    this.disputes.set(d.id, d);
    return this.disputeEvent('CUSTOMER.DISPUTE.CREATED', d);
  }

  /** PayPal decides the dispute (RESOLVED): answers the CUSTOMER.DISPUTE.RESOLVED event. The money, if any, moves by `refund(…, 'REVERSED')`. */
  resolveDispute(disputeId: string, outcome: 'RESOLVED_BUYER_FAVOUR' | 'RESOLVED_SELLER_FAVOUR' | 'CANCELED_BY_BUYER'): Json {
    const d = this.disputes.get(disputeId);
    if (!d) throw new Error(`stand-in: no dispute ${disputeId}`);
    d.status = 'RESOLVED';
    d.outcome = outcome;
    return this.disputeEvent('CUSTOMER.DISPUTE.RESOLVED', d);
  }

  private disputeEvent(type: string, d: Dispute): Json {
    return { event_type: type, resource_type: 'dispute', resource: this.disputeBody(d) };
  }

  private disputeBody(d: Dispute): Json {
    const o = this.orders.get(d.orderId)!;
    return {
      dispute_id: d.id,
      reason: 'UNAUTHORISED',
      status: d.status,
      dispute_amount: { currency_code: o.amount.currency_code, value: euros(d.cents) },
      disputed_transactions: [{ seller_transaction_id: o.capture?.id, custom: o.customId, invoice_number: o.customId }],
      ...(d.outcome ? { dispute_outcome: { outcome_code: d.outcome } } : {}),
      links: [{ href: `${this.base}/v1/customer/disputes/${d.id}`, rel: 'self', method: 'GET' }],
    };
  }

  /** The order expired unpaid: PayPal no longer knows it. */
  expire(orderId: string): void {
    this.orders.delete(orderId);
  }

  /** Pending payout items finish: SUCCESS, or FAILED for a refused receiver. */
  settlePayouts(): void {
    for (const b of this.batches.values()) this.finish(b);
  }

  /** The euro cents PayPal actually paid out, per sender_batch_id (what "the money left" means). */
  paidOut(): Map<string, number> {
    const m = new Map<string, number>();
    for (const b of this.batches.values()) if (b.item.status === 'SUCCESS') m.set(b.senderBatchId, cents(b.item.amount.value));
    return m;
  }

  /** A webhook delivery as PayPal sends it: the event and its transmission headers, signed. */
  delivery(event: Json, opts: { forge?: boolean } = {}): { headers: Record<string, string>; payload: Json } {
    const transmissionId = randomBytes(16).toString('hex');
    const time = new Date().toISOString();
    const body = { id: `WH-${newId(20)}`, create_time: time, resource_type: 'checkout-order', ...event };
    const sig = this.sign(transmissionId, time, this.webhookId, body);
    return {
      payload: body,
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.base}/v1/notifications/certs/CERT-360caa42-fca2a594-stand-in`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': opts.forge ? Buffer.from(randomBytes(64)).toString('base64') : sig,
        'paypal-transmission-time': time,
      },
    };
  }

  private sign(transmissionId: string, time: string, webhookId: string, event: unknown): string {
    return createHmac('sha256', this.signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
      .digest('base64');
  }

  private finish(b: Batch): void {
    if (b.item.status !== 'PENDING') return;
    b.item.status = b.item.receiver.endsWith('@refused.example') ? 'FAILED' : 'SUCCESS';
    if (b.item.status === 'FAILED') b.item.error = 'RECEIVER_ACCOUNT_LOCKED';
    b.status = 'SUCCESS';
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.base);
    const path = url.pathname;
    this.log.push(`${req.method} ${path}`);
    for (const [prefix, released] of this.heldUntil) if (path.startsWith(prefix)) await released;
    const send = (status: number, body: Json) => {
      if ([...this.stallAfterProcessing].some((p) => path.startsWith(p))) return; // processed, answer lost
      res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': newId(13).toLowerCase() });
      res.end(JSON.stringify(body));
    };
    if ([...this.down].some((p) => path.startsWith(p))) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' }));
      return;
    }
    if ([...this.rateLimited].some((p) => path.startsWith(p))) {
      res.writeHead(429, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name: 'RATE_LIMIT_REACHED', message: 'Too many requests. Blocked due to rate limiting.' }));
      return;
    }
    if (path === '/checkoutnow') return this.checkout(req.method ?? 'GET', url, raw, res);
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.secret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials'))
        return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      const token = `A21AA${newId(40)}`;
      this.tokens.add(token);
      return send(200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: 32400,
      });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!this.tokens.has(bearer))
      return send(401, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });
    let body: Json = {};
    try {
      body = raw ? (JSON.parse(raw) as Json) : {};
    } catch {
      return send(400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed, syntactically incorrect, or violates schema.' });
    }
    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${req.method} ${path} ${requestId}` : null;
    if (key && this.replies.has(key)) {
      const r = this.replies.get(key)!;
      return send(r.status, r.body);
    }
    const r = this.route(req.method ?? 'GET', path, body);
    if (key && r.status < 500) this.replies.set(key, r);
    return send(r.status, r.body);
  }

  /**
   * The buyer's checkout page (a browser's GET), and its answer (the form's POST): pay approves the
   * order and goes back to return_url with `token` and `PayerID`, cancel goes back to cancel_url
   * with `token`, as PayPal does.
   */
  private checkout(method: string, url: URL, raw: string, res: ServerResponse): void {
    const order = this.orders.get(url.searchParams.get('token') ?? '');
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED' || !order.returnUrl || !order.cancelUrl)
      return html(404, '<!doctype html><html lang="it"><title>PayPal (stand-in)</title><p>Ordine non trovato o già pagato.</p></html>');
    if (method === 'GET')
      return html(200, buyerPageHtml({ id: order.id, value: order.amount.value, currency: order.amount.currency_code, email: order.email }));
    const pay = new URLSearchParams(raw).get('action') === 'pay';
    if (pay) this.approve(order.id);
    const back = new URL(pay ? order.returnUrl : order.cancelUrl);
    back.searchParams.set('token', order.id);
    if (pay) back.searchParams.set('PayerID', newId(13));
    res.writeHead(303, { location: back.toString() });
    res.end();
  }

  private route(method: string, path: string, body: Json): { status: number; body: Json } {
    const notFound = {
      status: 404,
      body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
    };
    const unprocessable = (issue: string) => ({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', details: [{ issue }] },
    });
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body.purchase_units as Json[] | undefined)?.[0];
      const amount = unit?.amount as { currency_code?: string; value?: string } | undefined;
      const source = (
        body.payment_source as { paypal?: { email_address?: string; experience_context?: { return_url?: string; cancel_url?: string } } } | undefined
      )?.paypal;
      const context = source?.experience_context;
      if (body.intent !== 'CAPTURE' || !amount?.currency_code || !/^\d+(\.\d{2})?$/.test(amount.value ?? ''))
        return { status: 400, body: { name: 'INVALID_REQUEST', message: 'Request is not well-formed.', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] } };
      const order: Order = {
        id: newId(17),
        status: 'PAYER_ACTION_REQUIRED',
        amount: { currency_code: amount.currency_code, value: amount.value! },
        customId: String(unit?.custom_id ?? ''),
        capture: null,
        declineCapture: false,
        refunds: [],
        returnUrl: context?.return_url ?? null,
        cancelUrl: context?.cancel_url ?? null,
        email: source?.email_address ?? null,
      };
      this.orders.set(order.id, order);
      return { status: 200, body: this.orderBody(order) };
    }
    let m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && m) {
      const o = this.orders.get(decodeURIComponent(m[1]!));
      return o ? { status: 200, body: this.orderBody(o) } : notFound;
    }
    m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && m) {
      const o = this.orders.get(decodeURIComponent(m[1]!));
      if (!o) return notFound;
      if (o.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
      if (o.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
      if (o.declineCapture) return unprocessable('INSTRUMENT_DECLINED');
      o.status = 'COMPLETED';
      o.capture = { id: newId(17), status: o.holdCapture ? 'PENDING' : 'COMPLETED' };
      return { status: 201, body: this.orderBody(o) };
    }
    if (method === 'POST' && path === '/v1/payments/payouts') {
      const header = body.sender_batch_header as { sender_batch_id?: string } | undefined;
      const item = (body.items as Json[] | undefined)?.[0] as
        { receiver?: string; amount?: { currency?: string; value?: string }; sender_item_id?: string; recipient_type?: string } | undefined;
      if (!header?.sender_batch_id || !item?.receiver || !item.amount?.currency || !/^\d+(\.\d{2})?$/.test(item.amount.value ?? ''))
        return { status: 400, body: { name: 'VALIDATION_ERROR', message: 'Invalid request - see details.', details: [{ field: 'items', issue: 'required' }] } };
      if ([...this.batches.values()].some((b) => b.senderBatchId === header.sender_batch_id))
        return {
          status: 400,
          body: {
            name: 'USER_BUSINESS_ERROR',
            message: 'User business error.',
            details: [{ field: 'SENDER_BATCH_ID', issue: 'Batch with given sender_batch_id already exists' }],
          },
        };
      if (item.receiver.endsWith('@unregistered.example'))
        return { status: 422, body: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered.', details: [{ issue: 'RECEIVER_UNREGISTERED' }] } };
      const b: Batch = {
        id: newId(13),
        senderBatchId: header.sender_batch_id,
        status: 'PENDING',
        item: {
          id: newId(13),
          status: 'PENDING',
          receiver: item.receiver,
          amount: { currency: item.amount.currency, value: item.amount.value! },
          senderItemId: item.sender_item_id ?? '',
        },
      };
      this.batches.set(b.id, b);
      if (this.instantPayouts) this.finish(b);
      return {
        status: 201,
        body: {
          batch_header: { payout_batch_id: b.id, batch_status: 'PENDING', sender_batch_header: body.sender_batch_header },
          links: [{ href: `${this.base}/v1/payments/payouts/${b.id}`, rel: 'self', method: 'GET' }],
        },
      };
    }
    m = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && m) {
      const b = this.batches.get(decodeURIComponent(m[1]!));
      if (!b) return notFound;
      return {
        status: 200,
        body: {
          batch_header: { payout_batch_id: b.id, batch_status: b.status, sender_batch_header: { sender_batch_id: b.senderBatchId } },
          items: [
            {
              payout_item_id: b.item.id,
              transaction_status: b.item.status,
              payout_batch_id: b.id,
              payout_item: { recipient_type: 'EMAIL', amount: b.item.amount, receiver: b.item.receiver, sender_item_id: b.item.senderItemId },
              ...(b.item.error ? { errors: { name: b.item.error, message: 'The receiver account is locked.' } } : {}),
            },
          ],
        },
      };
    }
    m = /^\/v1\/customer\/disputes\/([^/]+)$/.exec(path);
    if (method === 'GET' && m) {
      const d = this.disputes.get(decodeURIComponent(m[1]!));
      return d ? { status: 200, body: this.disputeBody(d) } : notFound;
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const ok =
        body.webhook_id === this.webhookId &&
        typeof body.transmission_id === 'string' &&
        typeof body.transmission_time === 'string' &&
        body.transmission_sig === this.sign(body.transmission_id, body.transmission_time, this.webhookId, body.webhook_event);
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return notFound;
  }

  private orderBody(o: Order): Json {
    return {
      id: o.id,
      status: o.status,
      purchase_units: [
        {
          reference_id: o.customId,
          custom_id: o.customId,
          amount: o.amount,
          ...(o.capture
            ? {
                payments: {
                  captures: [{ id: o.capture.id, status: o.capture.status, amount: o.amount, final_capture: true }],
                  ...(o.refunds.length > 0
                    ? {
                        refunds: o.refunds.map((r) => ({
                          id: r.id,
                          status: 'COMPLETED',
                          amount: { currency_code: o.amount.currency_code, value: euros(r.cents) },
                        })),
                      }
                    : {}),
                },
              }
            : {}),
        },
      ],
      links: [
        { href: `${this.base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        { href: `${this.base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' },
      ],
    };
  }
}

const euros = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

const cents = (value: string) => {
  const [e, c = ''] = value.split('.');
  return Number(e) * 100 + Number(c.padEnd(2, '0'));
};
