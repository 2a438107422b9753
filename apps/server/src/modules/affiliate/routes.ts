import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import { ZAffiliateApplicationsResponse } from '@betsite/contract/affiliate';
import * as calls from '@betsite/contract/calls/affiliate';
import { callRoute } from '../../platform/call-route.ts';
import { AFFILIATE_TEXT } from '@betsite/contract/recovery-messages';
import { API } from '@betsite/contract/api-paths';
import type { AppDeps } from '../../deps.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import type { Services } from '../../services.ts';

const tags = ['affiliate'];

/** The affiliates endpoint (document 2 §7: form-encoded, path not shown, reply reads `success`). */
export const affiliateRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const affiliates = services.affiliate;

    await callRoute(app, calls.Apply, { tags, rateLimit: { max: 5, timeWindow: '10 minutes' } }, async (req) => {
      const { id } = await affiliates.apply(req.body, req.ip);
      return ok({ success: true, id }, AFFILIATE_TEXT.successText);
    });

    // The applications answer names, mobiles and e-mails of up to 500 people: an audited read, like
    // the player search (`affiliate.list`: the ids answered).
    app.get(
      API.Affiliate.Applications,
      { schema: { tags, response: { 200: ZAffiliateApplicationsResponse } }, preValidation: requirePermission(deps, 'affiliate.read') },
      async (req) => {
        const list = await affiliates.list();
        await services.audit.record(req, { action: 'affiliate.list', after: { ids: list.map((a) => a.id) } });
        return ok(list);
      },
    );
  };
