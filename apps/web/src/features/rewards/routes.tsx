import type { FeatureRoute } from '../../lib/feature-route.ts';
import { paths } from '../../lib/paths.ts';

/** Promozioni e Bonus (document 3 §2): the sub-routes are its tabs; 'attivi' redirects to real-bonus. */
export const rewardsRoutes: FeatureRoute[] = [
  { path: 'account/promozioni-bonus', redirect: `${paths.promozioniBonus}/real-bonus` },
  { path: 'account/promozioni-bonus/attivi', redirect: `${paths.promozioniBonus}/real-bonus` },
  { path: 'account/promozioni-bonus/:tab', load: () => import('./routes/bonus-page.tsx'), guarded: true },
];
