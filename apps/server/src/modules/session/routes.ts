import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { LOGIN_CODES, ZSetEmailMobileVerifiedQuery, ZSimpleResponse, ZUnlockLoginQuery, type TLoginData } from '@betsite/contract/session';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import * as calls from '@betsite/contract/calls/session';
import * as playerCalls from '@betsite/contract/calls/player-session';
import * as checkCalls from '@betsite/contract/calls/session-check';
import type { AppDeps } from '../../deps.ts';
import { envelope, isRefusal, type Outcome } from '../../platform/outcome.ts';
import { callRoute, type CallRequest } from '../../platform/call-route.ts';
import { bearerToken, requireAuth } from '../../platform/auth.ts';
import { unauthorized } from '../../platform/errors.ts';
import { integerBodySerializer } from '../../platform/integer-body.ts';
import { perSession } from '../../platform/session-rate-limits.ts';
import type { PlayerBalance } from '../wallet/ledger.ts';
import { type LoggedIn, type LoginNotice } from './service.ts';
import { readClientSettings } from './client-settings-reader.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

const tags = ['session'];
const strict = { max: 10, timeWindow: '1 minute' };

/** The legacy codes of a login that succeeded with something to tell the player (document 1 §4). */
const LOGIN_NOTICE: Record<LoginNotice, { code: number; text: string }> = {
  inactive: { code: LOGIN_CODES.OK_INACTIVE, text: SESSION_TEXT.inactiveAccount },
  depositLimitRequired: { code: LOGIN_CODES.OK_DEPOSIT_LIMIT_REQUIRED, text: SESSION_TEXT.depositLimitRequired },
  otherSessionsClosed: { code: LOGIN_CODES.OK_OTHER_SESSIONS_CLOSED, text: SESSION_TEXT.otherSessionsClosed },
};
export function loginEnvelope(outcome: Outcome<LoggedIn, TLoginData>) {
  if (isRefusal(outcome)) return fail(outcome.code, outcome.message, outcome.detail);
  const notice = outcome.notice && LOGIN_NOTICE[outcome.notice];
  return notice ? fail(notice.code, notice.text, outcome.data) : ok(outcome.data);
}

export const sessionRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.session;
    const auth = requireAuth(deps.sessions);
    // Renewal is the one session call the back office makes too: any live session renews itself.
    const anySession = requireAuth(deps.sessions, 'either');

    const login = async (req: CallRequest<typeof calls.LoginUser2FA>) =>
      loginEnvelope(await service.login(req.body, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') }));

    await callRoute(app, calls.LoginUser2FA, { tags }, login);
    await callRoute(app, calls.LoginUserSSO, { tags }, login);

    // A token handed over in the URL (?token=, from an app) is replaced: one seen in a URL does not stay valid.
    await callRoute(app, checkCalls.CheckAuth, { tags }, async (req) =>
      req.query.token ? service.checkAuth(req.query.token, { rotate: true }) : service.checkAuth(bearerToken(req), { rotate: false }),
    );

    await callRoute(app, playerCalls.RefreshToken, { tags, preValidation: anySession }, async (req) => {
      const a = req.auth!;
      if (a.sessionId !== req.query.betsession) throw unauthorized();
      // Rotation: the new token replaces the one presented, which stops working.
      return ok({ Token: await deps.sessions.sign(a) });
    });

    // Only the session's own token ends it: a betsession id alone (it travels in URLs and bodies) is not enough.
    await callRoute(app, playerCalls.LogoutUser, { tags, preValidation: auth }, async (req) => {
      if (req.auth!.sessionId !== req.query.betsession) throw unauthorized();
      await deps.sessions.revoke(req.query.betsession, 'logout');
      return ok(null);
    });

    // The hottest authenticated call: its body is five integers, written by a plain serializer.
    const balanceBody = integerBodySerializer(['ErrorCode', 'saldo', 'prelevabile', 'debito', 'contestato'] as const);
    await callRoute(
      app,
      checkCalls.EL_RefreshBalance,
      { tags, serializerCompiler: balanceBody, compress: false, preValidation: auth },
      // Not async: a balance this process already holds is answered without a promise (fastify sends
      // a plain return value), and only a cache miss waits for the database.
      (req) => {
        const userId = req.auth!.userId;
        const answer = (b: PlayerBalance) => ({ ErrorCode: 0, saldo: b.saldo, prelevabile: b.prelevabile, debito: b.debito, contestato: b.contestato });
        const cached = deps.balances.peek(userId);
        return cached ? answer(cached) : deps.balances.get(userId).then(answer);
      },
    );

    // The web saves 10 s after the last change, and on leaving a page or logging out: a few a minute
    // per tab. 30 a minute per session leaves several busy tabs far below it; every save past it
    // rewrites a document of up to 512 KB for nothing.
    await callRoute(app, playerCalls.SaveClientSettings, { tags, preValidation: auth, rateLimit: perSession(30) }, async (req) => {
      const { settings, dropped } = readClientSettings(req.body.ClientSettings);
      if (dropped.length > 0)
        req.log.warn({ userId: req.auth!.userId, dropped: dropped.slice(0, 20) }, 'client settings: unreadable parts dropped, the rest saved');
      await service.saveClientSettings(req.auth!.userId, settings);
      return ok(null);
    });

    await callRoute(app, calls.SendAuthDeviceSMS, { tags, rateLimit: strict }, async (req) =>
      envelope(
        await service.sendDeviceSms(req.query.player_device, req.ip),
        ({ maskedMobile }) => SESSION_TEXT.deviceSmsSent(maskedMobile),
        () => null,
      ),
    );
    await callRoute(app, calls.VerifyAuthDeviceSMS, { tags, rateLimit: strict }, async (req) =>
      envelope(await service.verifyDevice(req.query.player_device, req.query.code), SESSION_TEXT.codeVerifiedText),
    );

    await callRoute(app, playerCalls.AcceptTerms, { tags, preValidation: auth }, async (req) =>
      envelope(await service.acceptTerms(req.auth!.userId), SESSION_TEXT.termsAccepted),
    );

    await callRoute(app, playerCalls.ResendEmailConfirmation, { tags, rateLimit: { max: 5, timeWindow: '10 minutes' } }, async (req) => {
      const token = bearerToken(req);
      const ctx = token ? await deps.sessions.authenticate(token, 'player') : null;
      await service.resendEmailConfirmation(req.query.email, ctx?.userId ?? null, req.ip);
      return ok(null, SESSION_TEXT.emailSent);
    });

    // The link e-mailed when a username gets locked: opening it clears the lock (a page for people, JSON for clients).
    app.get(
      API.Account.UnlockLogin,
      { schema: { tags, querystring: ZUnlockLoginQuery, response: { 200: ZSimpleResponse } }, config: { rateLimit: strict } },
      async (req, reply) => {
        const res = envelope(await service.unlockLogin(req.query.username, req.query.code), SESSION_TEXT.unlocked);
        if (String(req.headers.accept ?? '').includes('text/html')) return reply.redirect(`/account/login?sblocco=${res.ResponseCode === 0 ? 'ok' : 'errore'}`);
        return res;
      },
    );

    app.get(
      API.Account.SetEmailMobileVerified,
      { schema: { tags, querystring: ZSetEmailMobileVerifiedQuery }, config: { rateLimit: strict } },
      async (req, reply) => {
        const res = envelope(
          await service.setEmailMobileVerified(req.query.email, req.query.code, req.query.source),
          req.query.source === 'email' ? 'Indirizzo email verificato con successo' : 'Cellulare verificato con successo',
        );
        // A click from the e-mail lands on the status page rather than on raw JSON.
        if (String(req.headers.accept ?? '').includes('text/html')) {
          return reply.redirect(`/account/status?verified=${res.ResponseCode === 0 ? 'email' : 'error'}`);
        }
        return res;
      },
    );
  };
