import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import { ZWithdrawalQueueQuery } from '@betsite/contract/backoffice';
import * as calls from '@betsite/contract/calls/backoffice';
import { BACKOFFICE_TEXT as T } from '@betsite/contract/backoffice-messages';
import { ok } from '@betsite/contract/envelope';
import { envelope } from '../../platform/outcome.ts';
import type { AppDeps } from '../../deps.ts';
import type { Services } from '../../services.ts';
import { requireAuth } from '../../platform/auth.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import { callRoute } from '../../platform/call-route.ts';
import { queueCsv } from './withdrawal-queue.ts';

const tags = ['back office'];

/** The back office's own calls (docs/backoffice.md); every one but Login checks a permission. */
export const backofficeRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const backoffice = services.backoffice;
    const can = (p: Parameters<typeof requirePermission>[1]) => requirePermission(deps, p);
    /** The route options of an operator call that needs `permission`. */
    const needs = (permission: Parameters<typeof requirePermission>[1]) => ({ tags, preValidation: can(permission) });
    const anyOperator = { tags, preValidation: requireAuth(deps.sessions, 'backoffice') };

    await callRoute(app, calls.Login, { tags, rateLimit: { max: 10, timeWindow: '1 minute' } }, async (req) => envelope(await backoffice.login(req, req.body)));
    await callRoute(app, calls.Me, needs('dashboard.read'), async (req) =>
      ok({ operator: await backoffice.operator(req.operator!), idleSeconds: deps.sessions.idleSecondsOf('backoffice') }),
    );
    // Logging out needs no permission: any live session may end itself.
    await callRoute(app, calls.Logout, anyOperator, async (req) => {
      await deps.sessions.revoke(req.auth!.sessionId, 'logout');
      return ok(null);
    });

    await callRoute(app, calls.Dashboard, needs('dashboard.read'), async () => ok(await backoffice.dashboard()));

    await callRoute(app, calls.Audit, needs('audit.read'), async (req) => ok(await backoffice.auditLog(req.query)));

    await callRoute(app, calls.Withdrawals, needs('withdrawals.read'), async (req) => {
      const { pagina, ...query } = req.query;
      return ok(await backoffice.withdrawalQueue(req, query, pagina));
    });
    // The export carries personal data out of the back office: it is an audited action. Written by
    // hand, not with callRoute: the answer is the CSV file, not the envelope (call-route.test.ts
    // lists backoffice.WithdrawalsCsv among the exceptions); the query is the definition's.
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

    // The search answers contact data of many players at once: audited like a player page.
    await callRoute(app, calls.Players, needs('players.read'), async (req) => ok(await backoffice.searchPlayers(req, req.query.q)));
    // Opening a player's page reads personal data: audited.
    await callRoute(app, calls.Player, needs('players.read'), async (req) => ok(await backoffice.player(req, req.params.id)));

    await callRoute(app, calls.PlayerSessionRevoke, needs('players.sessions.revoke'), async (req) => {
      await backoffice.revokePlayerSession(req, req.params.id, req.params.sessionId);
      return ok(null, T.sessionRevoked);
    });

    // Blocking stops play and money and logs the player out; both ways are audited with the reason.
    await callRoute(app, calls.PlayerBlock, needs('players.block'), async (req) =>
      envelope(await backoffice.blockPlayer(req, req.params.id, req.body.motivo), T.accountBlocked),
    );
    await callRoute(app, calls.PlayerUnblock, needs('players.block'), async (req) =>
      envelope(await backoffice.unblockPlayer(req, req.params.id, req.body.motivo), T.accountUnblocked),
    );

    await callRoute(app, calls.PlayerNotes, needs('players.notes.write'), async (req) => {
      await backoffice.addNote(req, req.params.id, req.body.testo);
      return ok(null, T.noteSaved);
    });
  };
