import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import { z } from '@betsite/contract/zod';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { verifyWebhook, webhookSubject } from './providers/paypal/webhook.ts';
import type { Services } from '../../services.ts';

const tags = ['payments'];

/**
 * PayPal's webhook, for deposits (CHECKOUT.ORDER.*, PAYMENT.CAPTURE.*, refunds and reversals included), buyers'
 * disputes of deposits (CUSTOMER.DISPUTE.*) and payouts
 * (PAYMENT.PAYOUTSBATCH.*, PAYMENT.PAYOUTS-ITEM.*). Each delivery is first verified with PayPal
 * (a forged one is refused, 400, and moves nothing); then only its subject is read and the adapter
 * asks PayPal how that order or payout stands, settling through the same conditional, keyed
 * settlement as the return page and the reconciliation — so a delivery repeated any number of
 * times, or in any order, moves the money once.
 */
export const paypalWebhookRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const paypal = services.providers.paypal;
    if (!paypal) return;
    const deposits = services.deposits;

    app.post(
      API.payment.paypalWebhook,
      {
        schema: { tags, body: z.record(z.string(), z.unknown()), response: { 200: z.object({ ok: z.boolean() }) } },
        // Every delivery costs a call to PayPal: a flood of forged ones is cut short here.
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      },
      async (req) => {
        if (!(await verifyWebhook(paypal, req.headers, req.body))) throw new HttpError(400, 'Notifica non verificata: firma non valida');
        const subject = webhookSubject(req.body);
        if (subject.kind === 'order') await deposits.confirm('paypal', subject.orderId);
        // PayPal delivers again what was not answered 2xx: a refund we could not read now is read then.
        if (subject.kind === 'reversal' && (await deposits.reversalNotified('paypal', subject)) === 'retry') {
          throw new HttpError(503, 'Storno non ancora registrato: PayPal non ha risposto');
        }
        if (subject.kind === 'dispute' && (await deposits.disputeNotified('paypal', subject.disputeId)) === 'retry') {
          throw new HttpError(503, 'Contestazione non ancora registrata: PayPal non ha risposto');
        }
        if (subject.kind === 'payout') {
          await services.withdrawals.payoutNotified(subject.withdrawalId);
        }
        return { ok: true };
      },
    );
  };
