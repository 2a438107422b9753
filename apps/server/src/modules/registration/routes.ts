import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import {
  DOCUMENT_TYPES,
  ZCheckCodiceFiscaleQuery,
  ZCheckUsernameQuery,
  ZIdNameListResponse,
  ZNewsletterResponse,
  ZPreRegisterRequest,
  ZPreRegisterResponse,
  ZPreRegistrationQuery,
  ZPreRegistrationResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendOtpQuery,
  ZSimpleEnvelope,
  ZVerifyOtpQuery,
  ZVerifyRegisterRequest,
  ZVerifyRegisterResponse,
} from '@betsite/contract/registration';
import type { AppDeps } from '../../deps.ts';
import { envelope, isRefusal, type Outcome } from '../../platform/outcome.ts';
import type { z } from '@betsite/contract/zod';
import { DEFAULT_NEWSLETTERS, DOCUMENT_ISSUERS, DOCUMENT_STATES } from './catalogues.ts';
import { type RegisterEndpoint } from './service.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

const tags = ['registration'];
/** Registration calls that send messages or create accounts: a tight per-address limit. */
const strict = { max: 20, timeWindow: '1 minute' };

export const registrationRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.registration;
    const otps = services.registrationOtps;
    const preRegistrations = services.preRegistrations;
    const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
    });

    app.post(
      API.Account.VerifyRegister,
      {
        schema: {
          tags,
          body: ZVerifyRegisterRequest,
          response: { 200: ZVerifyRegisterResponse },
        },
        config: { rateLimit: strict },
      },
      async (req) => {
        const start = await service.verifyRegister(req.body, meta(req));
        if (isRefusal(start)) return fail(start.code, start.message);
        return { ResponseCode: start.code, ResponseMessage: null, ResponseData: { numConto: start.numConto } };
      },
    );

    app.post(
      API.Account.PreRegister,
      {
        schema: {
          tags,
          body: ZPreRegisterRequest,
          response: { 200: ZPreRegisterResponse },
        },
        config: { rateLimit: strict },
      },
      async (req) => envelope(await preRegistrations.preRegister(req.body)),
    );

    app.get(
      API.Account.GetPreRegistration,
      {
        schema: {
          tags,
          querystring: ZPreRegistrationQuery,
          response: { 200: ZPreRegistrationResponse },
        },
        config: { rateLimit: strict },
      },
      async (req) => envelope(await preRegistrations.preRegistration(req.query.id)),
    );

    app.get(
      API.Account.VerifyOtpCode,
      {
        schema: {
          tags,
          querystring: ZVerifyOtpQuery,
          response: { 200: ZSimpleEnvelope },
        },
        config: { rateLimit: strict },
      },
      async (req) => envelope(await otps.verify(req.query.numConto, req.query.codice, req.query.type as 1 | 2), REG_TEXT.otpVerified),
    );
    app.get(
      API.Account.ResendOtpCode,
      {
        schema: {
          tags,
          querystring: ZResendOtpQuery,
          response: { 200: ZSimpleEnvelope },
        },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (req) => envelope(await otps.resend(req.query.numConto, req.query.type as 1 | 2, req.ip)),
    );

    /** The wizard's availability checks (document 2 §4): the same shape, each with its own per-address budget. */
    const availabilityCheck = <Q extends z.ZodType>(
      path: string,
      querystring: Q,
      perMinute: number,
      check: (query: z.infer<Q>, ip: string) => Promise<Outcome<unknown>>,
    ) =>
      app.get(
        path,
        { schema: { tags, querystring, response: { 200: ZSimpleEnvelope } }, config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } },
        async (req) => envelope(await check(req.query as z.infer<Q>, req.ip)),
      );
    availabilityCheck(API.Account.CheckCodiceFiscale, ZCheckCodiceFiscaleQuery, 20, (q, ip) => service.checkCodiceFiscale(q.codiceFiscale, q.recaptcha, ip));
    availabilityCheck(API.Account.CheckUsername, ZCheckUsernameQuery, 60, (q, ip) => service.checkUsername(q.username, q.recaptcha, ip));

    // The three register calls: which one the client uses depends on modules and an account number (document 2 §4).
    for (const endpoint of ['Register', 'RegisterUser', 'RegisterMulti'] as RegisterEndpoint[]) {
      app.post(
        API.Account[endpoint],
        {
          schema: {
            tags,
            body: ZRegisterRequest,
            response: { 200: ZRegisterResponse },
          },
          config: { rateLimit: strict },
        },
        async (req) => envelope(await service.register(req.body, endpoint, meta(req)), REG_TEXT.registered),
      );
    }

    app.get(API.Account.GetDefaultNewsletter, { schema: { tags, response: { 200: ZNewsletterResponse } } }, async () =>
      ok({ tipiNewsLetterField: DEFAULT_NEWSLETTERS }),
    );
    app.get(API.Account.GetTipiDocumenti, { schema: { tags, response: { 200: ZIdNameListResponse } } }, async () => ok(DOCUMENT_TYPES.map((d) => ({ ...d }))));
    app.get(API.Account.GetEmittenteDocumento, { schema: { tags, response: { 200: ZIdNameListResponse } } }, async () => ok(DOCUMENT_ISSUERS));
    app.get(API.Account.GetTipiStatoDocumenti, { schema: { tags, response: { 200: ZIdNameListResponse } } }, async () => ok(DOCUMENT_STATES));
  };
