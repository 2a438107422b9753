import type { FeatureRoute } from '../../lib/feature-route.ts';

/**
 * The catalogue before the page draws, fetched through the page's own module: a small data module
 * imported from here (the entry) would be merged by the build into a chunk other pages load (login).
 */
const lobby = () => import('./routes/lobby-page.tsx');

/** The games lobby and the game launch (docs/games.md "Lobby and game launch"); their code loads only on these routes. */
export const gamesRoutes: FeatureRoute[] = [
  { path: 'games', load: lobby, firstData: (client) => lobby().then((m) => m.lobbyData(client)) },
  {
    path: 'game/vegas/game/:gameCode',
    load: () => import('./routes/game-page.tsx'),
    guarded: true,
    firstData: (client) => import('./routes/game-page.tsx').then((m) => m.lobbyData(client)),
  },
];
