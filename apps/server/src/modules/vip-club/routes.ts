import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calls from '@betsite/contract/calls/vip-club';
import type { AppDeps } from '../../deps.ts';
import { VIP_TEXT } from '@betsite/contract/vip-club-messages';
import { requireAuth } from '../../platform/auth.ts';
import { callRoute } from '../../platform/call-route.ts';
import { envelope } from '../../platform/outcome.ts';
import { perSession } from '../../platform/session-rate-limits.ts';
import type { Services } from '../../services.ts';

const tags = ['vip club'];
/** VIP Club and Comp Point (document 3 §7): every call acts for the session's player only (checked before the input: 401 first). */
export const vipClubRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.vipClub;
    const auth = requireAuth(deps.sessions);
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;
    const player = { tags, preValidation: auth };

    await callRoute(app, calls.GetVIPProgram, player, async (req) => envelope(await service.program(user(req))));
    await callRoute(app, calls.GetCompPoint, player, async (req) => envelope(await service.compPoint(user(req))));
    await callRoute(app, calls.GetVIPProgramEstrattoConto, player, async (req) => envelope(await service.statement(user(req), req.query)));
    await callRoute(app, calls.GetVipProgramPromo, player, async (req) => envelope(await service.promos(user(req))));
    await callRoute(app, calls.GetListaRicariche, player, async (req) => envelope(await service.recharges(user(req), req.query.platformTypeId)));
    await callRoute(app, calls.VipPlayerApply, { ...player, rateLimit: perSession(10) }, async (req) =>
      envelope(
        await service.apply(user(req)),
        (done) => (done === 'already-enrolled' ? VIP_TEXT.alreadyEnrolled : VIP_TEXT.applyOk),
        () => null,
      ),
    );
    await callRoute(app, calls.VipRechargeRequest, { ...player, rateLimit: perSession(20) }, async (req) =>
      envelope(await service.rechargeRequest(user(req), req.body), VIP_TEXT.conversionOk),
    );
    await callRoute(app, calls.VipCardRequest, { ...player, rateLimit: perSession(10) }, async (req) =>
      envelope(await service.requestCard(user(req), req.body.Id), VIP_TEXT.cardOk),
    );
  };
