import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@betsite/contract/zod';
import { ZEnvelope, ok } from '@betsite/contract/envelope';
import { ZSiteConfig, ZSiteModuleQuery } from '@betsite/contract/site';
import type { AppDeps } from '../../app.ts';

export const siteRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Environment/GetSiteModule',
      { schema: { tags: ['site'], querystring: ZSiteModuleQuery, response: { 200: ZEnvelope(z.boolean()) } } },
      async (req) => ok(await deps.site.module(req.query.siteModule)),
    );
    // Not in the legacy list: one call that gives the client every module, variable and the idle timings.
    app.get(
      '/api/Environment/GetSiteConfig',
      { schema: { tags: ['site'], response: { 200: ZEnvelope(ZSiteConfig) } } },
      async () => ok(await deps.site.config()),
    );
  };
