import { SANDBOX_DECLINED_CARD, SANDBOX_DECLINED_EMAIL_DOMAIN, type PayoutAdapter, type PayoutAnswer, type PayoutRequest } from '../withdrawals/payout.ts';
import type { SandboxPayment, SandboxStore } from './sandbox-store.ts';

const DECLINED = 'operazione rifiutata dal circuito di pagamento';
const NEVER_RECEIVED = 'pagamento mai ricevuto dal circuito';

/** The sandbox provider's payout id: our withdrawal id is its idempotency key, so a repeated call finds the first payout. */
const payoutId = (req: PayoutRequest) => `PO-${req.withdrawalId}`;

const answerOf = (p: SandboxPayment): PayoutAnswer =>
  p.status === 'approved'
    ? { state: 'paid', ref: p.id, description: 'OK' }
    : p.status === 'declined' || p.status === 'cancelled'
      ? { state: 'failed', ref: p.id, description: p.status === 'declined' ? DECLINED : NEVER_RECEIVED }
      : { state: 'sent', ref: p.id, description: '' };

/**
 * Behaves like a provider that pays at once, except for its documented decline destinations, and
 * keeps every payout in the sandbox store (its own database) under our withdrawal id: a payout sent
 * twice is paid once, and a payout whose answer was lost can be asked about by our id.
 */
export function sandboxPayout(provider: string, store: SandboxStore): PayoutAdapter {
  return {
    provider,
    async send(req) {
      const dest = req.destination ?? '';
      const declined = dest === SANDBOX_DECLINED_CARD || dest.toLowerCase().endsWith(SANDBOX_DECLINED_EMAIL_DOMAIN);
      const p = await store.createDecided({
        id: payoutId(req),
        provider: `payout:${provider}`,
        amount: req.amount,
        status: declined ? 'declined' : 'approved',
        payerEmail: null,
      });
      return answerOf(p);
    },
    async check(req, ref) {
      const p = await store.get(ref ?? payoutId(req));
      if (p) return answerOf(p);
      // Never received (the process died before the call): the id is voided at the provider, so a
      // call still on its way finds it taken and pays nothing; whichever came first is the answer.
      return answerOf(
        await store.createDecided({ id: payoutId(req), provider: `payout:${provider}`, amount: req.amount, status: 'cancelled', payerEmail: null }),
      );
    },
  };
}
