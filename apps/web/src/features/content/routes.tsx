import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import type { FeatureRoute } from '../../lib/feature-route.ts';

// Loaded lazily too, so the content rules the data loaders use stay out of the entry.
const data = () => import('./api/institutional-page-data.ts');
// Through the page's own module: a small data module imported from here would be merged into a chunk other pages load.
const promotion = () => import('./routes/promotion-page.tsx');
const missing = () => import('./api/address-missing.ts');
const areas =
  (...names: string[]): FeatureRoute['firstData'] =>
  (...args) =>
    data().then((m) => m.areasData(...names)(...args));

/** Content routes: the home page, every /pages/… address (institutional pages, layout areas, pokerLogout) and the FAQ. */
export const contentRoutes: FeatureRoute[] = [
  { index: true, load: () => import('./routes/home-page.tsx'), firstData: areas(LAYOUT_AREAS.hero.home) },
  // The terms' old name: a redirect (on the server, HTTP 302) to the page, its sub-path and query kept.
  { path: 'pages/termini/*', redirect: (url) => url.pathname.replace(/^\/pages\/termini/i, '/pages/termini-condizioni') + url.search },
  // An address that names no page answers 'Pagina non trovata' with HTTP 404, as the catch-all does
  // (judged by the server's render only: the browser's build leaves it out).
  {
    path: 'pages/*',
    load: () => import('./routes/pages-page.tsx'),
    firstData: (...args) => data().then((m) => m.institutionalPageData(...args)),
    ...(import.meta.env.SSR && { notFound: (...args) => missing().then((m) => m.pagesAddressMissing(...args)) }),
  },
  { path: 'faq', load: () => import('./routes/faq-index-page.tsx'), firstData: areas(LAYOUT_AREAS.faq) },
  {
    path: 'faq/:section',
    load: () => import('./routes/faq-section-page.tsx'),
    firstData: areas(LAYOUT_AREAS.faq),
    ...(import.meta.env.SSR && { notFound: (...args) => missing().then((m) => m.faqSectionMissing(...args)) }),
  },
  // Promotion pages (issue 36): an unknown or expired slug is 'Pagina non trovata' with HTTP 404.
  ...['scommesse/promozione/:slug', 'games/promozione/:slug'].map((path): FeatureRoute => ({
    path,
    load: () => import('./routes/promotion-page.tsx'),
    firstData: (client, pathname) => promotion().then((m) => m.promotionPageData(client, pathname)),
    ...(import.meta.env.SSR && { notFound: (client, pathname) => promotion().then((m) => m.promotionMissing(client, pathname)) }),
  })),
];
