import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';

/** Open routes of the registration area (the confirmation page lives in registration-confirm). */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'account/registration',
    ...page(() => import('./routes/registration-page.tsx')),
  },
];
