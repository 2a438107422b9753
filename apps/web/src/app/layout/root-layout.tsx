import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { chromeRules } from '../../lib/paths.ts';
import { routeTitle } from '../route-titles.ts';
import { DialogHost } from '../../ui/dialogs.tsx';
import { Loader } from '../../ui/status-pages.tsx';
import { RouteError, RouteErrorBoundary } from '../../ui/route-error.tsx';
import { useIsLoggedIn } from '../../lib/session-store.ts';
import { useAfterPageLoad } from '../../lib/use-after-page-load.ts';
import { SessionBootstrap, SessionEndedNotice } from '../../features/session/index.ts';
import { NotificationCenter, PlayerWatchers } from './player-shell-parts.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Hydrated } from './hydrated.tsx';
import { OfflineBanner } from '../pwa/offline-banner.tsx';
import { useRenderedTitle } from '../../lib/page-view.ts';
import { useVisitorContentShown } from './visitor-content.ts';

/** Loaded at the first move to another page in the app: the first page, a document, does not need it. */
const RouteFocus = lazy(() => import('./route-focus.tsx'));
// The service worker's registration and its update prompt (workbox-window) load after the first page too.
const AppUpdate = lazy(() => import('../pwa/app-update.tsx'));
// Server messages (and the HTML sanitiser they need) load once the first page has, never in the entry.
const ServerMessages = lazy(() => import('../../features/server-messages/index.ts').then((m) => ({ default: m.ServerMessages })));

/**
 * True from the moment a player is logged in in this tab, and from then on: what only a player needs
 * (notifications and their push stream, the idle warning, the account-status modal) loads then, not
 * with a visitor's first page, and stays mounted after a logout so it can clear its own state.
 */
function usePlayerSeen(): boolean {
  const loggedIn = useIsLoggedIn();
  const [seen, setSeen] = useState(loggedIn);
  useEffect(() => {
    if (loggedIn) setSeen(true);
  }, [loggedIn]);
  return seen || loggedIn;
}

/**
 * What the page can live without, loaded on its own: if its code cannot be fetched (the connection
 * dropped, a new deployment replaced the chunk) nothing shows in its place, and the page the player
 * is using stays (the server still ends an idle session by itself).
 */
function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * What loads once the page has loaded and settled (server messages, the service worker's update
 * prompt). Its own component, so the moment it appears re-renders only itself, not the whole layout.
 */
function AfterLoadParts() {
  const pageLoaded = useAfterPageLoad();
  if (!pageLoaded) return null;
  return (
    <OptionalPart>
      <ServerMessages />
      {import.meta.env.PROD && <AppUpdate />}
    </OptionalPart>
  );
}

/**
 * What only a player needs, once a player has been seen (`usePlayerSeen`). Its own component, so the
 * session's arrival re-renders these parts, not the layout, header and footer around them.
 */
function PlayerPart({ children, deferred = false }: { children: ReactNode; deferred?: boolean }) {
  const playerSeen = usePlayerSeen();
  if (deferred) return <DeferredPart show={playerSeen}>{children}</DeferredPart>;
  return playerSeen ? <OptionalPart>{children}</OptionalPart> : null;
}

/**
 * For parts that draw nothing until they must (the watchers): when `show` turns true in a synchronous
 * render (the stored session right after hydration, a login), they mount in a deferred render of
 * their own, and their effects (queries, timers) run in a task of their own instead of lengthening
 * the one hydration's effects run in. The notifications are not deferred: their alert is drawn as
 * soon as the session is known.
 */
function DeferredPart({ show, children }: { show: boolean; children: ReactNode }) {
  return useDeferredValue(show) ? <OptionalPart>{children}</OptionalPart> : null;
}

/** The server rendered this document's page, and wrote its <title>: the page's data is in the HTML (src/entry-server.tsx). */
const serverRendered = () => document.getElementById('page-data') !== null;

export function RootLayout() {
  const { pathname } = useLocation();
  const chrome = chromeRules(pathname);
  // On the server, the route's title for the HTML's <title> (a page that names itself overrides it).
  const rendered = useRenderedTitle();
  if (rendered) rendered.title = routeTitle(pathname);
  useVisitorContentShown();
  // A layout effect runs before the pages' own effects, so a page that names itself (content, 404) wins.
  // Not at hydration: the server wrote the page's own title, and the page's boundary hydrates after
  // the layout, so the route's title (for a content page, just 'Betsite') would stand until then.
  const hydrating = useRef(true);
  useLayoutEffect(() => {
    const first = hydrating.current;
    hydrating.current = false;
    if (first && serverRendered()) return;
    document.title = routeTitle(pathname);
  }, [pathname]);
  // The server writes the first page's description; the next ones follow on navigation, with the
  // descriptions loaded then rather than with every first page (search engines read the server's).
  const firstPath = useRef(pathname);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    setNavigated(true);
    let current = true;
    void import('../route-descriptions.ts').then(({ routeDescription }) => {
      if (current) document.querySelector('meta[name="description"]')?.setAttribute('content', routeDescription(pathname));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return (
    <div className="app" data-hide-mobile-chrome={chrome.hideMobileChrome || undefined} data-hide-desktop-header={chrome.hideDesktopHeader || undefined}>
      <SessionBootstrap />
      {navigated && (
        <Suspense fallback={null}>
          <RouteFocus />
        </Suspense>
      )}
      <Header />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <PlayerPart>
          <NotificationCenter />
        </PlayerPart>
        {/* A page that fails keeps the header and footer around its message. */}
        {/* Hydrated in the fallback too: a page that failed still ends the wait of its buttons (styles.css). */}
        <RouteErrorBoundary
          resetKey={pathname}
          fallback={() => (
            <>
              <RouteError />
              <Hydrated />
            </>
          )}
        >
          <Suspense fallback={<Loader />}>
            <Outlet />
            <Hydrated />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <PlayerPart deferred>
        <PlayerWatchers />
      </PlayerPart>
      <SessionEndedNotice />
      <AfterLoadParts />
      <DialogHost />
      <ScrollRestoration />
    </div>
  );
}
