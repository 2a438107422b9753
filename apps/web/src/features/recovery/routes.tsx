import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';

/** Open routes of the recovery area: migration, affiliate and the post-registration steps. */
export const accountOpenRoutes: RouteObject[] = [
  { path: 'account/migration', ...page(() => import('../migration/routes/migration-page.tsx')) },
  { path: 'account/affiliate', ...page(() => import('../affiliate/routes/affiliate-page.tsx')) },
  { path: 'account/registration/confirm', ...page(() => import('../registration-confirm/routes/confirm-page.tsx')) },
];
