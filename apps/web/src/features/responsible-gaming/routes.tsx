import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Gioco consapevole: limits, reality check and self-exclusion on one page (document 2 §2), the insights page, the first access. */
export const responsibleGamingRoutes: FeatureRoute[] = [
  { path: 'account/primo-accesso', load: () => import('./routes/primo-accesso-page.tsx'), guarded: true },
  { path: 'account/edit/gioco-consapevole', load: () => import('./routes/gioco-consapevole-page.tsx'), guarded: true },
  { path: 'account/gioco-consapevole/andamento', load: () => import('./routes/andamento-page.tsx'), guarded: true },
];
