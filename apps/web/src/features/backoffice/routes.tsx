import type { PatchRoutesOnNavigationFunction } from 'react-router';

let patched = false;

/**
 * The back office's routes are discovered on the first navigation under /backoffice
 * (React Router's patchRoutesOnNavigation): the player's first load carries this function only —
 * no back-office route table, chunk names or preload lists.
 */
export const discoverBackoffice: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (patched || !/^\/backoffice(\/|$)/.test(path)) return;
  const { backofficeRoute } = await import('./route-table.tsx');
  if (patched) return;
  patched = true;
  patch(null, [backofficeRoute]);
};
