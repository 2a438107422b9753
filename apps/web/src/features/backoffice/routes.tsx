import type { RouteObject } from 'react-router';
import { PageModule, PageView, type PageHandle } from '../../lib/page-module.tsx';

/**
 * The back office (/backoffice), outside the site's layout. Its route table is a module of its own,
 * loaded on the first visit: the player's first load carries this route only — no back-office route
 * table, chunk names or preload lists.
 */
const table = new PageModule(() => import('./route-table.tsx'));
const handle: PageHandle = { page: table };

export const backofficeRoute: RouteObject = {
  path: '/backoffice/*',
  element: <PageView module={table} />,
  handle,
  loader: () => table.load().then(() => null),
};
