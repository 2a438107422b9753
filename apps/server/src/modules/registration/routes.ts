import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { DOCUMENT_TYPES, ZIdNameListResponse } from '@betsite/contract/registration';
import * as calls from '@betsite/contract/calls/registration';
import type { AppDeps } from '../../deps.ts';
import { envelope, isRefusal } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { DEFAULT_NEWSLETTERS, DOCUMENT_ISSUERS, DOCUMENT_STATES } from './catalogues.ts';
import { type RegisterEndpoint } from './service.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

const tags = ['registration'];

/**
 * The account number of the attempt VerifyRegister last opened for this browser, in an HttpOnly
 * cookie sent back only to VerifyRegister: what ties a -200 to the client that verified the OTPs (the
 * legacy body carries no account number). A client without it is sent the codes again.
 */
const ATTEMPT_COOKIE = 'betsite_reg_attempt';
const ATTEMPT_COOKIE_SECONDS = 24 * 3600;
export function heldAttempt(cookie: string | undefined): string | null {
  if (!cookie || !cookie.includes(ATTEMPT_COOKIE)) return null;
  return new RegExp(`(?:^|;\\s*)${ATTEMPT_COOKIE}=(\\d{1,20})(?:;|$)`).exec(cookie)?.[1] ?? null;
}
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
    const limited = { tags, rateLimit: strict };

    const secure = deps.config.NODE_ENV === 'production';
    await callRoute(app, calls.VerifyRegister, limited, async (req, reply) => {
      const start = await service.verifyRegister(req.body, { ...meta(req), heldAttempt: heldAttempt(req.headers.cookie) });
      if (isRefusal(start)) return fail(start.code, start.message);
      reply.header(
        'set-cookie',
        `${ATTEMPT_COOKIE}=${start.numConto}; Path=${calls.VerifyRegister.path}; Max-Age=${ATTEMPT_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
      );
      return { ResponseCode: start.code, ResponseMessage: null, ResponseData: { numConto: start.numConto } };
    });

    await callRoute(app, calls.PreRegister, limited, async (req) => envelope(await preRegistrations.preRegister(req.body)));
    await callRoute(app, calls.GetPreRegistration, limited, async (req) => envelope(await preRegistrations.preRegistration(req.query.id)));

    await callRoute(app, calls.VerifyOtpCode, limited, async (req) =>
      envelope(await otps.verify(req.query.numConto, req.query.codice, req.query.type as 1 | 2), REG_TEXT.otpVerified),
    );
    await callRoute(app, calls.ResendOtpCode, { tags, rateLimit: { max: 5, timeWindow: '10 minutes' } }, async (req) =>
      envelope(await otps.resend(req.query.numConto, req.query.type as 1 | 2, req.ip)),
    );

    // The wizard's availability checks (document 2 §4): the same shape, each with its own per-address budget.
    await callRoute(app, calls.CheckCodiceFiscale, { tags, rateLimit: { max: 20, timeWindow: '1 minute' } }, async (req) =>
      envelope(await service.checkCodiceFiscale(req.query.codiceFiscale, req.query.recaptcha, req.ip)),
    );
    await callRoute(app, calls.CheckUsername, { tags, rateLimit: { max: 60, timeWindow: '1 minute' } }, async (req) =>
      envelope(await service.checkUsername(req.query.username, req.query.recaptcha, req.ip)),
    );

    // The three register calls: which one the client uses depends on modules and an account number (document 2 §4).
    const register = (endpoint: RegisterEndpoint) =>
      callRoute(app, calls[endpoint], limited, async (req) => envelope(await service.register(req.body, endpoint, meta(req)), REG_TEXT.registered));
    for (const endpoint of ['Register', 'RegisterUser', 'RegisterMulti'] as const) await register(endpoint);

    await callRoute(app, calls.GetDefaultNewsletter, { tags }, async () => ok({ tipiNewsLetterField: DEFAULT_NEWSLETTERS }));
    await callRoute(app, calls.GetTipiDocumenti, { tags }, async () => ok(DOCUMENT_TYPES.map((d) => ({ ...d }))));
    await callRoute(app, calls.GetEmittenteDocumento, { tags }, async () => ok(DOCUMENT_ISSUERS));
    // Not a contract call (the wizard does not ask for it): written by hand.
    app.get(API.Account.GetTipiStatoDocumenti, { schema: { tags, response: { 200: ZIdNameListResponse } } }, async () => ok(DOCUMENT_STATES));
  };
