import type { TRicaricaData } from '@betsite/contract/deposits';

/** What the provider says about a payment when asked (never what the browser claims). */
export type ProviderOutcome = 'open' | 'approved' | 'declined' | 'pending' | 'cancelled' | 'unknown';

export interface StartInput {
  transactionId: string;
  userId: number;
  username: string;
  amount: number;
  email: string | null;
  methodName: string;
  /** Scratch code, XElektra card number or MasterCard VIP number. */
  code: string | null;
  publicUrl: string;
}

/** The hand-off fields of the Ricarica reply, plus the provider's own payment id. */
export type StartResult = Omit<TRicaricaData, 'transactionId' | 'status' | 'amount' | 'price'> & {
  providerRef: string;
  /** Set when the provider decides at once (scratch card). */
  immediate?: ProviderOutcome;
};

/**
 * The seam where a real provider plugs in (docs/api-payments.md). `start` opens the payment on
 * the provider's side and says how to hand the player over; `status` asks the provider how the
 * payment ended — confirmations and callbacks settle only on that answer.
 */
export interface DepositAdapter {
  readonly provider: string;
  start(input: StartInput): Promise<StartResult>;
  status(providerRef: string): Promise<ProviderOutcome>;
  /**
   * The payment the provider holds for our transaction id (the merchant reference), if any: lets
   * the reconciliation job finish a deposit whose process died before it stored the payment id.
   */
  lookup?(transactionId: string): Promise<{ providerRef: string; outcome: ProviderOutcome } | null>;
  /**
   * Asks the provider to void a payment still open, so it can no longer be approved; answers the
   * payment's outcome afterwards ('approved' when the player paid in the meantime).
   */
  cancel?(providerRef: string): Promise<ProviderOutcome>;
  /**
   * The cents of an approved payment the provider has since taken back in all (refunds and
   * chargebacks), as the provider reports it now; null when its answer cannot be read.
   */
  reversed?(providerRef: string): Promise<number | null>;
  /**
   * A buyer's dispute as the provider reports it now: the deposit it contests (our transaction id),
   * the cents contested, and whether the provider has closed it.
   * Null when the answer cannot be read; `unknown` when the provider does not know the dispute.
   */
  dispute?(disputeId: string): Promise<DisputeFacts | 'unknown' | null>;
}

export interface DisputeFacts {
  /** Our transaction id, as the payment carried it (PayPal: the transaction's `custom` or `invoice_number`). */
  transactionId: string | null;
  /** Cents contested, in euro. */
  amount: number;
  open: boolean;
  /** The provider's outcome code once closed. */
  outcome: string | null;
}
