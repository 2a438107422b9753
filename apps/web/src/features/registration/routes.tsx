import type { FeatureRoute } from '../../lib/feature-route.ts';

/** Open routes of the registration area (the confirmation page lives in registration-confirm). */
export const registrationRoutes: FeatureRoute[] = [
  {
    path: 'account/registration',
    load: () => import('./routes/registration-page.tsx'),
    // Step 1 as the server draws it: the site settings (the registration's switches, the night lock)
    // and the banner's area, so the form and the banner are in the markup and nothing moves after.
    // In the page's module, which loads beside it: a module of its own would be a small chunk for the
    // greedy merge to fold into chunks other pages load.
    firstData: (client, _pathname, logged) => import('./routes/registration-page.tsx').then((m) => m.registrationFirstData(client, logged)),
  },
];
