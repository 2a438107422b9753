import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Content routes: the home page, every /pages/… address (institutional pages, layout areas, pokerLogout) and the FAQ. */
export const contentRoutes: FeatureRoute[] = [
  { index: true, load: () => import('./routes/home-page.tsx') },
  {
    path: 'pages/*',
    load: () => import('./routes/pages-page.tsx'),
    // Loaded lazily too, so the content rules it uses stay out of the entry.
    firstData: (...args) => import('./api/institutional-page-data.ts').then((m) => m.institutionalPageData(...args)),
  },
  { path: 'faq', load: () => import('./routes/faq-index-page.tsx') },
  { path: 'faq/:section', load: () => import('./routes/faq-section-page.tsx') },
];
