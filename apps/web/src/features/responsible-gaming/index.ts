import { lazy } from 'react';

/** For the app shell: the reality check, loaded on demand once a player has logged in. */
export const RealityCheck = lazy(() => import('./components/reality-check.tsx').then((m) => ({ default: m.RealityCheck })));
