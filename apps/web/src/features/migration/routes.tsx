import type { FeatureRoute } from '../../lib/feature-route.ts';

/** The migration of a player of the old site (open route). */
export const migrationRoutes: FeatureRoute[] = [{ path: 'account/migration', load: () => import('./routes/migration-page.tsx') }];
