import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support.ts';
import { expectLedgerInvariants } from '../../withdrawals/test-helpers.ts';
import { PaypalStandIn } from './stand-in.ts';

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

/**
 * Test code: a PayPal stand-in and a test app on it for the calling file — started before its tests,
 * and after them the ledger checked whole, then both closed. `app()` is the app once started.
 */
export function usePaypalTestApp(): { paypal: PaypalStandIn; app: () => TestApp } {
  const paypal = new PaypalStandIn();
  let t: TestApp | undefined;
  beforeAll(async () => {
    await paypal.start();
    t = await paypalTestApp(paypal);
  });
  afterAll(async () => {
    if (t) await expectLedgerInvariants(t);
    await t?.close();
    await paypal.stop();
  });
  return { paypal, app: () => t! };
}
