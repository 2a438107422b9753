import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';
import { paths } from '../../app/paths.ts';

/** The profile pages (document 2 §2): one guarded layout with the tabs, each tab a lazy page. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'account/edit',
    ...page(() => import('./components/profile-layout.tsx'), true),
    children: [
      { index: true, element: <Navigate to={paths.editAnagrafica} replace /> },
      { path: 'anagrafica', ...page(() => import('./routes/anagrafica-page.tsx')) },
      { path: 'documenti', ...page(() => import('./routes/documenti-page.tsx')) },
      { path: 'contatti-e-privacy', ...page(() => import('./routes/contatti-page.tsx')) },
      { path: 'contatti-e-privacy/edit-contacts', ...page(() => import('./routes/edit-contacts-page.tsx')) },
      { path: 'password', ...page(() => import('./routes/password-page.tsx')) },
      { path: 'security', ...page(() => import('./routes/security-page.tsx')) },
      { path: 'status', ...page(() => import('./routes/status-tab-page.tsx')) },
    ],
  },
];
