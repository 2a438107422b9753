import { lazy } from 'react';
/** What other features may use of the content area. */
export { LoginInfoBox } from './components/login-info-box.tsx';
export { loginPageData } from './api/institutional-page-data.ts';
export { areasData } from './api/institutional-page-data.ts';
/** A layout area's widgets, loaded when first drawn (so importing this index does not bring them: the login page imports it). */
export const LazyWidgetArea = lazy(() => import('./components/widget-area.tsx').then((m) => ({ default: m.WidgetArea })));
