/**
 * The payout port (docs/ledger.md "Payouts"): what a provider that pays a withdrawal by itself
 * (cards, e-wallets) must offer. The withdrawal is written 'sending' before `send` is called, and
 * the withdrawal's id is the provider's idempotency key, so a call repeated after a crash or a
 * timeout never pays twice.
 */

/**
 * What the provider says about a payout: `paid` and `failed` are final; `sent` means it holds the
 * payout (its reference) and has not finished it.
 */
export interface PayoutAnswer {
  state: 'paid' | 'failed' | 'sent';
  /** The provider's own reference of the payout (null only when it refused it outright). */
  ref: string | null;
  /** The provider's words, shown to the player on a refusal. */
  description: string;
}

export interface PayoutRequest {
  /** Our withdrawal id: the idempotency key of every call about this payout. */
  withdrawalId: number;
  methodName: string;
  /** Cents. */
  amount: number;
  /**
   * The normalised destination (card number, e-mail…), never stored in clear; null when the
   * reconciliation asks about a payout whose destination was not kept (cards, IBANs).
   */
  destination: string | null;
}

/** Thrown by an adapter when the provider could not be reached or did not answer clearly: nothing is decided. */
export class PayoutUnavailableError extends Error {}

export interface PayoutAdapter {
  readonly provider: string;
  /** Hands the payout to the provider (idempotent on `withdrawalId`). Throws PayoutUnavailableError when unsure. */
  send(req: PayoutRequest): Promise<PayoutAnswer>;
  /**
   * Asks how a payout stands: by its reference when the provider gave one, otherwise by our id
   * (which may hand it over again with the same idempotency key). Throws when the provider cannot say.
   */
  check(req: PayoutRequest, ref: string | null): Promise<PayoutAnswer>;
}

/** Methods that always wait for an operator, whatever the time slot says. */
export { OPERATOR_ONLY_WITHDRAWALS as OPERATOR_ONLY } from '@betsite/contract/withdrawals';

/** Sandbox test destinations that the "provider" declines (like the card networks' test numbers). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_DECLINED_EMAIL_DOMAIN = '@declined.example';
