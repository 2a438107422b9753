import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { RECOVERY_CODES } from '@betsite/contract/recovery';
import * as calls from '@betsite/contract/calls/recovery';
import { RECOVERY_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { Services } from '../../services.ts';

const tags = ['recovery'];

/**
 * The asking browser's recovery nonce: an HttpOnly cookie the question calls set (or keep) and the
 * answer calls send back. A question is answered only from the browser that asked it, so nobody
 * else can spend the owner's question, or the bot check the owner passed to open it.
 */
const ASKER_COOKIE = 'betsite_recovery';
const ASKER_COOKIE_SECONDS = 24 * 3600;
const ASKER_PATTERN = new RegExp(`(?:^|;\\s*)${ASKER_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);
export const heldAsker = (cookie: string | undefined): string | null => (cookie?.includes(ASKER_COOKIE) ? (ASKER_PATTERN.exec(cookie)?.[1] ?? null) : null);
/** Per-address request limits on top of the per-e-mail and per-address answer counters in the DB. */
const questionLimit = { max: 20, timeWindow: '1 minute' };
const answerLimit = { max: 10, timeWindow: '1 minute' };

/** GetDomande, GetSecurityQuestion, RecuperoPass, RecuperoUser (document 1 §7, document 2 §7). */
export const recoveryRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.recovery;
    const secure = deps.config.NODE_ENV === 'production';
    /** The request's nonce, or a new one; the cookie is (re)set either way so it lives a day from the last question. */
    const askerOf = (req: FastifyRequest, reply: FastifyReply): string => {
      const asker = heldAsker(req.headers.cookie) ?? randomBytes(32).toString('base64url');
      reply.header(
        'set-cookie',
        `${ASKER_COOKIE}=${asker}; Path=/api/Account; Max-Age=${ASKER_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
      );
      return asker;
    };

    // The SOAP-style { returnCodeField, … } of document 1 §7, not the envelope (the definition's `envelope: false`).
    await callRoute(app, calls.GetDomande, { tags, rateLimit: questionLimit }, async (req, reply) => {
      const q = await service.question(req.query.email, req.ip, askerOf(req, reply), req.query.recaptcha);
      return q.kind === 'question'
        ? { returnCodeField: 0, returnDescriptionField: RECOVERY_TEXT.questionFound, securityquestionField: { idField: q.id, questionField: q.question } }
        : { returnCodeField: RECOVERY_CODES.TOO_MANY_ATTEMPTS, returnDescriptionField: q.message, securityquestionField: null };
    });

    await callRoute(app, calls.GetSecurityQuestion, { tags, rateLimit: questionLimit }, async (req, reply) => {
      const q = await service.question(req.body.Value, req.ip, askerOf(req, reply), req.body.Recaptcha);
      return q.kind === 'question' ? ok({ id: q.id, question: q.question }) : fail(RECOVERY_CODES.TOO_MANY_ATTEMPTS, q.message);
    });

    await callRoute(app, calls.RecuperoPass, { tags, rateLimit: answerLimit }, async (req) => {
      const r = await service.recover('password', req.body.email, req.body.security, req.ip, heldAsker(req.headers.cookie));
      return r.code === 0 ? ok(null, r.message) : fail(r.code, r.message);
    });

    await callRoute(app, calls.RecuperoUser, { tags, rateLimit: answerLimit }, async (req) => {
      const r = await service.recover('username', req.body.email, req.body.security, req.ip, heldAsker(req.headers.cookie));
      return r.code === 0 ? ok(null, r.message) : fail(r.code, r.message);
    });
  };
