import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLimitazioniResponse,
  ZSaveEsclusioneRequest,
  ZSaveEsclusioneResponse,
  ZSaveLimitazioneRequest,
  ZSaveLimitazioneResponse,
} from '@betsite/contract/responsible-gaming';
import type { AppDeps } from '../../deps.ts';
import { ok } from '@betsite/contract/envelope';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import * as rgCalls from '@betsite/contract/calls/responsible-gaming';
import * as realityCalls from '@betsite/contract/calls/reality-check';
import {
  FIRST_ACCESS_TEXT,
  ZCompletaPrimoAccessoRequest,
  ZCompletaPrimoAccessoResponse,
  ZLimitiGiocoResponse,
  ZPrimoAccessoResponse,
  ZSaveLimiteGiocoRequest,
  ZSaveLimiteGiocoResponse,
} from '@betsite/contract/play-limits';
import { API } from '@betsite/contract/api-paths';
import { REALITY_CHECK_TEXT, ZAndamentoQuery, ZAndamentoResponse, ZPromemoriaResponse, ZSavePromemoriaRequest } from '@betsite/contract/play-insights';
import { insights } from './insights.ts';
import type { Services } from '../../services.ts';

const tags = ['responsible-gaming'];
const itDate = (d: Date) => d.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });
/** Saving is rare by nature; this only stops a client hammering the calls. */
const saveLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (req: { headers: { authorization?: string }; ip: string }) => req.headers.authorization ?? req.ip,
  },
};

/** Responsible-gaming calls (document 2 §7). */
export const responsibleGamingRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.responsibleGaming;
    const auth = requireAuth(deps.sessions);
    const play = services.playLimits;
    const firstAccess = services.firstAccess;
    const reality = services.realityCheck;

    app.get(API.Account.EL_GetLimitazioniDeposito, { schema: { tags, response: { 200: ZLimitazioniResponse } }, preValidation: auth }, async (req) =>
      ok(await service.limits(req.auth!.userId)),
    );
    app.post(
      API.Account.SaveLimitazione,
      { schema: { tags, body: ZSaveLimitazioneRequest, response: { 200: ZSaveLimitazioneResponse } }, preValidation: auth, config: saveLimit },
      async (req) =>
        envelope(
          await service.saveLimit(req.auth!.userId, req.body),
          ({ raiseFrom }) => (raiseFrom ? RG_TEXT.increasePending(itDate(raiseFrom)) : RG_TEXT.saved),
          ({ limit }) => limit,
        ),
    );
    app.get(API.Account.GetLimitiGioco, { schema: { tags, response: { 200: ZLimitiGiocoResponse } }, preValidation: auth }, async (req) =>
      ok(await play.limits(req.auth!.userId)),
    );
    app.post(
      API.Account.SaveLimiteGioco,
      { schema: { tags, body: ZSaveLimiteGiocoRequest, response: { 200: ZSaveLimiteGiocoResponse } }, preValidation: auth, config: saveLimit },
      async (req) =>
        envelope(
          await play.save(req.auth!.userId, req.body),
          ({ raiseFrom }) => (raiseFrom ? RG_TEXT.increasePending(itDate(raiseFrom)) : RG_TEXT.saved),
          ({ limit }) => limit,
        ),
    );
    app.get(API.Account.GetPrimoAccesso, { schema: { tags, response: { 200: ZPrimoAccessoResponse } }, preValidation: auth }, async (req) =>
      ok(await firstAccess.status(req.auth!.userId)),
    );
    app.post(
      API.Account.CompletaPrimoAccesso,
      { schema: { tags, body: ZCompletaPrimoAccessoRequest, response: { 200: ZCompletaPrimoAccessoResponse } }, preValidation: auth, config: saveLimit },
      async (req) => {
        await firstAccess.complete(req.auth!.userId, req.body);
        return ok(null, FIRST_ACCESS_TEXT.done);
      },
    );
    await callRoute(app, realityCalls.GetPromemoriaSessione, { tags, preValidation: auth }, async (req) =>
      ok(await reality.status(req.auth!.userId, req.auth!.sessionId)),
    );
    app.post(
      API.Account.SavePromemoriaSessione,
      { schema: { tags, body: ZSavePromemoriaRequest, response: { 200: ZPromemoriaResponse } }, preValidation: auth, config: saveLimit },
      async (req) => {
        const data = await reality.save(req.auth!.userId, req.auth!.sessionId, req.body.minuti);
        return ok(data, REALITY_CHECK_TEXT.saved(data.minuti));
      },
    );
    await callRoute(app, realityCalls.ContinuaPromemoriaSessione, { tags, preValidation: auth, rateLimit: saveLimit.rateLimit }, async (req) =>
      envelope(await reality.proceed(req.auth!.userId, req.auth!.sessionId)),
    );
    app.get(
      API.Account.GetAndamentoGioco,
      { schema: { tags, querystring: ZAndamentoQuery, response: { 200: ZAndamentoResponse } }, preValidation: auth },
      async (req) => ok(await insights(deps, req.auth!.userId, req.query.periodo)),
    );
    await callRoute(app, rgCalls.GetTipiAutoesclusioneTrasversale, { tags, preValidation: auth }, async (req) =>
      ok(await service.exclusionTypes(req.auth!.userId)),
    );
    app.post(
      API.Account.SaveEsclusione,
      { schema: { tags, body: ZSaveEsclusioneRequest, response: { 200: ZSaveEsclusioneResponse } }, preValidation: auth, config: saveLimit },
      async (req) => envelope(await service.saveExclusion(req.auth!.userId, req.body), RG_TEXT.exclusionSaved),
    );
  };
