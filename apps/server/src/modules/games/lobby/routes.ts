import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@betsite/contract/api-paths';
import { ok } from '@betsite/contract/envelope';
import { ZLobbyResponse, ZThumbnailParams } from '@betsite/contract/games';
import * as calls from '@betsite/contract/calls/games';
import { GAMES_TEXT as T } from '@betsite/contract/games-messages';
import { gamesSandboxEnabled } from '../../../config.ts';
import type { AppDeps } from '../../../deps.ts';
import { requireAuth } from '../../../platform/auth.ts';
import { HttpError } from '../../../platform/errors.ts';
import { envelope } from '../../../platform/outcome.ts';
import { callRoute } from '../../../platform/call-route.ts';
import { pageRead, type PageReads } from '../../../platform/page-data.ts';
import { perSession } from '../../../platform/session-rate-limits.ts';
import { z } from '@betsite/contract/zod';
import type { Services } from '../../../services.ts';
import { blackjackRoutes } from './blackjack-routes.ts';
import { findGame } from './catalogue.ts';
import { thumbnailSvg } from './thumbnail.ts';

const tags = ['games'];

/** The games lobby's catalogue, the thumbnails and, outside production, a slot round (docs/games.md "Lobby and game launch"). */
export const gameLobbyRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const lobby = services.gameLobby;
    const auth = requireAuth(deps.sessions);
    // The slot is the sandbox casino platform's own, uncertified game: its rounds move real money,
    // so production never serves them (a real platform's adapter launches certified games instead).
    const playable = gamesSandboxEnabled(deps.config);

    await callRoute(app, calls.Lobby, { tags }, async () => ok(await lobby.games(playable)));
    // An operator's own lobby, with the games not yet public when it asked for them: fetched with the
    // session, never rendered with the pages nor shared (authenticated answers are no-store).
    await callRoute(app, calls.LobbyWithHidden, { tags, preValidation: auth, rateLimit: perSession(60) }, async (req) =>
      ok(await lobby.gamesFor(req.auth!.userId, playable)),
    );

    app.get(API.Game.Thumbnail, { schema: { tags, params: ZThumbnailParams } }, async (req, reply) => {
      const game = findGame(req.params.code);
      // A hidden game's thumbnail comes inside its operator's lobby (catalogue.ts); an <img> has no session.
      if (!game || game.hidden) throw new HttpError(404, T.gameNotFound);
      reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400');
      return thumbnailSvg(game);
    });

    if (!playable) return;
    await callRoute(app, calls.PlayRound, { tags, preValidation: auth, rateLimit: perSession(120) }, async (req) =>
      envelope(await lobby.play(req.auth!.userId, req.body)),
    );
    await blackjackRoutes(app, deps, services);
  };

/** The catalogue for the lobby's and the game page's server render (platform/page-data.ts). */
export const gameLobbyPageReads = (deps: AppDeps, services: Services): PageReads => ({
  [API.Game.Lobby]: pageRead(z.object({}), ZLobbyResponse, async () => ok(await services.gameLobby.games(gamesSandboxEnabled(deps.config)))),
});
