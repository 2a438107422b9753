import { useLocation } from 'react-router';
import { RequireAuth } from '../features/session/index.ts';
import { NotFoundPage } from '../ui/status-pages.tsx';
import { isProtectedPath } from '../lib/paths.ts';

/**
 * Unknown paths: under a login-required prefix a visitor is first sent to
 * /account/login?returnUrl=… (as on every guarded page); everyone else sees 'Pagina non trovata'.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  if (!isProtectedPath(pathname)) return <NotFoundPage />;
  return (
    <RequireAuth>
      <NotFoundPage />
    </RequireAuth>
  );
}
