import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import {
  MESSAGE_TRIGGER,
  SERVER_MESSAGE_TEXT as T,
  ZServerMessageAdminListResponse,
  ZServerMessageAdminResponse,
  ZServerMessageIdParam,
  ZServerMessageInput,
  ZServerMessagePatch,
} from '@betsite/contract/server-messages';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../platform/auth.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import type { Services } from '../../services.ts';
import { API } from '@betsite/contract/api-paths';
import * as calls from '@betsite/contract/calls/server-messages';
import { callRoute } from '../../platform/call-route.ts';

const tags = ['server messages'];
const adminTags = ['server messages (operatori)'];

export const serverMessageRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const operator = requirePermission(deps, 'messages.write');

    const service = services.serverMessages;

    // GetMessages (document 1 §7): trigger 1 for visitors; 2 and 3 only with a live session.
    await callRoute(app, calls.GetMessages, { tags }, async (req) => {
      const { trigger, page, platform } = req.query;
      if (trigger !== MESSAGE_TRIGGER.NotLogged) {
        const token = bearerToken(req);
        if (!token || !(await deps.sessions.authenticate(token, 'player'))) return ok([]);
      }
      return ok(await service.live({ trigger, platform, page }));
    });

    // Operator API: create, schedule (ValidFrom/ValidTo), change and retire messages; each change
    // commits with its audit row (or neither does).
    app.get(
      API.Environment.AdminMessages,
      { schema: { tags: adminTags, response: { 200: ZServerMessageAdminListResponse } }, preValidation: operator },
      async () => ok(await service.all()),
    );
    app.post(
      API.Environment.AdminMessages,
      { schema: { tags: adminTags, body: ZServerMessageInput, response: { 200: ZServerMessageAdminResponse } }, preValidation: operator },
      async (req) => ok(await service.create(req, req.body)),
    );
    app.put(
      API.Environment.AdminMessage,
      {
        schema: { tags: adminTags, params: ZServerMessageIdParam, body: ZServerMessagePatch, response: { 200: ZServerMessageAdminResponse } },
        preValidation: operator,
      },
      async (req) => ok(await service.update(req, req.params.id, req.body)),
    );
    app.post(
      API.Environment.AdminMessageRetire,
      { schema: { tags: adminTags, params: ZServerMessageIdParam, response: { 200: ZServerMessageAdminResponse } }, preValidation: operator },
      async (req) => ok(await service.retire(req, req.params.id), T.retired),
    );
  };
