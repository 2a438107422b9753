import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Deposit routes (document 3 §2): the deposit page needs login, its result page is open to everyone. */
export const depositRoutes: FeatureRoute[] = [
  { path: 'account/ricarica', load: () => import('./deposit/routes/deposit-page.tsx'), guarded: true },
  { path: 'account/ricarica/results/:status', load: () => import('./deposit/routes/deposit-result-page.tsx') },
];
