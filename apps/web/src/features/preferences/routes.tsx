import type { FeatureRoute } from '../../lib/feature-route.ts';

/** 'Preferenze' (document 3, /user-settings). */
export const preferencesRoutes: FeatureRoute[] = [{ path: 'user-settings', load: () => import('./routes/user-settings-page.tsx') }];
