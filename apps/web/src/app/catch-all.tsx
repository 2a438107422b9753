import { useLocation } from 'react-router';
import { RequireAuth } from '../features/session/components/require-auth.tsx';
import { NotFoundPage } from '../ui/status-pages.tsx';
import { isProtectedPath } from './paths.ts';

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
