import { paypalConfigured, type Config } from '../../../config.ts';
import type { AppDeps } from '../../../deps.ts';
import type { PayoutAdapter } from '../withdrawals/payout.ts';
import { PaypalApi } from './paypal/api.ts';
import { paypalDeposits } from './paypal/orders.ts';
import { paypalPayouts } from './paypal/payouts.ts';
import { SANDBOX_PROVIDERS, sandboxAdapter } from './sandbox-adapters.ts';
import { sandboxPayout } from './sandbox-payout.ts';
import { SandboxStore } from './sandbox-store.ts';
import type { DepositAdapter } from './types.ts';

/** The payment providers this process talks to, by provider name (payment_methods.provider). */
export interface PaymentProviders {
  deposits: ReadonlyMap<string, DepositAdapter>;
  payouts: ReadonlyMap<string, PayoutAdapter>;
  /** Set when PayPal is configured: its webhook is served. */
  paypal: PaypalApi | null;
}

/** One set per app (its config), so PayPal's access token is shared by every module of the process. */
const built = new WeakMap<Config, PaymentProviders>();

/**
 * The sandbox providers outside production (SANDBOX_PAYMENTS), and the real adapters that are
 * configured, which replace the sandbox entry of their provider. In production only the real ones
 * exist (config.ts refuses to start without them).
 */
export function paymentProviders(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>): PaymentProviders {
  const c = deps.config;
  let p = built.get(c);
  if (p) return p;
  const deposits = new Map<string, DepositAdapter>();
  const payouts = new Map<string, PayoutAdapter>();
  if (c.SANDBOX_PAYMENTS) {
    const store = new SandboxStore(deps.db, deps.clock);
    for (const name of SANDBOX_PROVIDERS) {
      deposits.set(name, sandboxAdapter(name, store));
      payouts.set(name, sandboxPayout(name, store));
    }
  }
  let paypal: PaypalApi | null = null;
  if (paypalConfigured(c)) {
    paypal = new PaypalApi({
      base: c.PAYPAL_API_BASE,
      clientId: c.PAYPAL_CLIENT_ID!,
      secret: c.PAYPAL_CLIENT_SECRET!,
      webhookId: c.PAYPAL_WEBHOOK_ID!,
      timeoutMs: c.PAYPAL_TIMEOUT_MS,
    });
    deposits.set('paypal', paypalDeposits(paypal, c.PUBLIC_URL));
    payouts.set('paypal', paypalPayouts(paypal));
  }
  p = { deposits, payouts, paypal };
  built.set(c, p);
  return p;
}
