import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZConfirmMobileRequest, ZConfirmMobileResponse, ZSendConfirmMobileResponse } from '@betsite/contract/confirmation';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { ConfirmationService } from './service.ts';
import { API } from '@betsite/contract/api-paths';

const tags = ['confirmation'];

/** ConfirmMobile (document 2 §7) and the call that sends its SMS code (path not shown there: designed here). */
export const confirmationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new ConfirmationService(deps);
    const auth = requireAuth(deps.sessions);
    app.post(
      API.Account.SendConfirmMobile,
      { schema: { tags, response: { 200: ZSendConfirmMobileResponse } }, preHandler: auth, config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
      async (req) => service.sendCode(req.auth!.userId),
    );
    app.post(
      API.Account.ConfirmMobile,
      {
        schema: { tags, body: ZConfirmMobileRequest, response: { 200: ZConfirmMobileResponse } },
        preHandler: auth,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (req) => service.confirm(req.auth!.userId, req.body.code),
    );
  };
