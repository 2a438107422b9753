import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Statement, bet list (with its sub-routes), ticket print and the games sandbox (document 3 §2). */
export const betsRoutes: FeatureRoute[] = [
  { path: 'account/estratto-conto', load: () => import('./routes/statement-page.tsx'), guarded: true },
  { path: 'account/elenco-giocate', load: () => import('./routes/bet-list-page.tsx'), guarded: true },
  { path: 'account/elenco-giocate/:tab', load: () => import('./routes/bet-list-page.tsx'), guarded: true },
  { path: 'ticket-print/:aamscode', load: () => import('./routes/ticket-print-page.tsx') },
  { path: 'sandbox/games', load: () => import('./routes/sandbox-games-page.tsx') },
];
