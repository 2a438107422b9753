import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLimitazioniResponse,
  ZSaveEsclusioneRequest,
  ZSaveEsclusioneResponse,
  ZSaveLimitazioneRequest,
  ZSaveLimitazioneResponse,
  ZTipiAutoesclusioneResponse,
} from '@betsite/contract/responsible-gaming';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { ResponsibleGamingService } from './service.ts';
import { API } from '@betsite/contract/api-paths';

const tags = ['responsible-gaming'];
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
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new ResponsibleGamingService(deps);
    const auth = requireAuth(deps.sessions);

    app.get(API.Account.EL_GetLimitazioniDeposito, { schema: { tags, response: { 200: ZLimitazioniResponse } }, preHandler: auth }, async (req) =>
      service.limits(req.auth!.userId),
    );
    app.post(
      API.Account.SaveLimitazione,
      { schema: { tags, body: ZSaveLimitazioneRequest, response: { 200: ZSaveLimitazioneResponse } }, preHandler: auth, config: saveLimit },
      async (req) => service.saveLimit(req.auth!.userId, req.body),
    );
    app.get(API.Account.GetTipiAutoesclusioneTrasversale, { schema: { tags, response: { 200: ZTipiAutoesclusioneResponse } }, preHandler: auth }, async (req) =>
      service.exclusionTypes(req.auth!.userId),
    );
    app.post(
      API.Account.SaveEsclusione,
      { schema: { tags, body: ZSaveEsclusioneRequest, response: { 200: ZSaveEsclusioneResponse } }, preHandler: auth, config: saveLimit },
      async (req) => service.saveExclusion(req.auth!.userId, req.body),
    );
  };
