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
 * Free of side effects (the annotation): a module imported for another export does not keep its
 * on-demand components, nor the chunks they load.
 */
/* @__NO_SIDE_EFFECTS__ */
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

/**
 * Fetches an on-demand component's code at the player's first press or key on the page: what an
 * action may need to show (the alert of a failed call, the connection message) is then there even
 * if the network is gone by the time it answers. Nothing is fetched for a page nobody touches.
 */
export function usePreloadOnFirstInteraction(component: { preload: () => void }, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const events = ['pointerdown', 'keydown'] as const;
    const preload = () => {
      for (const e of events) window.removeEventListener(e, preload, true);
      component.preload();
    };
    for (const e of events) window.addEventListener(e, preload, { capture: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, preload, true);
    };
  }, [component, enabled]);
}
