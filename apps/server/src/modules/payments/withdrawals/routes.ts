import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import {
  ZCancelQuery,
  ZCancelResponse,
  ZCookieQuery,
  ZPendingListResponse,
  ZSavedCardsResponse,
  ZWithdrawalRequest,
  ZWithdrawalResponse,
} from '@betsite/contract/withdrawals';
import { z } from '@betsite/contract/zod';
import type { AppDeps } from '../../../deps.ts';
import { requireAuth } from '../../../platform/auth.ts';
import { operatorWithdrawalRoutes } from './operator-routes.ts';
import { WithdrawalService } from './service.ts';
import { API } from '@betsite/contract/api-paths';
import { PaasWithdrawalService } from './paas.ts';
import { ZPaasRequest, ZPaasResponse } from '@betsite/contract/deposits';
import { parseEuroToCents } from '@betsite/domain/money';
import { listMethods } from '../deposits/repository.ts';
import { money, paasDonePage, paasPage } from '../providers/sandbox-pages.ts';

const ZPaasPageBody = z.object({
  token: z.string().max(100),
  method: z.string().max(60).optional(),
  amount: z.string().max(20).optional(),
  action: z.enum(['pay', 'cancel']),
});

const tags = ['withdrawals'];
/** Keyed per verified session by the shared rate-limit key (app.ts): players behind one NAT do not throttle each other. */
const perToken = { max: 30, timeWindow: '1 minute' };

export const withdrawalRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new WithdrawalService(deps);
    const auth = requireAuth(deps.sessions);

    app.post(
      API.Account.Prelievo,
      { schema: { tags, body: ZWithdrawalRequest, response: { 200: ZWithdrawalResponse } }, preHandler: auth, config: { rateLimit: perToken } },
      async (req) => service.request(req.auth!.userId, req.body),
    );

    app.get(
      API.Account.GetDatiMastercard,
      { schema: { tags, querystring: ZCookieQuery, response: { 200: ZSavedCardsResponse } }, preHandler: auth },
      async (req) => ok(await service.cards(req.auth!.userId, 'mastercard')),
    );
    app.get(API.Account.GetDatiApco, { schema: { tags, querystring: ZCookieQuery, response: { 200: ZSavedCardsResponse } }, preHandler: auth }, async (req) =>
      ok(await service.cards(req.auth!.userId, 'apco')),
    );

    app.get(
      API.Account.EL_GetElencoPrelievo,
      { schema: { tags, querystring: ZCookieQuery, response: { 200: ZPendingListResponse } }, preHandler: auth },
      async (req) => ok({ elencoprelieviField: await service.pending(req.auth!.userId) }),
    );

    app.get(
      API.Account.EL_AnnullaPrelievo,
      { schema: { tags, querystring: ZCancelQuery, response: { 200: ZCancelResponse } }, preHandler: auth, config: { rateLimit: perToken } },
      async (req) => service.cancel(req.auth!.userId, req.query.ticket),
    );

    // WithdrawWithPaas (document 3 §7): the provider's iframe replaces the forms under DepositWithPaas_Enabled.
    const paas = new PaasWithdrawalService(deps, service);
    app.post(
      API.Account.WithdrawWithPaas,
      { schema: { tags, body: ZPaasRequest, response: { 200: ZPaasResponse } }, preHandler: auth, config: { rateLimit: perToken } },
      async (req) => paas.open(req.auth!.userId),
    );
    // The sandbox provider's withdrawal page (the deposit one lives with the other sandbox providers).
    const paasMethods = async () => (await listMethods(deps.db, true)).map((m) => ({ name: m.name, label: m.nameLong }));
    app.get(
      '/sandbox/paas/withdraw',
      { schema: { hide: true, querystring: z.object({ token: z.string().max(100).default(''), lang: z.string().max(5).optional() }) } },
      async (req, reply) => {
        reply.type('text/html; charset=utf-8');
        if ((await paas.session(req.query.token)) === null) return paasDonePage(false, 'Sessione di pagamento non valida o scaduta.');
        return paasPage({ token: req.query.token, methods: await paasMethods(), kind: 'withdraw', amountEuro: '10' });
      },
    );
    app.post('/sandbox/paas/withdraw', { schema: { hide: true, body: ZPaasPageBody } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const { token, action } = req.body;
      if (action === 'cancel') return paasDonePage(false, 'Prelievo annullato.');
      const cents = parseEuroToCents(req.body.amount ?? '');
      const res = await paas.request(token, req.body.method ?? '', cents ?? 0);
      if (!res.ok) {
        if ((await paas.session(token)) === null) return paasDonePage(false, res.message);
        return paasPage({ token, methods: await paasMethods(), error: res.message, amountEuro: req.body.amount, kind: 'withdraw' });
      }
      return paasDonePage(true, `${T.success(res.ticket)} Importo: ${money(cents!)}.`, 'Prelievo richiesto');
    });

    await app.register(operatorWithdrawalRoutes(deps, service));
  };
