import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { RECOVERY_CODES } from '@betsite/contract/recovery';
import * as calls from '@betsite/contract/calls/recovery';
import { RECOVERY_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { callRoute } from '../../platform/call-route.ts';
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

    // The SOAP-style { returnCodeField, … } of document 1 §7, not the envelope (the definition's `envelope: false`).
    await callRoute(app, calls.GetDomande, { tags, rateLimit: questionLimit }, async (req) => {
      const q = await service.question(req.query.email, req.ip, req.query.recaptcha);
      return q.kind === 'question'
        ? { returnCodeField: 0, returnDescriptionField: RECOVERY_TEXT.questionFound, securityquestionField: { idField: q.id, questionField: q.question } }
        : { returnCodeField: RECOVERY_CODES.TOO_MANY_ATTEMPTS, returnDescriptionField: q.message, securityquestionField: null };
    });

    await callRoute(app, calls.GetSecurityQuestion, { tags, rateLimit: questionLimit }, async (req) => {
      const q = await service.question(req.body.Value, req.ip, req.body.Recaptcha);
      return q.kind === 'question' ? ok({ id: q.id, question: q.question }) : fail(RECOVERY_CODES.TOO_MANY_ATTEMPTS, q.message);
    });

    await callRoute(app, calls.RecuperoPass, { tags, rateLimit: answerLimit }, async (req) => {
      const r = await service.recover('password', req.body.email, req.body.security, req.ip);
      return r.code === 0 ? ok(null, r.message) : fail(r.code, r.message);
    });

    await callRoute(app, calls.RecuperoUser, { tags, rateLimit: answerLimit }, async (req) => {
      const r = await service.recover('username', req.body.email, req.body.security, req.ip);
      return r.code === 0 ? ok(null, r.message) : fail(r.code, r.message);
    });
  };
