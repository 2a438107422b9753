import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Open routes of the registration area (the confirmation page lives in registration-confirm). */
export const registrationRoutes: FeatureRoute[] = [{ path: 'account/registration', load: () => import('./routes/registration-page.tsx') }];
