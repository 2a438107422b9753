/** What the app shell uses of the account area. */
import { lazy } from 'react';

/** Loaded on demand: the shell mounts it once a player has logged in. */
export const StatusModal = lazy(() => import('./components/status-modal.tsx').then((m) => ({ default: m.StatusModal })));
export { accountStatusOf, useAccountStatus } from './use-account-status.ts';
export { default as StatusPage } from './routes/status-page.tsx';
