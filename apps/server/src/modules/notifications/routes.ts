import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calls from '@betsite/contract/calls/notifications';
import * as bo from '@betsite/contract/calls/backoffice';
import type { AppDeps } from '../../deps.ts';
import { ok } from '@betsite/contract/envelope';
import { NOTIFICATION_TEXT } from '@betsite/contract/notification-messages';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import { writeAudit } from '../backoffice/audit.ts';
import { openPushStream } from './push-stream.ts';
import { perSession } from '../../platform/session-rate-limits.ts';
import { API } from '@betsite/contract/api-paths';
import type { Services } from '../../services.ts';

const tags = ['notifications'];

/** The answer of the calls that change a notification's state: how many rows changed. */
const changed = (count: number) => ok({ Changed: count });

export const notificationRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.notifications;
    const auth = requireAuth(deps.sessions);

    const player = { tags, preValidation: auth };
    const changing = { ...player, rateLimit: perSession(60) };

    await callRoute(app, calls.GetNotify, player, async (req) => ok(await service.list(req.auth!.userId, req.query.isPoll ?? false)));
    await callRoute(app, calls.SetNotifyArchived, changing, async (req) => changed(await service.archive(req.auth!.userId, req.body.Id)));
    await callRoute(app, calls.SetNotifiesArchived, changing, async (req) =>
      changed(await service.archiveMany(req.auth!.userId, Array.isArray(req.body) ? req.body : req.body.Ids)),
    );
    await callRoute(app, calls.SetNotifyRead, changing, async (req) => changed(await service.markRead(req.auth!.userId, req.body.Id)));
    await callRoute(app, calls.SetAllNotifiesRead, changing, async (req) => changed(await service.markAllRead(req.auth!.userId)));

    // Not in the legacy list: the push stream (Server-Sent Events) that makes the poll a fallback.
    // No HEAD twin: a HEAD would open a stream that sends nothing and hold one of the player's slots.
    app.get(
      API.Notifications.Stream,
      { schema: { tags }, exposeHeadRoute: false, preValidation: auth, config: { rateLimit: perSession(30) } },
      async (req, reply) => openPushStream(deps, req, reply),
    );

    // Operator API: a notification to one player or to a segment.
    const sender = { tags: ['notifications (operatori)'], preValidation: requirePermission(deps, 'notifications.send') };
    await callRoute(app, bo.AdminSend, sender, async (req) => {
      const userId = req.body.UserId ?? null;
      const outcome = await service.send(req.auth!.userId, req.body, (tx, sent) =>
        writeAudit(tx, deps.clock, req, {
          action: 'notification.send',
          target: userId ? `player:${userId}` : 'segment',
          targetUserId: userId,
          after: { request: req.body, result: { Sent: sent } },
        }),
      );
      return envelope(
        outcome,
        (sent) => NOTIFICATION_TEXT.sent(sent),
        (sent) => ({ Sent: sent }),
      );
    });

    app.addHook('onClose', async () => deps.push.closeAll());
  };
