import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';

/** Content routes: every /pages/… address (institutional pages, layout areas, pokerLogout) and the FAQ. */
export const contentRoutes: RouteObject[] = [
  { path: 'pages/*', ...page(() => import('./routes/pages-page.tsx')) },
  { path: 'faq', ...page(() => import('./routes/faq-index-page.tsx')) },
  {
    path: 'faq/:section',
    ...page(() => import('./routes/faq-section-page.tsx')),
  },
];
