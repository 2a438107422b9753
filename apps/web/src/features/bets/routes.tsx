import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';

/** Statement, bet list (with its sub-routes), ticket print and the games sandbox (document 3 §2). */
export const betsRoutes: RouteObject[] = [
  { path: 'account/estratto-conto', ...page(() => import('./routes/statement-page.tsx'), true) },
  { path: 'account/elenco-giocate', ...page(() => import('./routes/bet-list-page.tsx'), true) },
  { path: 'account/elenco-giocate/:tab', ...page(() => import('./routes/bet-list-page.tsx'), true) },
  { path: 'ticket-print/:aamscode', ...page(() => import('./routes/ticket-print-page.tsx')) },
  { path: 'sandbox/games', ...page(() => import('./routes/sandbox-games-page.tsx')) },
];
