import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import * as calls from '@betsite/contract/calls/blackjack';
import type { AppDeps } from '../../../deps.ts';
import { requireAuth } from '../../../platform/auth.ts';
import { callRoute } from '../../../platform/call-route.ts';
import { envelope } from '../../../platform/outcome.ts';
import { perSession } from '../../../platform/session-rate-limits.ts';
import type { Services } from '../../../services.ts';

const tags = ['games'];
type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The sandbox blackjack's calls (docs/games.md "Blackjack"), registered by the lobby's routes only
 * where the slot's PlayRound is (never in production): the same guards, the same per-session limit.
 */
export async function blackjackRoutes(app: App, deps: AppDeps, services: Services): Promise<void> {
  const auth = requireAuth(deps.sessions);
  const bj = services.blackjack;
  await callRoute(app, calls.Deal, { tags, preValidation: auth, rateLimit: perSession(120) }, async (req) =>
    envelope(await bj.deal(req.auth!.userId, req.body)),
  );
  await callRoute(app, calls.Action, { tags, preValidation: auth, rateLimit: perSession(240) }, async (req) =>
    envelope(await bj.act(req.auth!.userId, req.body)),
  );
  // Each read may settle a hand left decided: limited like the others.
  await callRoute(app, calls.OpenHand, { tags, preValidation: auth, rateLimit: perSession(120) }, async (req) => ok(await bj.openHand(req.auth!.userId)));
}
