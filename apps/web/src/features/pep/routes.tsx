import type { FeatureRoute } from '../../lib/feature-route.ts';

/** The PEP questionnaire (document 2 §2). */
export const pepRoutes: FeatureRoute[] = [{ path: 'account/edit/pep-profile', load: () => import('./routes/pep-profile-page.tsx'), guarded: true }];
