import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';

/** Deposit routes (document 3 §2): the deposit page needs login, its result page is open to everyone. */
export const depositRoutes: RouteObject[] = [
  { path: 'account/ricarica', ...page(() => import('./deposit/routes/deposit-page.tsx'), true) },
  { path: 'account/ricarica/results/:status', ...page(() => import('./deposit/routes/deposit-result-page.tsx')) },
];
