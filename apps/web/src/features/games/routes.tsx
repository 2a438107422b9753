import type { FeatureRoute } from '../../lib/feature-route.ts';

// Loaded lazily, so the lobby's data code stays out of the entry.
const data = () => import('./api/lobby-data.ts');

/** The games lobby and the game launch (docs/games.md "Lobby and game launch"); their code loads only on these routes. */
export const gamesRoutes: FeatureRoute[] = [
  { path: 'games', load: () => import('./routes/lobby-page.tsx'), firstData: (...args) => data().then((m) => m.lobbyPageData(...args)) },
  {
    path: 'game/vegas/game/:gameCode',
    load: () => import('./routes/game-page.tsx'),
    guarded: true,
    firstData: (client) => data().then((m) => m.lobbyData(client)),
  },
];
