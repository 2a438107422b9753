import { useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, Router, UNSAFE_createBrowserHistory, useRoutes, type Location, type RouteObject } from 'react-router';
import { loadPages, matchedHandles } from '../lib/page-module.tsx';
import { navigationShown, navigationStarted } from '../lib/navigation-settled.ts';
import { rememberScroll, useScrollRestoration } from './scroll-restoration.ts';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The browser's history, telling the router of every push and replace as well as Back and Forward. */
export const createAppHistory = (): AppHistory => UNSAFE_createBrowserHistory({ v5Compat: true });

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * React Router in its declarative mode (a third of the size of its data router, which this site
 * does not use: no loaders, actions or fetchers), plus what the data router gave: a new address is
 * shown only once its page modules are in — the page on screen stays until then — and the scroll
 * position is restored on Back and Forward.
 */
export function AppRouter({ history, routes }: { history: AppHistory; routes: RouteObject[] }) {
  const [shown, setShown] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));
  const shownRef = useRef(shown.location);
  shownRef.current = shown.location;

  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      navigationStarted();
      void loadPages(matchedHandles(routes, location.pathname)).then(() => {
        // A later navigation while this one's modules were loading wins.
        if (navigation !== latest) return;
        rememberScroll(shownRef.current);
        setShown({ action, location });
      });
    });
  }, [history, routes]);

  useScrollRestoration(shown.location, shown.action === NavigationType.Pop);
  useLayoutEffect(() => {
    if (shown.location.key === history.location.key) navigationShown();
  }, [shown, history]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      <Routes routes={routes} />
    </Router>
  );
}
