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
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { changePassword } from './password.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

const tags = ['profile'];
/** Calls that send codes or check secrets: a tight per-address limit (a thousand requests get 429). */
const strict = { max: 10, timeWindow: '1 minute' };

/** Profile, password, two-factor (document 2 §7). */
export const profileRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireAuth(deps.sessions);
    const profile = services.profile;
    const twoFactor = services.twoFactor;

    app.get(API.Account.EL_GetAnagrafica, { schema: { tags, response: { 200: ZAnagraficaResponse } }, preValidation: auth }, async (req) =>
      envelope(await profile.anagrafica(req.auth!.userId)),
    );

    app.post(
      API.Account.UpdateUser,
      { schema: { tags, body: ZUpdateUserRequest, response: { 200: ZUpdateUserResponse } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await profile.update(req.auth!.userId, req.body), PROFILE_TEXT.saved, () => ({ otpSource: null, destinazione: null })),
    );

    app.post(
      API.Account.EL_ChangePassword,
      { schema: { tags, body: ZChangePasswordRequest, response: { 200: ZSimpleEnvelope } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await changePassword(deps, req.auth!, req.body), PROFILE_TEXT.passwordChanged),
    );

    app.post(
      API.Account.ActivateTwoFactor,
      { schema: { tags, body: ZActivateTwoFactorRequest, response: { 200: ZActivateTwoFactorResponse } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await twoFactor.activate(req.auth!.userId)),
    );
    app.post(
      API.Account.VerifyTwoFactor,
      { schema: { tags, body: ZVerifyTwoFactorRequest, response: { 200: ZSimpleEnvelope } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await twoFactor.verify(req.auth!.userId, req.body.twofactor), PROFILE_TEXT.twoFactorActivated),
    );
    app.post(
      API.Account.DeactivateTwoFactor,
      { schema: { tags, body: ZDeactivateTwoFactorRequest, response: { 200: ZSimpleEnvelope } }, preValidation: auth, config: { rateLimit: strict } },
      async (req) => envelope(await twoFactor.deactivate(req.auth!.userId, req.body), PROFILE_TEXT.twoFactorDeactivated),
    );
  };
