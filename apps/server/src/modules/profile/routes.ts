import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActivateTwoFactorRequest,
  ZActivateTwoFactorResponse,
  ZAnagraficaResponse,
  ZChangePasswordRequest,
  ZDeactivateTwoFactorRequest,
  ZSimpleEnvelope,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
  ZVerifyTwoFactorRequest,
} from '@betsite/contract/profile';
import type { AppDeps } from '../../app.ts';
import { requireAuth } from '../../platform/auth.ts';
import { FieldError } from '../registration/service.ts';
import { changePassword } from './password.ts';
import { ProfileService } from './service.ts';
import { TwoFactorService } from './two-factor.ts';

const tags = ['profile'];
/** Calls that send codes or check secrets: a tight per-address limit (a thousand requests get 429). */
const strict = { max: 10, timeWindow: '1 minute' };

/** A rule beyond the static schema failed: the same 400 shape as a schema violation. */
async function fieldErrors<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof FieldError)) throw err;
    void reply.status(400).send({ ResponseCode: -400, ResponseMessage: err.message, ResponseData: null, errors: [{ field: err.field, message: err.message }] });
    return undefined;
  }
}

/** Profile, password, two-factor (document 2 §7). */
export const profileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireAuth(deps.sessions);
    const profile = new ProfileService(deps);
    const twoFactor = new TwoFactorService(deps);

    app.get('/api/Account/EL_GetAnagrafica', { schema: { tags, response: { 200: ZAnagraficaResponse } }, preHandler: auth }, async (req) => profile.anagrafica(req.auth!.userId));

    app.post(
      '/api/Account/UpdateUser',
      { schema: { tags, body: ZUpdateUserRequest, response: { 200: ZUpdateUserResponse } }, preHandler: auth, config: { rateLimit: strict } },
      async (req, reply) => fieldErrors(reply, () => profile.update(req.auth!.userId, req.body)),
    );

    app.post(
      '/api/Account/EL_ChangePassword',
      { schema: { tags, body: ZChangePasswordRequest, response: { 200: ZSimpleEnvelope } }, preHandler: auth, config: { rateLimit: strict } },
      async (req, reply) => fieldErrors(reply, () => changePassword(deps, req.auth!, req.body)),
    );

    app.post(
      '/api/Account/ActivateTwoFactor',
      { schema: { tags, body: ZActivateTwoFactorRequest, response: { 200: ZActivateTwoFactorResponse } }, preHandler: auth, config: { rateLimit: strict } },
      async (req) => twoFactor.activate(req.auth!.userId),
    );
    app.post(
      '/api/Account/VerifyTwoFactor',
      { schema: { tags, body: ZVerifyTwoFactorRequest, response: { 200: ZSimpleEnvelope } }, preHandler: auth, config: { rateLimit: strict } },
      async (req) => twoFactor.verify(req.auth!.userId, req.body.twofactor),
    );
    app.post(
      '/api/Account/DeactivateTwoFactor',
      { schema: { tags, body: ZDeactivateTwoFactorRequest, response: { 200: ZSimpleEnvelope } }, preHandler: auth },
      async (req) => twoFactor.deactivate(req.auth!.userId),
    );
  };
