import type { RouteObject } from 'react-router';
import { Loader } from '../../ui/status-pages.tsx';
import { RouteErrorMessage } from './components/route-error-message.tsx';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The back office's screens, each its own chunk, under its layout (login included). */
export const backofficeRoute: RouteObject = {
  id: 'backoffice',
  path: '/backoffice',
  hydrateFallbackElement: <Loader />,
  errorElement: <RouteErrorMessage />,
  ...lazyPage(() => import('./components/backoffice-layout.tsx')),
  children: [
    { index: true, ...lazyPage(() => import('./routes/dashboard-page.tsx')) },
    { path: 'prelievi', ...lazyPage(() => import('./routes/withdrawals-page.tsx')) },
    { path: 'documenti', ...lazyPage(() => import('./routes/documents-page.tsx')) },
    { path: 'giocatori', ...lazyPage(() => import('./routes/players-page.tsx')) },
    { path: 'giocatori/:id', ...lazyPage(() => import('./routes/player-page.tsx')) },
    { path: 'contenuti', ...lazyPage(() => import('./routes/content-page.tsx')) },
    { path: 'messaggi', ...lazyPage(() => import('./routes/messages-page.tsx')) },
    { path: 'bonus', ...lazyPage(() => import('./routes/bonus-page.tsx')) },
    { path: 'sito', ...lazyPage(() => import('./routes/site-page.tsx')) },
    { path: 'audit', ...lazyPage(() => import('./routes/audit-page.tsx')) },
    { path: '*', element: <p>Pagina non trovata nel back office.</p> },
  ],
};
