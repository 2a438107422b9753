import { lazy } from 'react';

/** What another feature's page needs to draw a layout area of the CMS (the games lobby). */
/** A layout area's widgets, loaded when first drawn. */
export const LazyWidgetArea = lazy(() => import('./components/widget-area.tsx').then((m) => ({ default: m.WidgetArea })));

/** A layout area's objects (the registration's banner), and its query for a page's first data. */
export { cmsAreaQueryOptions, useCmsArea } from './api/get-cms-object.ts';
