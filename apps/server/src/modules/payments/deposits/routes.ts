import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import * as calls from '@betsite/contract/calls/deposits';
import * as paasCalls from '@betsite/contract/calls/paas';
import * as methodCalls from '@betsite/contract/calls/payment-methods';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { DEPOSIT_CODES, type TRicaricaData } from '@betsite/contract/deposits';
import type { AppDeps } from '../../../deps.ts';
import { envelope } from '../../../platform/outcome.ts';
import { callRoute } from '../../../platform/call-route.ts';
import { requireAuth } from '../../../platform/auth.ts';
import { HttpError } from '../../../platform/errors.ts';
import { sandboxRoutes } from '../providers/sandbox-routes.ts';
import type { Services } from '../../../services.ts';

const tags = ['payments'];
/** A confirmation is replayable by design; this only stops a client hammering the provider. */
const confirmLimit = { max: 60, timeWindow: '1 minute' };

const need = (q: Record<string, string>, key: string): string => {
  const v = q[key]?.trim();
  if (!v) throw new HttpError(400, `${key}: ${DEPOSIT_TEXT.required}`);
  return v;
};

/** The optional Idempotency-Key header: a client-chosen id that makes a retried Ricarica safe. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw new HttpError(400, DEPOSIT_TEXT.idempotencyInvalid);
  return header;
}

/** Ricarica's success text: XElektra's SMS step names the number the code went to. */
const ricaricaText = (d: TRicaricaData) => (d.maskedMobile && d.status !== 'success' ? DEPOSIT_TEXT.otpSent(d.maskedMobile) : null);

/** Deposit calls (document 3 §7) plus the sandbox providers' pages. */
export const depositRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.deposits;
    const paas = services.depositPaas;
    const auth = requireAuth(deps.sessions);

    await callRoute(app, methodCalls.GetMetodiPagamento, { tags }, async (req) => {
      const p = req.query.Prelievo?.toLowerCase();
      return ok(await service.methods(p === 'true' ? true : p === 'false' ? false : null));
    });

    await callRoute(app, calls.Ricarica, { tags, preValidation: auth, rateLimit: { max: 30, timeWindow: '1 minute' } }, async (req) =>
      envelope(await service.ricarica(req.auth!.userId, req.body, idempotencyKey(req.headers['idempotency-key'])), ricaricaText),
    );

    await callRoute(app, paasCalls.DepositWithPaas, { tags, preValidation: auth }, async (req) =>
      // The only PaaS page is the sandbox's: with the sandbox off there is nowhere to send the player.
      deps.config.SANDBOX_PAYMENTS ? envelope(await paas.open(req.auth!.userId)) : fail(DEPOSIT_CODES.METHOD_UNAVAILABLE, DEPOSIT_TEXT.methodUnavailable),
    );

    // Result confirmations: open (the result page is open to everyone) and keyed by the provider's
    // unguessable payment id; the outcome always comes from the provider, never from the query.
    const confirm = { tags, rateLimit: confirmLimit };
    await callRoute(app, calls.ConfirmNeteller, confirm, async (req) => envelope(await service.confirm('neteller', req.query.payment_id)));
    await callRoute(app, calls.ConfirmPaysafe, confirm, async (req) => envelope(await service.confirm('paysafe', req.query.payment_id)));
    // PayPal returns the buyer who paid with a PayerID; without one the buyer left by the cancel link.
    await callRoute(app, calls.ConfirmPaypal, confirm, async (req) =>
      envelope(await service.confirm('paypal', req.query.token, { buyerLeft: !req.query.payerId })),
    );
    await callRoute(app, calls.ConfirmPoste, confirm, async (req) => envelope(await service.confirm('poste', need(req.query, 'ORDER_ID'))));
    await callRoute(app, calls.ConfirmSafecharge, confirm, async (req) => envelope(await service.confirm('safecharge', need(req.query, 'ppp_TransactionID'))));
    await callRoute(app, calls.ConfirmSkrill, confirm, async (req) => envelope(await service.confirm('skrill', need(req.query, 'mb_transaction_id'))));
    await callRoute(app, calls.CheckPrimaRicarica, { tags }, async (req) => envelope(await service.checkPrimaRicarica(req.query.transactionId)));
    // Not in the legacy list: lets the page follow hand-offs that finish on another device (QR, shop, bank).
    await callRoute(app, calls.DepositStatus, { tags }, async (req) => envelope(await service.status(req.query.transactionId)));

    // The providers' sandbox pages exist only where the sandbox providers are switched on.
    if (deps.config.SANDBOX_PAYMENTS) await app.register(sandboxRoutes(deps, service, paas));
  };
