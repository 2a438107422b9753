import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import {
  ZAuditQuery,
  ZAuditResponse,
  ZBackofficeLoginRequest,
  ZBackofficeLoginResponse,
  ZBackofficeMeResponse,
  ZDashboardResponse,
  ZPlayerDetailResponse,
  ZPlayerIdParam,
  ZPlayerNoteRequest,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
  ZPlayerSessionParam,
  ZSimpleBackofficeResponse,
  ZWithdrawalQueueQuery,
  ZWithdrawalQueueResponse,
} from '@betsite/contract/backoffice';
import { BACKOFFICE_TEXT as T } from '@betsite/contract/backoffice-messages';
import { ok } from '@betsite/contract/envelope';
import { envelope } from '../../platform/outcome.ts';
import type { AppDeps } from '../../deps.ts';
import type { Services } from '../../services.ts';
import { requireAuth } from '../../platform/auth.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import { queueCsv } from './withdrawal-queue.ts';

const tags = ['back office'];

/** The back office's own calls (docs/backoffice.md); every one but Login checks a permission. */
export const backofficeRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const backoffice = services.backoffice;
    const can = (p: Parameters<typeof requirePermission>[1]) => requirePermission(deps, p);

    app.post(
      API.Backoffice.Login,
      {
        schema: { tags, body: ZBackofficeLoginRequest, response: { 200: ZBackofficeLoginResponse } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (req) => envelope(await backoffice.login(req, req.body)),
    );
    app.get(API.Backoffice.Me, { schema: { tags, response: { 200: ZBackofficeMeResponse } }, preValidation: can('dashboard.read') }, async (req) =>
      ok({ operator: await backoffice.operator(req.operator!), idleSeconds: deps.sessions.idleSecondsOf('backoffice') }),
    );
    // Logging out needs no permission: any live session may end itself.
    app.post(
      API.Backoffice.Logout,
      { schema: { tags, response: { 200: ZSimpleBackofficeResponse } }, preValidation: requireAuth(deps.sessions, 'backoffice') },
      async (req) => {
        await deps.sessions.revoke(req.auth!.sessionId, 'logout');
        return ok(null);
      },
    );

    app.get(API.Backoffice.Dashboard, { schema: { tags, response: { 200: ZDashboardResponse } }, preValidation: can('dashboard.read') }, async () =>
      ok(await backoffice.dashboard()),
    );

    app.get(
      API.Backoffice.Audit,
      { schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditResponse } }, preValidation: can('audit.read') },
      async (req) => ok(await backoffice.auditLog(req.query)),
    );

    app.get(
      API.Backoffice.Withdrawals,
      { schema: { tags, querystring: ZWithdrawalQueueQuery, response: { 200: ZWithdrawalQueueResponse } }, preValidation: can('withdrawals.read') },
      async (req) => {
        const { pagina, ...query } = req.query;
        return ok(await backoffice.withdrawalQueue(query, pagina));
      },
    );
    // The export carries personal data out of the back office: it is an audited action.
    app.get(
      API.Backoffice.WithdrawalsCsv,
      { schema: { tags, querystring: ZWithdrawalQueueQuery }, preValidation: can('withdrawals.read') },
      async (req, reply) => {
        const { pagina: _p, ...query } = req.query;
        const righe = await backoffice.withdrawalExport(req, query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="prelievi.csv"')
          .header('cache-control', 'private, no-store')
          .send(queueCsv(righe));
      },
    );

    app.get(
      API.Backoffice.Players,
      { schema: { tags, querystring: ZPlayerSearchQuery, response: { 200: ZPlayerSearchResponse } }, preValidation: can('players.read') },
      async (req) => ok(await backoffice.searchPlayers(req.query.q)),
    );
    // Opening a player's page reads personal data: audited.
    app.get(
      API.Backoffice.Player,
      { schema: { tags, params: ZPlayerIdParam, response: { 200: ZPlayerDetailResponse } }, preValidation: can('players.read') },
      async (req) => ok(await backoffice.player(req, req.params.id)),
    );

    app.post(
      API.Backoffice.PlayerSessionRevoke,
      { schema: { tags, params: ZPlayerSessionParam, response: { 200: ZSimpleBackofficeResponse } }, preValidation: can('players.sessions.revoke') },
      async (req) => {
        await backoffice.revokePlayerSession(req, req.params.id, req.params.sessionId);
        return ok(null, T.sessionRevoked);
      },
    );

    app.post(
      API.Backoffice.PlayerNotes,
      {
        schema: { tags, params: ZPlayerIdParam, body: ZPlayerNoteRequest, response: { 200: ZSimpleBackofficeResponse } },
        preValidation: can('players.notes.write'),
      },
      async (req) => {
        await backoffice.addNote(req, req.params.id, req.body.testo);
        return ok(null, T.noteSaved);
      },
    );
  };
