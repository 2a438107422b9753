import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@betsite/contract/zod';
import { ZEnvelope, ok } from '@betsite/contract/envelope';
import { ZSetSiteModuleRequest, ZSetSiteVariableRequest, ZSiteConfig, ZSiteModuleQuery } from '@betsite/contract/site';
import { fail } from '@betsite/contract/envelope';
import { requirePermission } from '../../platform/operator-guard.ts';
import { writeAudit } from '../backoffice/audit.ts';
import type { AppDeps } from '../../deps.ts';
import { API } from '@betsite/contract/api-paths';
import { pageRead, type PageReads } from '../../platform/page-data.ts';

/** The site settings a page's render reads (platform/page-data.ts), as GetSiteConfig answers them. */
export const sitePageReads = (deps: AppDeps): PageReads => ({
  [API.Environment.GetSiteConfig]: pageRead(z.object({}), ZEnvelope(ZSiteConfig), async () => ok(await deps.site.config())),
});

export const siteRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.Environment.GetSiteModule,
      { schema: { tags: ['site'], querystring: ZSiteModuleQuery, response: { 200: ZEnvelope(z.boolean()) } } },
      async (req) => ok(await deps.site.moduleNamed(req.query.siteModule)),
    );
    // Not in the legacy list: one call that gives the client every module, variable and the idle timings.
    app.get(API.Environment.GetSiteConfig, { schema: { tags: ['site'], response: { 200: ZEnvelope(ZSiteConfig) } } }, async () => ok(await deps.site.config()));

    // Back office: operators switch modules and set variables; unknown names are refused.
    const operator = requirePermission(deps, 'site.write');
    app.post(
      API.Backoffice.SetSiteModule,
      { schema: { tags: ['site'], body: ZSetSiteModuleRequest, response: { 200: ZEnvelope(z.null()) } }, preValidation: operator },
      async (req) => {
        if (!(await deps.site.hasModule(req.body.name))) return fail(-1, `Modulo sconosciuto: ${req.body.name}`);
        const before = await deps.site.moduleNamed(req.body.name);
        // The change and its audit row commit together; the settings cache is emptied once committed.
        await deps.db.transaction(async (tx) => {
          await deps.site.setModule(req.body.name, req.body.enabled, tx);
          await writeAudit(tx, deps.clock, req, {
            action: 'site.module',
            target: `module:${req.body.name}`,
            before: { enabled: before },
            after: { enabled: req.body.enabled },
          });
        });
        deps.site.invalidate();
        return ok(null, 'Modulo aggiornato');
      },
    );
    app.post(
      API.Backoffice.SetSiteVariable,
      { schema: { tags: ['site'], body: ZSetSiteVariableRequest, response: { 200: ZEnvelope(z.null()) } }, preValidation: operator },
      async (req) => {
        if (!(await deps.site.hasVariable(req.body.name))) return fail(-1, `Variabile sconosciuta: ${req.body.name}`);
        const before = (await deps.site.config()).variables[req.body.name] ?? null;
        await deps.db.transaction(async (tx) => {
          await deps.site.setVariable(req.body.name, req.body.value, tx);
          await writeAudit(tx, deps.clock, req, {
            action: 'site.variable',
            target: `variable:${req.body.name}`,
            before: { value: before },
            after: { value: req.body.value },
          });
        });
        deps.site.invalidate();
        return ok(null, 'Variabile aggiornata');
      },
    );
  };
