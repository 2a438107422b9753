import type { FeatureRoute } from '../../lib/feature-route.ts';

const home = () => import('./routes/home-page.tsx');

/** The sportsbook (docs/sportsbook.md): its pages and the slip load only on these routes. */
export const sportsbookRoutes: FeatureRoute[] = [
  {
    path: 'scommesse',
    load: () => import('./routes/layout.tsx'),
    children: [
      { index: true, load: home, firstData: (client) => home().then((m) => m.sportsHomeData(client)) },
      { path: 'live', load: () => import('./routes/live-page.tsx') },
      { path: 'evento/:eventId', load: () => import('./routes/event-page.tsx') },
      { path: ':sport', load: () => import('./routes/sport-page.tsx') },
      { path: ':sport/:competition', load: () => import('./routes/sport-page.tsx') },
    ],
  },
];
