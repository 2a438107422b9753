import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calls from '@betsite/contract/calls/vip-sport';
import type { AppDeps } from '../../deps.ts';
import { ok } from '@betsite/contract/envelope';
import { requireAuth } from '../../platform/auth.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { Services } from '../../services.ts';

const tags = ['vip sport'];

/** VIP Sport (document 3 §7, the six VIP Sport calls). The player is always the session's; PlayerId in a body is ignored. */
export const vipSportRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.vipSport;
    const auth = requireAuth(deps.sessions);
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;
    const player = { tags, preValidation: auth };

    await callRoute(app, calls.GetVIPProfileActive, player, async () => ok(await service.profiles()));
    await callRoute(app, calls.GetVIPStoricoPlayer, player, async (req) => ok(await service.history(user(req), req.body)));
    await callRoute(app, calls.GetVIPGroupPlayer, player, async (req) => ok(await service.group(user(req), req.body.ElaborazioneId)));
    await callRoute(app, calls.GetVIPDetail, player, async (req) => ok(await service.detail(user(req), req.body)));
    await callRoute(app, calls.GetVIPDetailOpen, player, async (req) => ok(await service.detailOpen(user(req), req.body)));
    await callRoute(app, calls.GetPuntiList, player, async (req) => ok(await service.points(user(req), req.body)));
  };
