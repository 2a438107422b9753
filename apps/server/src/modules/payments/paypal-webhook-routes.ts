import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import { z } from '@betsite/contract/zod';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { DepositService } from './deposits/service.ts';
import { paymentProviders } from './providers/registry.ts';
import { verifyWebhook, webhookSubject } from './providers/paypal/webhook.ts';
import { PayoutDispatcher } from './withdrawals/payouts.ts';
import * as withdrawals from './withdrawals/repository.ts';

const tags = ['payments'];

/**
 * PayPal's webhook, for deposits (CHECKOUT.ORDER.*, PAYMENT.CAPTURE.*) and payouts
 * (PAYMENT.PAYOUTSBATCH.*, PAYMENT.PAYOUTS-ITEM.*). Each delivery is first verified with PayPal
 * (a forged one is refused, 400, and moves nothing); then only its subject is read and the adapter
 * asks PayPal how that order or payout stands, settling through the same conditional, keyed
 * settlement as the return page and the reconciliation — so a delivery repeated any number of
 * times, or in any order, moves the money once.
 */
export const paypalWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const paypal = paymentProviders(deps).paypal;
    if (!paypal) return;
    const deposits = new DepositService(deps);
    const payouts = new PayoutDispatcher(deps, paymentProviders(deps).payouts, app.log);

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
        if (subject.kind === 'payout') {
          const row = await withdrawals.findWithdrawal(deps.db, subject.withdrawalId);
          if (row && row.payoutProvider === 'paypal' && withdrawals.PAYOUT_OPEN.includes(row.status as withdrawals.WithdrawalStatus))
            await payouts.dispatch(row, row.payoutDestination, 'check');
        }
        return { ok: true };
      },
    );
  };
