import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calls from '@betsite/contract/calls/ranking';
import { RANKING_TEXT } from '@betsite/contract/ranking';
import { ok } from '@betsite/contract/envelope';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { callRoute } from '../../platform/call-route.ts';
import { envelope } from '../../platform/outcome.ts';
import { perPlayer, perSession } from '../../platform/session-rate-limits.ts';
import type { Services } from '../../services.ts';

const tags = ['ranking'];
/** Ranking (document 3 §7, the 4 ranking calls). The player is always the session's. */
export const rankingRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.ranking;
    const auth = requireAuth(deps.sessions);
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;
    const player = { tags, preValidation: auth };

    await callRoute(app, calls.RankingEstrattoConto, player, async (req) => ok(await service.estrattoConto(user(req))));
    // A unique code with a booked bet ('Inserisci nel carrello') says its bet is in the cart.
    await callRoute(app, calls.RankingConvertPoints, { ...player, rateLimit: perSession(30) }, async (req) =>
      envelope(await service.convert(user(req), req.body), (v) => (v.Outcomes.length ? RANKING_TEXT.cartOk : RANKING_TEXT.convertOk)),
    );
    await callRoute(app, calls.RankingBuyPromoActivation, { ...player, rateLimit: perSession(30) }, async (req) =>
      envelope(await service.buyPromo(user(req), req.body), RANKING_TEXT.cartOk),
    );
    // A guessed unique code is worth points or a bonus: a few tries a minute per session.
    await callRoute(app, calls.Redeem_PuntiRankingCodiceUnico, { ...player, rateLimit: perPlayer(deps.sessions, 10) }, async (req) =>
      envelope(await service.redeemCode(user(req), req.query.code), RANKING_TEXT.codeOk),
    );
  };
