import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';

/** Withdrawal routes (document 3 §2): the form and the pending list need login, the result page is open. */
export const withdrawalRoutes: RouteObject[] = [
  { path: 'account/prelievo', ...page(() => import('./withdrawal/routes/withdrawal-page.tsx'), true) },
  { path: 'account/elenco-prelievi', ...page(() => import('./withdrawal/routes/pending-page.tsx'), true) },
  { path: 'account/prelievo/results/:status', ...page(() => import('./withdrawal/routes/result-page.tsx')) },
];
