import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { WITHDRAWAL_CODES } from '@betsite/contract/withdrawal-codes';
import { envelope } from '../../../platform/outcome.ts';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import {
  ZCancelQuery,
  ZCancelResponse,
  ZCookieQuery,
  ZPendingListResponse,
  ZSavedCardsResponse,
  ZWithdrawalRequest,
  ZWithdrawalResponse,
  type TWithdrawalData,
} from '@betsite/contract/withdrawals';
import type { AppDeps } from '../../../deps.ts';
import { requireAuth } from '../../../platform/auth.ts';
import { operatorWithdrawalRoutes } from './operator-routes.ts';
import { API } from '@betsite/contract/api-paths';
import { ZPaasRequest, ZPaasResponse } from '@betsite/contract/deposits';
import { money } from '../providers/sandbox-pages.ts';
import { paasPageRoutes } from '../providers/paas-page-routes.ts';
import type { Services } from '../../../services.ts';

const tags = ['withdrawals'];
/** Prelievo's success text: the ticket, or why the provider refused to pay at once. */
const prelievoText = (d: TWithdrawalData) => (d.result === 'failed' ? T.providerFailure(d.esito?.returnDescription ?? '') : T.success(d.seriale ?? ''));
/** Keyed per verified session by the shared rate-limit key (app.ts): players behind one NAT do not throttle each other. */
const perToken = { max: 30, timeWindow: '1 minute' };

export const withdrawalRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.withdrawals;
    const auth = requireAuth(deps.sessions);

    app.post(
      API.Account.Prelievo,
      { schema: { tags, body: ZWithdrawalRequest, response: { 200: ZWithdrawalResponse } }, preValidation: auth, config: { rateLimit: perToken } },
      async (req) => envelope(await service.request(req.auth!.userId, req.body), prelievoText),
    );

    app.get(
      API.Account.GetDatiMastercard,
      { schema: { tags, querystring: ZCookieQuery, response: { 200: ZSavedCardsResponse } }, preValidation: auth },
      async (req) => ok(await service.cards(req.auth!.userId, 'mastercard')),
    );
    app.get(
      API.Account.GetDatiApco,
      { schema: { tags, querystring: ZCookieQuery, response: { 200: ZSavedCardsResponse } }, preValidation: auth },
      async (req) => ok(await service.cards(req.auth!.userId, 'apco')),
    );

    app.get(
      API.Account.EL_GetElencoPrelievo,
      { schema: { tags, querystring: ZCookieQuery, response: { 200: ZPendingListResponse } }, preValidation: auth },
      async (req) => ok({ elencoprelieviField: await service.pending(req.auth!.userId) }),
    );

    app.get(
      API.Account.EL_AnnullaPrelievo,
      { schema: { tags, querystring: ZCancelQuery, response: { 200: ZCancelResponse } }, preValidation: auth, config: { rateLimit: perToken } },
      async (req) => envelope(await service.cancel(req.auth!.userId, req.query.ticket), T.cancelSuccess),
    );

    // WithdrawWithPaas (document 3 §7): the provider's iframe replaces the forms under DepositWithPaas_Enabled.
    const paas = services.withdrawalPaas;
    app.post(
      API.Account.WithdrawWithPaas,
      { schema: { tags, body: ZPaasRequest, response: { 200: ZPaasResponse } }, preValidation: auth, config: { rateLimit: perToken } },
      // The only PaaS provider is the sandbox one: without SANDBOX_PAYMENTS (production) there is none.
      async (req) =>
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
