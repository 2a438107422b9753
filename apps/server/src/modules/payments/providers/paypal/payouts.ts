import { formatTicket } from '../../withdrawals/settle.ts';
import { PayoutUnavailableError, type PayoutAdapter, type PayoutAnswer, type PayoutRequest } from '../../withdrawals/payout.ts';
import { euroCents, paypalErrorText, paypalValue, type PaypalApi, type PaypalReply } from './api.ts';

type Batch = {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: { transaction_status?: string; payout_item?: { amount?: unknown; sender_item_id?: string }; errors?: { name?: string; message?: string } }[];
};

/** Our id on PayPal's side: the batch and its one item carry it, and `PayPal-Request-Id` is built from it. */
export const senderId = (withdrawalId: number) => `W${withdrawalId}`;
export const withdrawalOfSenderId = (id: unknown): number | null => (typeof id === 'string' && /^W\d{1,9}$/.test(id) ? Number(id.slice(1)) : null);

/** Item states after which PayPal will not pay (money back to our balance). */
const FAILED = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED', 'CANCELED']);

/** Reads a payout batch of one item: paid only when the item succeeded for exactly our amount, in euro. */
function answerOf(batch: Batch, req: PayoutRequest): PayoutAnswer {
  const ref = batch.batch_header?.payout_batch_id ?? null;
  const batchStatus = batch.batch_header?.batch_status;
  const item = batch.items?.[0];
  const status = item?.transaction_status;
  if (batchStatus === 'DENIED' || batchStatus === 'CANCELED') {
    // A batch refused whose item says paid contradicts itself: the money may have left, so the
    // withdrawal is not handed back to the player; it stays open for an operator.
    if (status === 'SUCCESS') throw new PayoutUnavailableError(`PayPal: lotto ${batchStatus} con pagamento riuscito: da verificare`);
    return { state: 'failed', ref, description: `rifiutato da PayPal (${batchStatus})` };
  }
  if (status === 'SUCCESS') {
    const paid = euroCents(item?.payout_item?.amount);
    if (paid !== req.amount)
      throw new PayoutUnavailableError(`PayPal: pagato un importo diverso (${paid ?? '?'} invece di ${req.amount} centesimi): da verificare`);
    return { state: 'paid', ref, description: 'OK' };
  }
  if (status && FAILED.has(status)) return { state: 'failed', ref, description: `rifiutato da PayPal (${item?.errors?.name ?? status})` };
  // PENDING, UNCLAIMED (no PayPal account yet: PayPal returns it after 30 days), ONHOLD, or not yet itemised.
  return { state: 'sent', ref, description: '' };
}

/** A 4xx that means PayPal did not create the payout and never will under this request. */
function refusedOutright(r: PaypalReply): boolean {
  if (r.status !== 400 && r.status !== 422) return false;
  // A batch id already used is not a refusal: that payout exists (an idempotency key past PayPal's
  // retention); only an operator can tell what became of it.
  return !/SENDER_BATCH_ID|DUPLICATE|ALREADY_EXISTS/i.test(paypalErrorText(r));
}

/**
 * PayPal Payouts (developer.paypal.com/docs/api/payments.payouts-batch/v1): one batch of one item
 * per withdrawal, to the player's PayPal e-mail. The withdrawal id is the idempotency key
 * (`PayPal-Request-Id` payout-<id>, `sender_batch_id` and `sender_item_id` W<id>), so sending again
 * after a crash or a timeout answers the first batch instead of paying twice.
 */
export function paypalPayouts(api: PaypalApi): PayoutAdapter {
  const readBatch = async (ref: string, req: PayoutRequest): Promise<PayoutAnswer> => {
    const r = await api.call('GET', `/v1/payments/payouts/${encodeURIComponent(ref)}`);
    if (r.status !== 200) throw new PayoutUnavailableError(`PayPal: stato del pagamento ${ref} non disponibile (${paypalErrorText(r)})`);
    return answerOf(r.body as Batch, req);
  };

  const send = async (req: PayoutRequest): Promise<PayoutAnswer> => {
    if (!req.destination) throw new PayoutUnavailableError('PayPal: e-mail del destinatario non disponibile, il pagamento va verificato da un operatore');
    const r = await api.call('POST', '/v1/payments/payouts', {
      requestId: `payout-${req.withdrawalId}`,
      body: {
        sender_batch_header: {
          sender_batch_id: senderId(req.withdrawalId),
          email_subject: 'Hai ricevuto il tuo prelievo',
          email_message: `Prelievo ${formatTicket(req.withdrawalId)} dal tuo conto gioco.`,
        },
        items: [
          {
            recipient_type: 'EMAIL',
            receiver: req.destination,
            amount: { currency: 'EUR', value: paypalValue(req.amount) },
            sender_item_id: senderId(req.withdrawalId),
            note: `Prelievo ${formatTicket(req.withdrawalId)}`,
          },
        ],
      },
    });
    if (r.status === 200 || r.status === 201) {
      const batch = r.body as Batch;
      const ref = batch.batch_header?.payout_batch_id;
      if (!ref) throw new PayoutUnavailableError('PayPal: risposta senza payout_batch_id');
      // The batch is usually still PENDING here; one read tells whether it is already paid.
      return batch.items?.length ? answerOf(batch, req) : readBatch(ref, req);
    }
    if (refusedOutright(r)) return { state: 'failed', ref: null, description: `rifiutato da PayPal (${String(r.body.name ?? r.status)})` };
    throw new PayoutUnavailableError(`PayPal: pagamento non accettato (${paypalErrorText(r)})`);
  };

  return {
    provider: 'paypal',
    send,
    // Without a batch id (the answer was lost) the same request is sent again: PayPal answers the
    // batch it created the first time, or creates it now if the first never arrived.
    check: (req, ref) => (ref ? readBatch(ref, req) : send(req)),
  };
}
