import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import {
  MESSAGE_TRIGGER,
  SERVER_MESSAGE_TEXT as T,
  ZGetMessagesQuery,
  ZGetMessagesResponse,
  ZServerMessageAdminListResponse,
  ZServerMessageAdminResponse,
  ZServerMessageIdParam,
  ZServerMessageInput,
  ZServerMessagePatch,
} from '@betsite/contract/server-messages';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../platform/auth.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import { writeAudit } from '../backoffice/audit.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import * as repo from './repository.ts';
import { API } from '@betsite/contract/api-paths';

const tags = ['server messages'];
const adminTags = ['server messages (operatori)'];

export const serverMessageRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const operator = requirePermission(deps, 'messages.write');

    // GetMessages (document 1 §7): trigger 1 for visitors; 2 and 3 only with a live session.
    app.get(API.Environment.GetMessages, { schema: { tags, querystring: ZGetMessagesQuery, response: { 200: ZGetMessagesResponse } } }, async (req) => {
      const { trigger, page, platform } = req.query;
      if (trigger !== MESSAGE_TRIGGER.NotLogged) {
        const token = bearerToken(req);
        if (!token || !(await deps.sessions.authenticate(token, 'player'))) return ok([]);
      }
      const rows = await repo.live(deps.db, { trigger, now: deps.clock.now(), platform, page: page?.split(/[?#]/)[0] || undefined });
      return ok(rows.map(repo.toApi));
    });

    // Operator API: create, schedule (ValidFrom/ValidTo), change and retire messages.
    app.get(
      API.Environment.AdminMessages,
      { schema: { tags: adminTags, response: { 200: ZServerMessageAdminListResponse } }, preValidation: operator },
      async () => ok((await repo.all(deps.db)).map(repo.toAdmin)),
    );
    app.post(
      API.Environment.AdminMessages,
      { schema: { tags: adminTags, body: ZServerMessageInput, response: { 200: ZServerMessageAdminResponse } }, preValidation: operator },
      async (req) => {
        // The change and its audit row commit together (or neither does).
        return deps.db.transaction(async (tx) => {
          const row = repo.toAdmin(await repo.insert(tx, req.body));
          await writeAudit(tx, deps.clock, req, { action: 'message.create', target: `message:${row.Id}`, after: row });
          return ok(row);
        });
      },
    );
    app.put(
      API.Environment.AdminMessage,
      {
        schema: { tags: adminTags, params: ZServerMessageIdParam, body: ZServerMessagePatch, response: { 200: ZServerMessageAdminResponse } },
        preValidation: operator,
      },
      async (req) => {
        return deps.db.transaction(async (tx) => {
          const cur = await repo.find(tx, req.params.id);
          if (!cur) throw notFound(T.notFound);
          // The schedule is checked as it will be after the change, before anything is written.
          const from = req.body.ValidFrom === undefined ? cur.validFrom : req.body.ValidFrom ? new Date(req.body.ValidFrom) : null;
          const to = req.body.ValidTo === undefined ? cur.validTo : req.body.ValidTo ? new Date(req.body.ValidTo) : null;
          if (from && to && to <= from) throw new HttpError(400, T.scheduleInvalid);
          const row = repo.toAdmin((await repo.update(tx, req.params.id, req.body))!);
          await writeAudit(tx, deps.clock, req, { action: 'message.update', target: `message:${req.params.id}`, before: repo.toAdmin(cur), after: row });
          return ok(row);
        });
      },
    );
    app.post(
      API.Environment.AdminMessageRetire,
      { schema: { tags: adminTags, params: ZServerMessageIdParam, response: { 200: ZServerMessageAdminResponse } }, preValidation: operator },
      async (req) => {
        return deps.db.transaction(async (tx) => {
          const row = await repo.retire(tx, req.params.id, deps.clock.now());
          if (!row) throw notFound(T.notFound);
          await writeAudit(tx, deps.clock, req, { action: 'message.retire', target: `message:${req.params.id}`, after: repo.toAdmin(row) });
          return ok(repo.toAdmin(row), T.retired);
        });
      },
    );
  };
