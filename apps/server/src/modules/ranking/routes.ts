import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import {
  ZRankingCodeQuery,
  ZRankingConvertResponse,
  ZRankingCookieQuery,
  ZRankingIdBody,
  ZRankingRedeemResponse,
  ZRankingResponse,
  RANKING_TEXT,
} from '@betsite/contract/ranking';
import { ok } from '@betsite/contract/envelope';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { perToken } from '../../platform/per-token-limit.ts';
import type { Services } from '../../services.ts';

const tags = ['ranking'];
/** Ranking (document 3 §7, the 4 ranking calls). The player is always the session's. */
export const rankingRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.ranking;
    const auth = requireAuth(deps.sessions);
    const user = (req: { auth: { userId: number } | null }) => req.auth!.userId;

    app.get(
      API.Player.RankingEstrattoConto,
      { schema: { tags, querystring: ZRankingCookieQuery, response: { 200: ZRankingResponse } }, preValidation: auth },
      async (req) => ok(await service.estrattoConto(user(req))),
    );
    app.post(
      API.Player.RankingConvertPoints,
      { schema: { tags, body: ZRankingIdBody, response: { 200: ZRankingConvertResponse } }, preValidation: auth, config: { rateLimit: perToken(30) } },
      // A unique code with a booked bet ('Inserisci nel carrello') says its bet is in the cart.
      async (req) => envelope(await service.convert(user(req), req.body), (v) => (v.Outcomes.length ? RANKING_TEXT.cartOk : RANKING_TEXT.convertOk)),
    );
    app.post(
      API.Player.RankingBuyPromoActivation,
      { schema: { tags, body: ZRankingIdBody, response: { 200: ZRankingConvertResponse } }, preValidation: auth, config: { rateLimit: perToken(30) } },
      async (req) => envelope(await service.buyPromo(user(req), req.body), RANKING_TEXT.cartOk),
    );
    // A guessed unique code is worth points or a bonus: a few tries a minute per session.
    app.get(
      API.Player.Redeem_PuntiRankingCodiceUnico,
      { schema: { tags, querystring: ZRankingCodeQuery, response: { 200: ZRankingRedeemResponse } }, preValidation: auth, config: { rateLimit: perToken(10) } },
      async (req) => envelope(await service.redeemCode(user(req), req.query.code), RANKING_TEXT.codeOk),
    );
  };
