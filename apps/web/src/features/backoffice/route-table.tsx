import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageModule, PageView } from '../../lib/page-module.tsx';
import { RouteErrorBoundary } from '../../ui/route-error.tsx';
import { Loader } from '../../ui/status-pages.tsx';
import { RouteErrorMessage } from './components/route-error-message.tsx';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'element'> => ({
  element: <PageView module={new PageModule(load)} />,
});

/** The back office's screens, each its own chunk, under its layout (login included). */
const routes: RouteObject[] = [
  {
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
  },
];

/** The back office under /backoffice/*: its screens, and an Italian message when one fails. */
export default function BackofficeRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorMessage error={error} />}>
      <Suspense fallback={<Loader />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
