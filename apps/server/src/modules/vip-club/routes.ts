import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import {
  ZCompPointResponse,
  ZRicaricheQuery,
  ZRicaricheResponse,
  ZStatementResponse,
  ZVipApplyBody,
  ZVipCardBody,
  ZVipEmptyQuery,
  ZVipMessageResponse,
  ZVipProgramResponse,
  ZVipPromoResponse,
  ZVipRechargeBody,
  ZVipRechargeResponse,
  ZVipStatementQuery,
} from '@betsite/contract/vip-club';
import type { AppDeps } from '../../deps.ts';
import { VIP_TEXT } from '@betsite/contract/vip-club-messages';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { perToken } from '../../platform/per-token-limit.ts';
import type { Services } from '../../services.ts';

const tags = ['vip club'];
/** VIP Club and Comp Point (document 3 §7): every call acts for the session's player only (checked before the input: 401 first). */
export const vipClubRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.vipClub;
    const auth = requireAuth(deps.sessions);
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;

    app.get(
      API.Account.GetVIPProgram,
      { schema: { tags, querystring: ZVipEmptyQuery, response: { 200: ZVipProgramResponse } }, preValidation: auth },
      async (req) => envelope(await service.program(user(req))),
    );
    app.get(
      API.Account.GetCompPoint,
      { schema: { tags, querystring: ZVipEmptyQuery, response: { 200: ZCompPointResponse } }, preValidation: auth },
      async (req) => envelope(await service.compPoint(user(req))),
    );
    app.get(
      API.Account.GetVIPProgramEstrattoConto,
      { schema: { tags, querystring: ZVipStatementQuery, response: { 200: ZStatementResponse } }, preValidation: auth },
      async (req) => envelope(await service.statement(user(req), req.query)),
    );
    app.get(
      API.Account.GetVipProgramPromo,
      { schema: { tags, querystring: ZVipEmptyQuery, response: { 200: ZVipPromoResponse } }, preValidation: auth },
      async (req) => envelope(await service.promos(user(req))),
    );
    app.get(
      API.Account.GetListaRicariche,
      { schema: { tags, querystring: ZRicaricheQuery, response: { 200: ZRicaricheResponse } }, preValidation: auth },
      async (req) => envelope(await service.recharges(user(req), req.query.platformTypeId)),
    );
    app.post(
      API.Account.VipPlayerApply,
      { schema: { tags, body: ZVipApplyBody, response: { 200: ZVipMessageResponse } }, preValidation: auth, config: { rateLimit: perToken(10) } },
      async (req) =>
        envelope(
          await service.apply(user(req)),
          (done) => (done === 'already-enrolled' ? VIP_TEXT.alreadyEnrolled : VIP_TEXT.applyOk),
          () => null,
        ),
    );
    app.post(
      API.Account.VipRechargeRequest,
      { schema: { tags, body: ZVipRechargeBody, response: { 200: ZVipRechargeResponse } }, preValidation: auth, config: { rateLimit: perToken(20) } },
      async (req) => envelope(await service.rechargeRequest(user(req), req.body), VIP_TEXT.conversionOk),
    );
    app.post(
      API.Account.VipCardRequest,
      { schema: { tags, body: ZVipCardBody, response: { 200: ZVipMessageResponse } }, preValidation: auth, config: { rateLimit: perToken(10) } },
      async (req) => envelope(await service.requestCard(user(req), req.body.Id), VIP_TEXT.cardOk),
    );
  };
