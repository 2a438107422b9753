import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import {
  RECOVERY_CODES,
  ZGetDomandeQuery,
  ZGetDomandeResponse,
  ZGetSecurityQuestionRequest,
  ZGetSecurityQuestionResponse,
  ZRecoveryResponse,
  ZRecuperoPassRequest,
  ZRecuperoUserRequest,
} from '@betsite/contract/recovery';
import { RECOVERY_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

const tags = ['recovery'];
/** Per-address request limits on top of the per-e-mail and per-address answer counters in the DB. */
const questionLimit = { max: 20, timeWindow: '1 minute' };
const answerLimit = { max: 10, timeWindow: '1 minute' };

/** GetDomande, GetSecurityQuestion, RecuperoPass, RecuperoUser (document 1 §7, document 2 §7). */
export const recoveryRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.recovery;

    app.get(
      API.Account.GetDomande,
      { schema: { tags, querystring: ZGetDomandeQuery, response: { 200: ZGetDomandeResponse } }, config: { rateLimit: questionLimit } },
      async (req) => {
        const q = await service.question(req.query.email, req.ip, req.query.recaptcha);
        return q.kind === 'question'
          ? { returnCodeField: 0, returnDescriptionField: RECOVERY_TEXT.questionFound, securityquestionField: { idField: q.id, questionField: q.question } }
          : { returnCodeField: RECOVERY_CODES.TOO_MANY_ATTEMPTS, returnDescriptionField: q.message, securityquestionField: null };
      },
    );

    app.post(
      API.Account.GetSecurityQuestion,
      { schema: { tags, body: ZGetSecurityQuestionRequest, response: { 200: ZGetSecurityQuestionResponse } }, config: { rateLimit: questionLimit } },
      async (req) => {
        const q = await service.question(req.body.Value, req.ip, req.body.Recaptcha);
        return q.kind === 'question' ? ok({ id: q.id, question: q.question }) : fail(RECOVERY_CODES.TOO_MANY_ATTEMPTS, q.message);
      },
    );

    app.post(
      API.Account.RecuperoPass,
      { schema: { tags, body: ZRecuperoPassRequest, response: { 200: ZRecoveryResponse } }, config: { rateLimit: answerLimit } },
      async (req) => {
        const r = await service.recover('password', req.body.email, req.body.security, req.ip);
        return r.code === 0 ? ok(null, r.message) : fail(r.code, r.message);
      },
    );

    app.post(
      API.Account.RecuperoUser,
      { schema: { tags, body: ZRecuperoUserRequest, response: { 200: ZRecoveryResponse } }, config: { rateLimit: answerLimit } },
      async (req) => {
        const r = await service.recover('username', req.body.email, req.body.security, req.ip);
        return r.code === 0 ? ok(null, r.message) : fail(r.code, r.message);
      },
    );
  };
