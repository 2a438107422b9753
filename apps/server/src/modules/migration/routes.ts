import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calls from '@betsite/contract/calls/migration';
import { callRoute } from '../../platform/call-route.ts';
import { MIGRATION_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { envelope } from '../../platform/outcome.ts';
import type { Services } from '../../services.ts';

/** POST /api/Account/MigrateUser (document 2 §7). */
export const migrationRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.migration;
    await callRoute(app, calls.MigrateUser, { tags: ['migration'], rateLimit: { max: 10, timeWindow: '1 minute' } }, async (req) =>
      envelope(await service.migrate(req.body, req.ip), ({ username }) => MIGRATION_TEXT.nickname(username)),
    );
  };
