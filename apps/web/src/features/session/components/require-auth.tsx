import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useStillLoading } from '../../../lib/use-still-loading.ts';

/** Login guard: visitors go to /account/login?returnUrl=…, a tab whose session another tab logged out goes home. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const ready = useSession((s) => s.ready);
  const user = useSession((s) => s.user);
  const endedElsewhere = useSession((s) => s.endedElsewhere);
  // The session check's answer arrives from outside React (a store), which React renders at once and
  // whole: the page behind the guard, the heaviest part of an account page, would be one long task.
  // It renders in slices instead, after the loader has stayed up for one more (cheap) render.
  const userPending = useStillLoading(!user);
  // Until the browser has checked the session (the server renders every page for a visitor): a loader
  // as tall as the screen, so the footer is out of view and nothing moves when the page comes.
  const pending = (
    <div className="page-pending" style={{ minHeight: '100vh' }}>
      <Loader />
    </div>
  );
  if (!ready) return pending;
  if (!user) {
    // Another tab logged out: this one leaves the account page as that tab did, for the home page.
    if (endedElsewhere) return <LeaveForHome />;
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  if (userPending) return pending;
  return <>{children}</>;
}

/** Goes to the home page once, then forgets why: a later visit to an account page asks for the login as usual. */
function LeaveForHome() {
  const navigate = useNavigate();
  useEffect(() => {
    // Forgotten once the home page is shown: until then this guard must keep leading there (the
    // router renders a navigation in a transition, after the store's update would have rendered).
    void Promise.resolve(navigate('/', { replace: true })).then(() => useSession.setState({ endedElsewhere: false }));
  }, [navigate]);
  return null;
}
