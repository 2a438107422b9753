import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import { fail, ok } from '@betsite/contract/envelope';
import * as calls from '@betsite/contract/calls/sportsbook';
import { SPORTS_CODES as C, SPORTS_TEXT as T } from '@betsite/contract/sportsbook';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { callRoute } from '../../platform/call-route.ts';
import { latestFrameWriter, openEventStream } from '../../platform/event-stream.ts';
import { envelope } from '../../platform/outcome.ts';
import { perSession } from '../../platform/session-rate-limits.ts';
import type { Services } from '../../services.ts';
import type { SportFeed } from './feed.ts';
import { placeBet, sportFunBonuses } from './bet-service.ts';
import { eventToWire } from './lines.ts';
import { sportFeedOf } from './event-rows.ts';

const tags = ['sportsbook'];
/** How often the live page's stream sends the live events (results are settled by settle-job.ts). */
export const LIVE_PUSH_MS = 3_000;
const MAX_STREAMS = 500;
/**
 * Live streams one address may hold at once. Generous (households and offices share an address,
 * and a carrier's NAT more), but it takes more than one address to hold every slot of a process.
 */
export const MAX_STREAMS_PER_ADDRESS = 20;

/** The schedule (palinsesto), the live stream and the purchase (docs/sportsbook.md). */
export const sportsbookRoutes =
  (deps: AppDeps, services: Services, feed: SportFeed | null = sportFeedOf(deps)): FastifyPluginAsyncZod =>
  async (app) => {
    const port = services.gameLedger;
    const auth = requireAuth(deps.sessions);
    const now = () => deps.clock.now();
    const readLimit = { max: 240, timeWindow: '1 minute' };

    await callRoute(app, calls.Sports, { tags, rateLimit: readLimit }, async () => {
      if (!feed) return ok([]);
      const open = feed.events(now(), { live: false });
      return ok(
        feed.sports().map((s) => ({
          Slug: s.slug,
          Name: s.name,
          Competitions: s.competitions.map((c) => ({
            Slug: c.slug,
            Name: c.name,
            Events: open.filter((e) => e.sport === s.slug && e.competition === c.slug).length,
          })),
        })),
      );
    });

    await callRoute(app, calls.Events, { tags, rateLimit: readLimit }, async (req) => {
      if (!feed) return ok([]);
      const live = req.query.live === undefined ? undefined : req.query.live === 'true';
      return ok(feed.events(now(), { sport: req.query.sport, competition: req.query.competition, live }).map(eventToWire));
    });

    await callRoute(app, calls.Event, { tags, rateLimit: readLimit }, async (req) => {
      const e = feed?.event(req.query.id, now());
      return e ? ok(eventToWire(e)) : fail(C.INVALID, T.eventNotFound);
    });

    // The live page's prices and scores: Server-Sent Events, public, computed by each process from the clock.
    let streams = 0;
    const byAddress = new Map<string, number>();
    // No HEAD twin: a HEAD would hold a stream slot and send nothing.
    app.get(API.Palinsesto.LiveStream, { schema: { tags }, exposeHeadRoute: false, config: { rateLimit: readLimit } }, async (req, reply) => {
      const held = byAddress.get(req.ip) ?? 0;
      if (!feed || streams >= MAX_STREAMS || held >= MAX_STREAMS_PER_ADDRESS) return reply.code(503).send(fail(C.UNAVAILABLE, T.unavailable));
      const res = openEventStream(reply);
      streams += 1;
      byAddress.set(req.ip, held + 1);
      const write = latestFrameWriter(res);
      const send = () => write(`event: live\ndata: ${JSON.stringify(feed.events(now(), { live: true }).map(eventToWire))}\n\n`);
      res.write('retry: 3000\n');
      send();
      const timer = setInterval(send, LIVE_PUSH_MS);
      timer.unref();
      const close = () => {
        clearInterval(timer);
        streams -= 1;
        const left = (byAddress.get(req.ip) ?? 1) - 1;
        if (left > 0) byAddress.set(req.ip, left);
        else byAddress.delete(req.ip);
      };
      res.once('close', close);
      req.raw.once('close', () => res.end());
    });

    await callRoute(app, calls.Gioca, { tags, preValidation: auth, rateLimit: perSession(60) }, async (req) =>
      envelope(await placeBet(deps, feed, port, req.auth!.userId, req.body), T.placed),
    );

    // The slip's 'Gioca con il Fun Bonus Sport': the session player's usable Fun Bonus Sport (none without a feed).
    await callRoute(app, calls.FunBonus, { tags, preValidation: auth, rateLimit: perSession(120) }, async (req) =>
      ok(await sportFunBonuses(deps, feed, req.auth!.userId)),
    );
  };
