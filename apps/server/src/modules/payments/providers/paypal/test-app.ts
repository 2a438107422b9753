import { createTestApp, type TestApp } from '../../../../test-support.ts';
import type { PaypalStandIn } from './stand-in.ts';

/** Test code: a test app whose PayPal is the given (started) stand-in. */
export function paypalTestApp(paypal: PaypalStandIn): Promise<TestApp> {
  return createTestApp({
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.secret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.base,
    // Long enough for a loaded CI machine to get an answer from the stand-in in the same process (400 ms
    // was not, at load average 27); the timeout tests make the stand-in never answer, so only their length depends on it.
    PAYPAL_TIMEOUT_MS: 1_500,
  });
}
