import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMigrateUserRequest, ZMigrateUserResponse } from '@betsite/contract/migration';
import { MIGRATION_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { envelope } from '../../platform/outcome.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

/** POST /api/Account/MigrateUser (document 2 §7). */
export const migrationRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.migration;
    app.post(
      API.Account.MigrateUser,
      {
        schema: { tags: ['migration'], body: ZMigrateUserRequest, response: { 200: ZMigrateUserResponse } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (req) => envelope(await service.migrate(req.body, req.ip), ({ username }) => MIGRATION_TEXT.nickname(username)),
    );
  };
