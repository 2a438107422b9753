import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@betsite/contract/zod';
import { ZEnvelope, ok } from '@betsite/contract/envelope';
import { ZSiteConfig, ZSiteModuleQuery } from '@betsite/contract/site';
import { requirePermission } from '../../platform/operator-guard.ts';
import { envelope } from '../../platform/outcome.ts';
import type { Services } from '../../services.ts';
import type { AppDeps } from '../../deps.ts';
import { API } from '@betsite/contract/api-paths';
import { pageRead, type PageReads } from '../../platform/page-data.ts';
import * as calls from '@betsite/contract/calls/site';
import * as bo from '@betsite/contract/calls/backoffice';
import { callRoute } from '../../platform/call-route.ts';

/** The site settings a page's render reads (platform/page-data.ts), as GetSiteConfig answers them. */
export const sitePageReads = (deps: AppDeps, _services: Services): PageReads => ({
  [API.Environment.GetSiteConfig]: pageRead(z.object({}), ZEnvelope(ZSiteConfig), async () => ok(await deps.site.config())),
});

export const siteRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.Environment.GetSiteModule,
      { schema: { tags: ['site'], querystring: ZSiteModuleQuery, response: { 200: ZEnvelope(z.boolean()) } } },
      async (req) => ok(await deps.site.moduleNamed(req.query.siteModule)),
    );
    // Not in the legacy list: one call that gives the client every module, variable and the idle timings.
    await callRoute(app, calls.GetSiteConfig, { tags: ['site'] }, async () => ok(await deps.site.config()));

    // Back office: operators switch modules and set variables; unknown names are refused.
    const operator = requirePermission(deps, 'site.write');
    const admin = { tags: ['site'], preValidation: operator };
    await callRoute(app, bo.SetSiteModule, admin, async (req) =>
      envelope(await services.siteAdmin.setModule(req, req.body.name, req.body.enabled), 'Modulo aggiornato'),
    );
    await callRoute(app, bo.SetSiteVariable, admin, async (req) =>
      envelope(await services.siteAdmin.setVariable(req, req.body.name, req.body.value), 'Variabile aggiornata'),
    );
  };
