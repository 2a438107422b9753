import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { RouteErrorBoundary } from './route-error.tsx';

function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

/** A component loaded on demand; `preload()` fetches its code ahead (the pointer on the button that opens it). */
export type OnDemand<P> = ComponentType<P> & { preload: () => void };

/**
 * A component whose code loads the first time it is drawn, not with the page: the dialogs that
 * appear only when something happens (an alert, the idle countdown, 'Stato conto'), a detail opened
 * by a press, a tab other than the first. Until the code is there, `fallback` is drawn (nothing by
 * default). If the code cannot be fetched (offline), the load is tried again once the browser is back
 * online; a fresh `lazy` is made for that attempt, since React keeps a failed one failed.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null): OnDemand<P> {
  let Loaded: LazyExoticComponent<ComponentType<P>> = lazy(load);
  function OnDemand(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      Loaded = lazy(load);
      setAttempt((n) => n + 1);
    }, []);
    return (
      <RouteErrorBoundary key={attempt} fallback={() => <RetryWhenOnline retry={retry} />}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  // A failed fetch here is not reported: drawing the component tries again and handles it.
  OnDemand.preload = () => void load().catch(() => undefined);
  return OnDemand;
}
