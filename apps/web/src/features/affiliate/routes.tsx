import type { FeatureRoute } from '../../lib/feature-route.ts';

/** The affiliate programme's application form (open route). */
export const affiliateRoutes: FeatureRoute[] = [{ path: 'account/affiliate', load: () => import('./routes/affiliate-page.tsx') }];
