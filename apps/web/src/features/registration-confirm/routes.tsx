import type { FeatureRoute } from '../../lib/feature-route.ts';

/** The post-registration confirmation steps (open route). */
export const registrationConfirmRoutes: FeatureRoute[] = [{ path: 'account/registration/confirm', load: () => import('./routes/confirm-page.tsx') }];
