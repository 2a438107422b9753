import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calls from '@betsite/contract/calls/confirmation';
import { CONFIRM_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { requireAuth } from '../../platform/auth.ts';
import type { Services } from '../../services.ts';

const tags = ['confirmation'];

/** ConfirmMobile (document 2 §7) and the call that sends its SMS code (path not shown there: designed here). */
export const confirmationRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.confirmation;
    const auth = requireAuth(deps.sessions);
    await callRoute(app, calls.SendConfirmMobile, { tags, preValidation: auth, rateLimit: { max: 5, timeWindow: '10 minutes' } }, async (req) =>
      envelope(await service.sendCode(req.auth!.userId), ({ maskedMobile }) => CONFIRM_TEXT.smsSent(maskedMobile)),
    );
    // The legacy { ErrorCode, ErrorMessage }, not the envelope (the definition's `envelope: false`).
    await callRoute(app, calls.ConfirmMobile, { tags, preValidation: auth, rateLimit: { max: 10, timeWindow: '1 minute' } }, async (req) =>
      (await service.confirm(req.auth!.userId, req.body.code))
        ? { ErrorCode: 0, ErrorMessage: CONFIRM_TEXT.mobileVerified }
        : { ErrorCode: -1, ErrorMessage: CONFIRM_TEXT.mobileFailed },
    );
  };
