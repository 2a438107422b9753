import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useSession } from '../../../lib/session-store.ts';

/** Login guard: visitors go to /account/login?returnUrl=… */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const ready = useSession((s) => s.ready);
  const user = useSession((s) => s.user);
  if (!ready) return <Loader />;
  if (!user) {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  return <>{children}</>;
}
