import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from '@betsite/contract/zod';
import { ok } from '@betsite/contract/envelope';
import {
  ZBalanceResponse,
  ZBetsessionQuery,
  ZCheckAuthQuery,
  ZCheckAuthResponse,
  ZDeviceQuery,
  ZDeviceVerifyQuery,
  ZEmailQuery,
  ZLoginRequest,
  ZLoginResponse,
  ZRefreshTokenResponse,
  ZSaveClientSettingsRequest,
  ZSetEmailMobileVerifiedQuery,
  ZSimpleResponse,
  ZUnlockLoginQuery,
} from '@betsite/contract/session';
import type { AppDeps } from '../../deps.ts';
import { bearerToken, requireAuth } from '../../platform/auth.ts';
import { unauthorized } from '../../platform/errors.ts';
import { integerBodySerializer } from '../../platform/integer-body.ts';
import { SessionService } from './service.ts';
import { API } from '@betsite/contract/api-paths';

const tags = ['session'];
const strict = { max: 10, timeWindow: '1 minute' };

export const sessionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new SessionService(deps);
    const auth = requireAuth(deps.sessions);

    const login = async (req: { body: z.infer<typeof ZLoginRequest>; ip: string; headers: Record<string, unknown> }) =>
      service.login(req.body, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

    app.post(API.Account.LoginUser2FA, { schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } } }, login);
    app.post(API.Account.LoginUserSSO, { schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } } }, login);

    // A token handed over in the URL (?token=, from an app) is replaced: one seen in a URL does not stay valid.
    app.get(API.Account.CheckAuth, { schema: { tags, querystring: ZCheckAuthQuery, response: { 200: ZCheckAuthResponse } } }, async (req) =>
      req.query.token ? service.checkAuth(req.query.token, { rotate: true }) : service.checkAuth(bearerToken(req), { rotate: false }),
    );

    app.get(
      API.Account.RefreshToken,
      { schema: { tags, querystring: ZBetsessionQuery, response: { 200: ZRefreshTokenResponse } }, preHandler: auth },
      async (req) => {
        const a = req.auth!;
        if (a.sessionId !== req.query.betsession) throw unauthorized();
        // Rotation: the new token replaces the one presented, which stops working.
        return ok({ Token: await deps.sessions.sign(a) });
      },
    );

    // Only the session's own token ends it: a betsession id alone (it travels in URLs and bodies) is not enough.
    app.get(API.Account.LogoutUser, { schema: { tags, querystring: ZBetsessionQuery, response: { 200: ZSimpleResponse } }, preHandler: auth }, async (req) => {
      if (req.auth!.sessionId !== req.query.betsession) throw unauthorized();
      await deps.sessions.revoke(req.query.betsession, 'logout');
      return ok(null);
    });

    // The hottest authenticated call: its body is three integers, written by a plain serializer.
    const balanceBody = integerBodySerializer(['ErrorCode', 'saldo', 'prelevabile'] as const);
    app.get(
      API.Account.EL_RefreshBalance,
      { schema: { tags, response: { 200: ZBalanceResponse } }, serializerCompiler: balanceBody, compress: false, preHandler: auth },
      async (req) => {
        const b = await deps.balances.get(req.auth!.userId);
        return { ErrorCode: 0, saldo: b.saldo, prelevabile: b.prelevabile };
      },
    );

    app.post(
      API.Account.SaveClientSettings,
      { schema: { tags, body: ZSaveClientSettingsRequest, response: { 200: ZSimpleResponse } }, preHandler: auth },
      async (req) => service.saveClientSettings(req.auth!.userId, req.body.ClientSettings),
    );

    app.get(
      API.Account.sendAuthDeviceSMS,
      { schema: { tags, querystring: ZDeviceQuery, response: { 200: ZSimpleResponse } }, config: { rateLimit: strict } },
      async (req) => service.sendDeviceSms(req.query.player_device, req.ip),
    );
    app.get(
      API.Account.verifyAuthDeviceSMS,
      { schema: { tags, querystring: ZDeviceVerifyQuery, response: { 200: ZSimpleResponse } }, config: { rateLimit: strict } },
      async (req) => service.verifyDevice(req.query.player_device, req.query.code),
    );

    app.post(API.Account.AcceptTerms, { schema: { tags, response: { 200: ZSimpleResponse } }, preHandler: auth }, async (req) =>
      service.acceptTerms(req.auth!.userId),
    );

    app.get(
      API.Account.ResendEmailConfirmation,
      { schema: { tags, querystring: ZEmailQuery, response: { 200: ZSimpleResponse } }, config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
      async (req) => {
        const token = bearerToken(req);
        const ctx = token ? await deps.sessions.authenticate(token) : null;
        return service.resendEmailConfirmation(req.query.email, ctx?.userId ?? null, req.ip);
      },
    );

    // The link e-mailed when a username gets locked: opening it clears the lock (a page for people, JSON for clients).
    app.get(
      API.Account.UnlockLogin,
      { schema: { tags, querystring: ZUnlockLoginQuery, response: { 200: ZSimpleResponse } }, config: { rateLimit: strict } },
      async (req, reply) => {
        const res = await service.unlockLogin(req.query.username, req.query.code);
        if (String(req.headers.accept ?? '').includes('text/html')) return reply.redirect(`/account/login?sblocco=${res.ResponseCode === 0 ? 'ok' : 'errore'}`);
        return res;
      },
    );

    app.get(
      API.Account.SetEmailMobileVerified,
      { schema: { tags, querystring: ZSetEmailMobileVerifiedQuery }, config: { rateLimit: strict } },
      async (req, reply) => {
        const res = await service.setEmailMobileVerified(req.query.email, req.query.code, req.query.source);
        // A click from the e-mail lands on the status page rather than on raw JSON.
        if (String(req.headers.accept ?? '').includes('text/html')) {
          return reply.redirect(`/account/status?verified=${res.ResponseCode === 0 ? 'email' : 'error'}`);
        }
        return res;
      },
    );
  };
