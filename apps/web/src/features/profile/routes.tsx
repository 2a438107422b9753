import type { FeatureRoute } from '../../lib/feature-route.ts';
import { paths } from '../../lib/paths.ts';

/** The profile pages (document 2 §2): one guarded layout with the tabs, each tab a lazy page. */
export const profileRoutes: FeatureRoute[] = [
  {
    path: 'account/edit',
    load: () => import('./components/profile-layout.tsx'),
    guarded: true,
    children: [
      { index: true, redirect: paths.editAnagrafica },
      { path: 'anagrafica', load: () => import('./routes/anagrafica-page.tsx') },
      { path: 'documenti', load: () => import('./routes/documenti-page.tsx') },
      { path: 'contatti-e-privacy', load: () => import('./routes/contatti-page.tsx') },
      { path: 'contatti-e-privacy/edit-contacts', load: () => import('./routes/edit-contacts-page.tsx') },
      { path: 'password', load: () => import('./routes/password-page.tsx') },
      { path: 'security', load: () => import('./routes/security-page.tsx') },
      { path: 'status', load: () => import('./routes/status-tab-page.tsx') },
    ],
  },
];
