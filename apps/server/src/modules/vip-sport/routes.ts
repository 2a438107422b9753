import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import {
  ZVipCookieQuery,
  ZVipDetailBody,
  ZVipDetailOpenBody,
  ZVipDetailResponse,
  ZVipDetailOpenResponse,
  ZVipGroupBody,
  ZVipGroupResponse,
  ZVipProfileActiveResponse,
  ZVipPuntiBody,
  ZVipPuntiResponse,
  ZVipStoricoBody,
  ZVipStoricoResponse,
} from '@betsite/contract/vip-sport';
import type { AppDeps } from '../../deps.ts';
import { ok } from '@betsite/contract/envelope';
import { requireAuth } from '../../platform/auth.ts';
import type { Services } from '../../services.ts';

const tags = ['vip sport'];

/** VIP Sport (document 3 §7, the six VIP Sport calls). The player is always the session's; PlayerId in a body is ignored. */
export const vipSportRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.vipSport;
    const auth = requireAuth(deps.sessions);
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;

    app.get(
      API.Account.GetVIPProfileActive,
      { schema: { tags, querystring: ZVipCookieQuery, response: { 200: ZVipProfileActiveResponse } }, preValidation: auth },
      async () => ok(await service.profiles()),
    );
    app.post(
      API.Account.GetVIPStoricoPlayer,
      { schema: { tags, body: ZVipStoricoBody, response: { 200: ZVipStoricoResponse } }, preValidation: auth },
      async (req) => ok(await service.history(user(req), req.body)),
    );
    app.post(API.Account.GetVIPGroupPlayer, { schema: { tags, body: ZVipGroupBody, response: { 200: ZVipGroupResponse } }, preValidation: auth }, async (req) =>
      ok(await service.group(user(req), req.body.ElaborazioneId)),
    );
    app.post(API.Account.GetVIPDetail, { schema: { tags, body: ZVipDetailBody, response: { 200: ZVipDetailResponse } }, preValidation: auth }, async (req) =>
      ok(await service.detail(user(req), req.body)),
    );
    app.post(
      API.Account.GetVIPDetailOpen,
      { schema: { tags, body: ZVipDetailOpenBody, response: { 200: ZVipDetailOpenResponse } }, preValidation: auth },
      async (req) => ok(await service.detailOpen(user(req), req.body)),
    );
    app.post(API.Account.GetPuntiList, { schema: { tags, body: ZVipPuntiBody, response: { 200: ZVipPuntiResponse } }, preValidation: auth }, async (req) =>
      ok(await service.points(user(req), req.body)),
    );
  };
