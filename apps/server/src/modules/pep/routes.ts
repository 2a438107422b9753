import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import { PEP_TEXT, ZPepInfoResponse, ZSetPepInfoRequest, ZSetPepInfoResponse } from '@betsite/contract/pep';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

const tags = ['pep'];

/** PEP questionnaire calls (document 2 §7). */
export const pepRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.pep;
    const auth = requireAuth(deps.sessions);
    app.get(API.Account.EL_GetPepInfo, { schema: { tags, response: { 200: ZPepInfoResponse } }, preValidation: auth }, async () => ok(await service.info()));
    app.post(
      API.Account.EL_SetPepInfo,
      {
        schema: { tags, body: ZSetPepInfoRequest, response: { 200: ZSetPepInfoResponse } },
        preValidation: auth,
        config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (req) => req.headers.authorization ?? req.ip } },
      },
      async (req) => {
        await service.submit(req.auth!.userId, req.body);
        return ok(null, PEP_TEXT.success);
      },
    );
  };
