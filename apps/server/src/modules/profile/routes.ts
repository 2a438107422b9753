import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calls from '@betsite/contract/calls/profile';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { changePassword } from './password.ts';
import type { Services } from '../../services.ts';

const tags = ['profile'];
/** Calls that send codes or check secrets: a tight per-address limit (a thousand requests get 429). */
const strict = { max: 10, timeWindow: '1 minute' };

/** Profile, password, two-factor (document 2 §7), each route from its definition (contract/calls/profile.ts). */
export const profileRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireAuth(deps.sessions);
    const profile = services.profile;
    const twoFactor = services.twoFactor;
    const limited = { tags, preValidation: auth, rateLimit: strict };

    await callRoute(app, calls.EL_GetAnagrafica, { tags, preValidation: auth }, async (req) => envelope(await profile.anagrafica(req.auth!.userId)));
    await callRoute(app, calls.UpdateUser, limited, async (req) =>
      envelope(await profile.update(req.auth!.userId, req.body), PROFILE_TEXT.saved, () => ({ otpSource: null, destinazione: null })),
    );
    await callRoute(app, calls.EL_ChangePassword, limited, async (req) =>
      envelope(await changePassword(deps, req.auth!, req.body, req.ip), PROFILE_TEXT.passwordChanged),
    );
    await callRoute(app, calls.ActivateTwoFactor, limited, async (req) => envelope(await twoFactor.activate(req.auth!.userId)));
    await callRoute(app, calls.VerifyTwoFactor, limited, async (req) =>
      envelope(await twoFactor.verify(req.auth!.userId, req.body, req.ip), PROFILE_TEXT.twoFactorActivated),
    );
    await callRoute(app, calls.DeactivateTwoFactor, limited, async (req) =>
      envelope(await twoFactor.deactivate(req.auth!.userId, req.body, req.ip), PROFILE_TEXT.twoFactorDeactivated),
    );
  };
