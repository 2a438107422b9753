import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Withdrawal routes (document 3 §2): the form and the pending list need login, the result page is open. */
export const withdrawalRoutes: FeatureRoute[] = [
  { path: 'account/prelievo', load: () => import('./withdrawal/routes/withdrawal-page.tsx'), guarded: true },
  { path: 'account/elenco-prelievi', load: () => import('./withdrawal/routes/pending-page.tsx'), guarded: true },
  { path: 'account/prelievo/results/:status', load: () => import('./withdrawal/routes/result-page.tsx') },
];
