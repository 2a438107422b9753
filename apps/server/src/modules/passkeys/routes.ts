import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import {
  ZAddPasskeyOptionsRequest,
  ZAddPasskeyOptionsResponse,
  ZAddPasskeyRequest,
  ZAddPasskeyResponse,
  ZPasskeyListResponse,
  ZRemovePasskeyRequest,
} from '@betsite/contract/passkeys';
import { ZSimpleResponse } from '@betsite/contract/session';
import * as sessionCalls from '@betsite/contract/calls/session';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import { API } from '@betsite/contract/api-paths';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { loginEnvelope } from '../session/routes.ts';
import type { Services } from '../../services.ts';

const tags = ['passkeys'];
/** Calls that check secrets or spend challenges: a tight per-address limit. */
const strict = { max: 10, timeWindow: '1 minute' };
/** The login page asks for options whenever 'Accedi con passkey' is pressed. */
const loginLimit = { max: 20, timeWindow: '1 minute' };

/** Passkeys (issue 38, docs/api-session.md "Passkey"). */
export const passkeyRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireAuth(deps.sessions);
    const passkeys = services.passkeys;

    app.get(API.Account.GetPasskeys, { schema: { tags, response: { 200: ZPasskeyListResponse } }, preValidation: auth }, async (req) =>
      ok(await passkeys.list(req.auth!.userId)),
    );
    app.post(
      API.Account.AddPasskeyOptions,
      { schema: { tags, body: ZAddPasskeyOptionsRequest, response: { 200: ZAddPasskeyOptionsResponse } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await passkeys.addOptions(req.auth!.userId, req.body)),
    );
    app.post(
      API.Account.AddPasskey,
      { schema: { tags, body: ZAddPasskeyRequest, response: { 200: ZAddPasskeyResponse } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await passkeys.add(req.auth!.userId, req.body.name, req.body.credential), PASSKEY_TEXT.added),
    );
    app.post(
      API.Account.RemovePasskey,
      { schema: { tags, body: ZRemovePasskeyRequest, response: { 200: ZSimpleResponse } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await passkeys.remove(req.auth!.userId, req.body.id, req.body), PASSKEY_TEXT.removed),
    );

    // The login's two passkey calls belong to the session group of the contract.
    await callRoute(app, sessionCalls.LoginPasskeyOptions, { tags, rateLimit: loginLimit }, async (req) =>
      ok({ ...(await passkeys.loginOptions(req.body.username)) }),
    );
    await callRoute(app, sessionCalls.LoginUserPasskey, { tags, rateLimit: loginLimit }, async (req) =>
      loginEnvelope(await passkeys.login(req.body.credential, req.body.token, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') })),
    );
  };
