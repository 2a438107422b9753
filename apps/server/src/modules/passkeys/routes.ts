import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import * as calls from '@betsite/contract/calls/profile';
import * as sessionCalls from '@betsite/contract/calls/session';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
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

    const limited = { tags, preValidation: auth, rateLimit: strict };
    await callRoute(app, calls.GetPasskeys, { tags, preValidation: auth }, async (req) => ok(await passkeys.list(req.auth!.userId)));
    await callRoute(app, calls.AddPasskeyOptions, limited, async (req) => envelope(await passkeys.addOptions(req.auth!.userId, req.body, req.ip)));
    await callRoute(app, calls.AddPasskey, limited, async (req) =>
      envelope(await passkeys.add(req.auth!.userId, req.body.name, req.body.credential), PASSKEY_TEXT.added),
    );
    await callRoute(app, calls.RemovePasskey, limited, async (req) =>
      envelope(await passkeys.remove(req.auth!.userId, req.body.id, req.body, req.ip), PASSKEY_TEXT.removed),
    );

    // The login's two passkey calls belong to the session group of the contract.
    await callRoute(app, sessionCalls.LoginPasskeyOptions, { tags, rateLimit: loginLimit }, async (req) =>
      ok({ ...(await passkeys.loginOptions(req.body.username)) }),
    );
    await callRoute(app, sessionCalls.LoginUserPasskey, { tags, rateLimit: loginLimit }, async (req) =>
      loginEnvelope(await passkeys.login(req.body.credential, req.body.token, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') })),
    );
  };
