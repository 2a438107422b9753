import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { WITHDRAWAL_CODES } from '@betsite/contract/withdrawal-codes';
import { envelope } from '../../../platform/outcome.ts';
import { callRoute } from '../../../platform/call-route.ts';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import type { TWithdrawalData } from '@betsite/contract/withdrawals';
import * as calls from '@betsite/contract/calls/withdrawals';
import * as paasCalls from '@betsite/contract/calls/paas';
import type { AppDeps } from '../../../deps.ts';
import { requireAuth } from '../../../platform/auth.ts';
import { operatorWithdrawalRoutes } from './operator-routes.ts';
import { money } from '../providers/sandbox-pages.ts';
import { paasPageRoutes } from '../providers/paas-page-routes.ts';
import type { Services } from '../../../services.ts';
import { perSession } from '../../../platform/session-rate-limits.ts';

const tags = ['withdrawals'];
/** Prelievo's success text: the ticket, or why the provider refused to pay at once. */
const prelievoText = (d: TWithdrawalData) => (d.result === 'failed' ? T.providerFailure(d.esito?.returnDescription ?? '') : T.success(d.seriale ?? ''));
/** Keyed per verified session by the shared rate-limit key (app.ts): players behind one NAT do not throttle each other. */

export const withdrawalRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.withdrawals;
    const auth = requireAuth(deps.sessions);

    const limited = { tags, preValidation: auth, rateLimit: perSession(30) };
    await callRoute(app, calls.Prelievo, limited, async (req) => envelope(await service.request(req.auth!.userId, req.body, req.ip), prelievoText));
    await callRoute(app, calls.GetDatiMastercard, { tags, preValidation: auth }, async (req) => ok(await service.cards(req.auth!.userId, 'mastercard')));
    await callRoute(app, calls.GetDatiApco, { tags, preValidation: auth }, async (req) => ok(await service.cards(req.auth!.userId, 'apco')));
    await callRoute(app, calls.EL_GetElencoPrelievo, { tags, preValidation: auth }, async (req) =>
      ok({ elencoprelieviField: await service.pending(req.auth!.userId) }),
    );
    await callRoute(app, calls.EL_AnnullaPrelievo, limited, async (req) => envelope(await service.cancel(req.auth!.userId, req.query.ticket), T.cancelSuccess));

    // WithdrawWithPaas (document 3 §7): the provider's iframe replaces the forms under DepositWithPaas_Enabled.
    const paas = services.withdrawalPaas;
    await callRoute(app, paasCalls.WithdrawWithPaas, limited, async (req) =>
      // The only PaaS provider is the sandbox one: without SANDBOX_PAYMENTS (production) there is none.
      deps.config.SANDBOX_PAYMENTS ? envelope(await paas.open(req.auth!.userId)) : fail(WITHDRAWAL_CODES.METHOD_UNAVAILABLE, T.methodUnavailable),
    );
    // The sandbox provider's withdrawal page (the deposit one lives with the other sandbox providers).
    const paasMethods = async () => (await service.methodRows(true)).map((m) => ({ name: m.name, label: m.nameLong }));
    if (deps.config.SANDBOX_PAYMENTS)
      await app.register(
        paasPageRoutes('withdraw', {
          session: (token) => paas.session(token),
          methods: paasMethods,
          submit: async (token, method, cents) => {
            const res = await paas.request(token, method, cents);
            return res.ok ? { ok: true, text: `${T.success(res.ticket)} Importo: ${money(cents)}.` } : res;
          },
        }),
      );

    await app.register(operatorWithdrawalRoutes(deps, services));
  };
