import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import { fail, ok } from '@betsite/contract/envelope';
import {
  SPORTS_CODES as C,
  SPORTS_TEXT as T,
  ZBetBody,
  ZBetResponse,
  ZEventQuery,
  ZEventResponse,
  ZEventsQuery,
  ZEventsResponse,
  ZSportFunBonusResponse,
  ZSportTreeResponse,
} from '@betsite/contract/sportsbook';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { openEventStream } from '../../platform/event-stream.ts';
import { envelope } from '../../platform/outcome.ts';
import { perToken } from '../../platform/per-token-limit.ts';
import type { Services } from '../../services.ts';
import type { SportFeed } from './feed.ts';
import { placeBet, sportFunBonuses } from './bet-service.ts';
import { eventToWire } from './lines.ts';
import { sportFeedOf } from './event-rows.ts';

const tags = ['sportsbook'];
/** How often the live page's stream sends the live events (results are settled by settle-job.ts). */
export const LIVE_PUSH_MS = 3_000;
const MAX_STREAMS = 500;

/** The schedule (palinsesto), the live stream and the purchase (docs/sportsbook.md). */
export const sportsbookRoutes =
  (deps: AppDeps, services: Services, feed: SportFeed | null = sportFeedOf(deps)): FastifyPluginAsyncZod =>
  async (app) => {
    const port = services.gameLedger;
    const auth = requireAuth(deps.sessions);
    const now = () => deps.clock.now();
    const read = { config: { rateLimit: { max: 240, timeWindow: '1 minute' } } };

    app.get(API.Palinsesto.Sports, { schema: { tags, response: { 200: ZSportTreeResponse } }, ...read }, async () => {
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

    app.get(API.Palinsesto.Events, { schema: { tags, querystring: ZEventsQuery, response: { 200: ZEventsResponse } }, ...read }, async (req) => {
      if (!feed) return ok([]);
      const live = req.query.live === undefined ? undefined : req.query.live === 'true';
      return ok(feed.events(now(), { sport: req.query.sport, competition: req.query.competition, live }).map(eventToWire));
    });

    app.get(API.Palinsesto.Event, { schema: { tags, querystring: ZEventQuery, response: { 200: ZEventResponse } }, ...read }, async (req) => {
      const e = feed?.event(req.query.id, now());
      return e ? ok(eventToWire(e)) : fail(C.INVALID, T.eventNotFound);
    });

    // The live page's prices and scores: Server-Sent Events, public, computed by each process from the clock.
    let streams = 0;
    app.get(API.Palinsesto.LiveStream, { schema: { tags }, ...read }, async (req, reply) => {
      if (!feed || streams >= MAX_STREAMS) return reply.code(503).send(fail(C.UNAVAILABLE, T.unavailable));
      const res = openEventStream(reply);
      streams += 1;
      const send = () => res.write(`event: live\ndata: ${JSON.stringify(feed.events(now(), { live: true }).map(eventToWire))}\n\n`);
      res.write('retry: 3000\n');
      send();
      const timer = setInterval(send, LIVE_PUSH_MS);
      timer.unref();
      const close = () => {
        clearInterval(timer);
        streams -= 1;
      };
      res.once('close', close);
      req.raw.once('close', () => res.end());
    });

    app.post(
      API.Scommesse.Gioca,
      { schema: { tags, body: ZBetBody, response: { 200: ZBetResponse } }, preValidation: auth, config: { rateLimit: perToken(60) } },
      async (req) => envelope(await placeBet(deps, feed, port, req.auth!.userId, req.body), T.placed),
    );

    // The slip's 'Gioca con il Fun Bonus Sport': the session player's usable Fun Bonus Sport (none without a feed).
    app.get(
      API.Scommesse.FunBonus,
      { schema: { tags, response: { 200: ZSportFunBonusResponse } }, preValidation: auth, config: { rateLimit: perToken(120) } },
      async (req) => ok(await sportFunBonuses(deps, feed, req.auth!.userId)),
    );
  };
