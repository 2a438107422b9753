import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import {
  WITHDRAWAL_CODES as C,
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
import { requireAuth, requireOperator } from '../../../platform/auth.ts';
import { notFound } from '../../../platform/errors.ts';
import { formatTicket, parseTicket, WithdrawalService } from './service.ts';
import { API } from '@betsite/contract/api-paths';

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
    app.get(
      API.Account.GetDatiApco,
      { schema: { tags, querystring: ZCookieQuery, response: { 200: ZSavedCardsResponse } }, preHandler: auth },
      async (req) => ok(await service.cards(req.auth!.userId, 'apco')),
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

    // Not in the specification: the back-office confirmation that pays a pending withdrawal.
    app.post(
      API.Backoffice.ConfermaPrelievo,
      {
        schema: { tags, body: z.object({ ticket: ZCancelQuery.shape.ticket }), response: { 200: ZCancelResponse } },
        preHandler: requireOperator(deps.sessions),
      },
      async (req) => {
        const id = parseTicket(req.body.ticket);
        if (id === null) throw notFound(T.notFound);
        const row = await service.settle(id, 'posted', `operator:${req.auth!.userId}`);
        return row ? ok({ idTicketField: formatTicket(row.id), importoField: row.amount }) : fail(C.NOT_CANCELLABLE, T.notCancellable);
      },
    );
  };
