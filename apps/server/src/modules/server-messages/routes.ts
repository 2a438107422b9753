import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import { MESSAGE_TRIGGER, SERVER_MESSAGE_TEXT as T } from '@betsite/contract/server-messages';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../platform/auth.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import type { Services } from '../../services.ts';
import * as calls from '@betsite/contract/calls/server-messages';
import * as bo from '@betsite/contract/calls/backoffice';
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
    const admin = { tags: adminTags, preValidation: operator };
    await callRoute(app, bo.AdminMessages, admin, async () => ok(await service.all()));
    await callRoute(app, bo.AdminMessageCreate, admin, async (req) => ok(await service.create(req, req.body)));
    await callRoute(app, bo.AdminMessageUpdate, admin, async (req) => ok(await service.update(req, req.params.id, req.body)));
    await callRoute(app, bo.AdminMessageRetire, admin, async (req) => ok(await service.retire(req, req.params.id), T.retired));
  };
