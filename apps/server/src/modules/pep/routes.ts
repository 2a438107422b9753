import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import { PEP_TEXT } from '@betsite/contract/pep';
import * as calls from '@betsite/contract/calls/pep';
import { callRoute } from '../../platform/call-route.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { perSession } from '../../platform/session-rate-limits.ts';
import type { Services } from '../../services.ts';

const tags = ['pep'];

/** PEP questionnaire calls (document 2 §7). */
export const pepRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.pep;
    const auth = requireAuth(deps.sessions);
    await callRoute(app, calls.EL_GetPepInfo, { tags, preValidation: auth }, async () => ok(await service.info()));
    await callRoute(app, calls.EL_SetPepInfo, { tags, preValidation: auth, rateLimit: perSession(20) }, async (req) => {
      await service.submit(req.auth!.userId, req.body);
      return ok(null, PEP_TEXT.success);
    });
  };
