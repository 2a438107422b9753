import { randomUUID } from 'node:crypto';

/** What the payout provider answered for an automatic withdrawal. */
export interface PayoutResult {
  outcome: 'paid' | 'declined';
  ref: string;
  description: string;
}

export interface PayoutRequest {
  withdrawalId: number;
  methodName: string;
  amount: number;
  /** Normalised destination (card number, e-mail…), never stored in clear. */
  destination: string;
}

/**
 * The seam where a real payout provider plugs in. Only methods a provider can pay by itself
 * (cards, e-wallets) are sent here, and only outside the method's manual slot; bank transfers,
 * vouchers and scratch cards wait for an operator.
 */
export interface PayoutAdapter {
  pay(req: PayoutRequest): Promise<PayoutResult>;
}

/** Methods that always wait for an operator, whatever the time slot says. */
export { OPERATOR_ONLY_WITHDRAWALS as OPERATOR_ONLY } from '@betsite/contract/withdrawals';

/** Sandbox test destinations that the "provider" declines (like the card networks' test numbers). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_DECLINED_EMAIL_DOMAIN = '@declined.example';

/** Behaves like a provider that pays at once, except for its documented decline destinations. */
export const sandboxPayout: PayoutAdapter = {
  async pay(req) {
    const declined = req.destination === SANDBOX_DECLINED_CARD || req.destination.toLowerCase().endsWith(SANDBOX_DECLINED_EMAIL_DOMAIN);
    return declined
      ? { outcome: 'declined', ref: `sbx-${randomUUID()}`, description: 'operazione rifiutata dal circuito di pagamento' }
      : { outcome: 'paid', ref: `sbx-${randomUUID()}`, description: 'OK' };
  },
};
