import type { DisputeFacts } from '../types.ts';
import { euroCents, type PaypalApi } from './api.ts';

type Dispute = {
  dispute_id?: string;
  status?: string;
  dispute_amount?: unknown;
  dispute_outcome?: { outcome_code?: string };
  disputed_transactions?: { custom?: string; invoice_number?: string }[];
};

const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : null);

/**
 * A dispute as PayPal's Disputes API reports it (GET /v1/customer/disputes/{id},
 * developer.paypal.com/docs/api/customer-disputes/v1): every status but RESOLVED is open
 * (OPEN, WAITING_FOR_BUYER_RESPONSE, WAITING_FOR_SELLER_RESPONSE, UNDER_REVIEW, OTHER). Our
 * transaction id is the disputed transaction's `custom` or `invoice_number` (the order carries it
 * as custom_id and invoice_id). An amount not in euro, or missing, cannot be read: null.
 */
export async function readDispute(api: PaypalApi, disputeId: string): Promise<DisputeFacts | 'unknown' | null> {
  const r = await api.call('GET', `/v1/customer/disputes/${encodeURIComponent(disputeId)}`);
  if (r.status === 404) return 'unknown';
  if (r.status !== 200) return null;
  const d = r.body as Dispute;
  const amount = euroCents(d.dispute_amount);
  if (amount === null || amount <= 0 || typeof d.status !== 'string') return null;
  const tx = d.disputed_transactions?.[0];
  return {
    transactionId: [tx?.custom, tx?.invoice_number].map(text).find((v) => v !== null && TRANSACTION_ID.test(v)) ?? null,
    amount,
    open: d.status !== 'RESOLVED',
    outcome: text(d.dispute_outcome?.outcome_code),
  };
}
