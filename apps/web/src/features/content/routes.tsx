import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import type { FeatureRoute } from '../../lib/feature-route.ts';

// Loaded lazily too, so the content rules the data loaders use stay out of the entry.
const data = () => import('./api/institutional-page-data.ts');
const areas =
  (...names: string[]): FeatureRoute['firstData'] =>
  (...args) =>
    data().then((m) => m.areasData(...names)(...args));

/** Content routes: the home page, every /pages/… address (institutional pages, layout areas, pokerLogout) and the FAQ. */
export const contentRoutes: FeatureRoute[] = [
  { index: true, load: () => import('./routes/home-page.tsx'), firstData: areas(LAYOUT_AREAS.hero.home) },
  { path: 'pages/*', load: () => import('./routes/pages-page.tsx'), firstData: (...args) => data().then((m) => m.institutionalPageData(...args)) },
  { path: 'faq', load: () => import('./routes/faq-index-page.tsx'), firstData: areas(LAYOUT_AREAS.faq) },
  { path: 'faq/:section', load: () => import('./routes/faq-section-page.tsx'), firstData: areas(LAYOUT_AREAS.faq) },
];
