import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Ranking (document 3 §2): the page and every sub-path (tabs and filters are sub-paths). */
export const rankingRoutes: FeatureRoute[] = [
  { path: 'account/classifiche-ranking', load: () => import('./routes/ranking-page.tsx'), guarded: true },
  { path: 'account/classifiche-ranking/:endpoint', load: () => import('./routes/ranking-page.tsx'), guarded: true },
];
