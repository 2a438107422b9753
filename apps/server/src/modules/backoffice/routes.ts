import { and, eq, isNull } from 'drizzle-orm';
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
import { betSessions, playerNotes } from '../../db/schema/index.ts';
import { requireAuth } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import { listAudit, writeAudit } from './audit.ts';
import { dashboard } from './dashboard.ts';
import { backofficeLogin, operatorView } from './login.ts';
import { findPlayerSummary, playerDetail, searchPlayers } from './players.ts';
import { playProtectionView } from '../responsible-gaming/operator-view.ts';
import { EXPORT_MAX_ROWS, QUEUE_PAGE_SIZE, listQueue, queueCsv, queueFilter, withdrawalMethods } from './withdrawal-queue.ts';

const tags = ['back office'];

/** The back office's own calls (docs/backoffice.md); every one but Login checks a permission. */
export const backofficeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const can = (p: Parameters<typeof requirePermission>[1]) => requirePermission(deps, p);

    app.post(
      API.Backoffice.Login,
      {
        schema: { tags, body: ZBackofficeLoginRequest, response: { 200: ZBackofficeLoginResponse } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (req) => envelope(await backofficeLogin(deps, req, req.body)),
    );
    app.get(API.Backoffice.Me, { schema: { tags, response: { 200: ZBackofficeMeResponse } }, preValidation: can('dashboard.read') }, async (req) =>
      ok({ operator: await operatorView(deps, req.operator!), idleSeconds: deps.sessions.idleSecondsOf('backoffice') }),
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
      ok(await dashboard(deps.db, deps.clock.now())),
    );

    app.get(
      API.Backoffice.Audit,
      { schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditResponse } }, preValidation: can('audit.read') },
      async (req) => ok(await listAudit(deps.db, req.query)),
    );

    app.get(
      API.Backoffice.Withdrawals,
      { schema: { tags, querystring: ZWithdrawalQueueQuery, response: { 200: ZWithdrawalQueueResponse } }, preValidation: can('withdrawals.read') },
      async (req) => {
        const { pagina, ...query } = req.query;
        const filter = queueFilter(query, deps.clock.now(), deps.config.PAYOUT_RECONCILE_AFTER_SECONDS);
        const [page, metodi] = await Promise.all([
          listQueue(deps.db, filter, deps.clock.now(), { offset: (pagina - 1) * QUEUE_PAGE_SIZE, limit: QUEUE_PAGE_SIZE }),
          withdrawalMethods(deps.db),
        ]);
        return ok({ ...page, metodi });
      },
    );
    // The export carries personal data out of the back office: it is an audited action.
    app.get(
      API.Backoffice.WithdrawalsCsv,
      { schema: { tags, querystring: ZWithdrawalQueueQuery }, preValidation: can('withdrawals.read') },
      async (req, reply) => {
        const { pagina: _p, ...query } = req.query;
        const filter = queueFilter(query, deps.clock.now(), deps.config.PAYOUT_RECONCILE_AFTER_SECONDS);
        const { righe } = await listQueue(deps.db, filter, deps.clock.now(), { offset: 0, limit: EXPORT_MAX_ROWS });
        await writeAudit(deps.db, deps.clock, req, { action: 'withdrawal.export', after: { filter, rows: righe.length } });
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
      async (req) => ok(await searchPlayers(deps.db, req.query.q)),
    );
    // Opening a player's page reads personal data: audited.
    app.get(
      API.Backoffice.Player,
      { schema: { tags, params: ZPlayerIdParam, response: { 200: ZPlayerDetailResponse } }, preValidation: can('players.read') },
      async (req) => {
        const [detail, balance] = await Promise.all([playerDetail(deps.db, req.params.id), deps.balances.get(req.params.id)]);
        if (!detail) throw notFound(T.playerNotFound);
        const protection = await playProtectionView(deps, req.params.id);
        await writeAudit(deps.db, deps.clock, req, { action: 'player.view', targetUserId: req.params.id, target: `player:${req.params.id}` });
        return ok({ ...detail, ...protection, saldo: { ...balance, ...detail.saldo } });
      },
    );

    app.post(
      API.Backoffice.PlayerSessionRevoke,
      { schema: { tags, params: ZPlayerSessionParam, response: { 200: ZSimpleBackofficeResponse } }, preValidation: can('players.sessions.revoke') },
      async (req) => {
        const { id, sessionId } = req.params;
        const now = deps.clock.now();
        const closed = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(betSessions)
            .set({ revokedAt: now, revokeReason: 'operator' })
            .where(and(eq(betSessions.id, sessionId), eq(betSessions.userId, id), eq(betSessions.scope, 'player'), isNull(betSessions.revokedAt)))
            .returning({ id: betSessions.id, lastSeenAt: betSessions.lastSeenAt });
          if (row)
            await writeAudit(tx, deps.clock, req, {
              action: 'player.session.revoke',
              targetUserId: id,
              target: `session:${row.id}`,
              before: { revokedAt: null },
              after: { revokedAt: now.toISOString(), reason: 'operator' },
            });
          return row;
        });
        if (!closed) throw notFound(T.sessionNotFound);
        // This process forgets it at once; the others on NOTIFY session_revoked (trigger on revoked_at).
        deps.sessions.onRevokedNotify(sessionId);
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
        if (!(await findPlayerSummary(deps.db, req.params.id))) throw notFound(T.playerNotFound);
        await deps.db.transaction(async (tx) => {
          const [note] = await tx
            .insert(playerNotes)
            .values({ userId: req.params.id, operatorId: req.operator!.id, body: req.body.testo, createdAt: deps.clock.now() })
            .returning({ id: playerNotes.id });
          await writeAudit(tx, deps.clock, req, {
            action: 'player.note',
            targetUserId: req.params.id,
            target: `note:${note!.id}`,
            after: { testo: req.body.testo },
          });
        });
        return ok(null, T.noteSaved);
      },
    );
  };
