import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupApi } from './app/api-setup.ts';
import { AppRouter, createAppHistory } from './app/app-router.tsx';
import { settledWithin, yieldToBrowser } from './app/boot.ts';
import { markInlinedStylesheets } from './app/inlined-styles.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { startOnFirstInput, takeServerDrawnPage } from './app/server-drawn.ts';
import { routes } from './app/router.tsx';
import { loadNotificationModules, POLL_MS, prefillNotifications } from './features/notifications/index.ts';
import { takeDrawnMessages } from './features/server-messages/start-up.ts';
import { beginSessionCheck, hasLocallyHiddenElements, startActivityTracking, startClientSettingsSync } from './features/session/index.ts';
import { useSession } from './lib/session-store.ts';
import { siteConfigQueryOptions } from './lib/site-config.ts';
import { loadFirstData, loadPages, matchedHandles } from './lib/page-module.tsx';
import { RouteError, RouteErrorBoundary } from './ui/route-error.tsx';
import './styles.css';

/** The longest a slow session check holds the first paint; its answer lands when it comes. */
const SESSION_WAIT_MS = 3000;
/** How much longer a player's notifications may hold it once the session is back (the alerts come later if slower). */
const NOTIFICATIONS_WAIT_MS = 500;
/** How much longer a page's first data (FeatureRoute.firstData) may hold it once the session is back; after that the page shows its loader. */
const FIRST_DATA_WAIT_MS = 1000;

/**
 * How long a page drawn for a player can do without the app when nobody touches it: until the
 * notifications are next looked at (their first look came with the page), or until the idle
 * warning is due (document 1 §4: the idle clock runs from the page's load), whichever comes first.
 */
function playerWorkDueInMs(): number {
  const idle = queryClient.getQueryData(siteConfigQueryOptions.queryKey)?.idle;
  const warningInMs = idle ? (idle.idleSeconds + idle.timeoutSeconds - idle.warningSeconds) * 1000 - performance.now() : Infinity;
  return Math.max(0, Math.min(POLL_MS, warningInMs));
}

/**
 * Start-up in tasks the browser can respond between (docs/performance.md): evaluating the modules
 * and sending the session check, starting the first page's modules, then one render of the whole
 * page once they, the session check, a player's notifications and the page's first data are in,
 * instead of a loader (or a visitor's header) first and the page after it.
 *
 * An async function, not top-level await: with a top-level await in the entry, Rollup must split
 * everything the lazy pages share with it into separate chunks (a page importing from an entry
 * still awaiting would deadlock), which tripled the number of script requests.
 */
async function start(): Promise<void> {
  markInlinedStylesheets();
  setupApi();
  // The player's activity counts from now, before the app draws (a server-drawn page draws at the first press).
  startActivityTracking();
  // Listened for from the start: an input while the modules load counts too.
  const drawn = takeServerDrawnPage(queryClient);
  const onInput = drawn ? startOnFirstInput() : undefined;
  const sessionChecked = beginSessionCheck();
  // A player's first render draws the notifications' count and alerts with the page, not a render
  // later: their code loads with the session check (a token is stored), their list once it is back.
  const notificationCode = useSession.getState().token ? loadNotificationModules() : undefined;
  const playerDataIn = sessionChecked.then(() =>
    useSession.getState().user ? settledWithin(Promise.all([prefillNotifications(), notificationCode]), NOTIFICATIONS_WAIT_MS) : undefined,
  );
  startClientSettingsSync();
  await yieldToBrowser();
  const history = createAppHistory();
  const { pathname } = history.location;
  const handles = matchedHandles(routes, pathname);
  const pageDataIn = sessionChecked.then(() =>
    settledWithin(loadFirstData(handles, pathname, queryClient, Boolean(useSession.getState().user)), FIRST_DATA_WAIT_MS),
  );
  await Promise.all([loadPages(handles), settledWithin(playerDataIn, SESSION_WAIT_MS), settledWithin(pageDataIn, SESSION_WAIT_MS)]);
  const root = document.getElementById('root')!;
  // A stored session that turned out to be no longer valid: the visitor's header the server drew is right after all.
  if (!useSession.getState().user) document.documentElement.removeAttribute('data-stored-session');
  const draw = () => {
    root.removeAttribute('data-server-drawn');
    root.removeAttribute('data-player-drawn');
    createRoot(root).render(
      <StrictMode>
        {/* A failure outside the pages (the layout itself) still gets an Italian message. */}
        <RouteErrorBoundary fallback={() => <RouteError />}>
          <Providers>
            <AppRouter history={history} routes={routes} />
          </Providers>
        </RouteErrorBoundary>
      </StrictMode>,
    );
  };
  // A server-drawn page needs the app only once it is used, or, drawn for a player, once the
  // notifications are next due (their first look came with the page). Drawn at once: a player on a
  // page drawn for a visitor (the server drew a visitor's header) or a page drawn for a player whose
  // session turned out to be over, an address with a fragment (the app scrolls to it), a browser that
  // hides elements for ever (the server drew them), a server message still to be seen on this page
  // and a player's account-status warning (the app shows them).
  const user = useSession.getState().user;
  const loggedIn = user !== null;
  const messageDue = drawn ? takeDrawnMessages(drawn.messages, pathname) : false;
  // Drawn for this tab's own reader: a visitor's page for a visitor, this player's page for this player.
  const drawnForReader = drawn ? drawn.drawnFor === (user?.username ?? null) : false;
  if (onInput && drawnForReader && !drawn?.statusWarning && !location.hash && !hasLocallyHiddenElements() && !messageDue)
    onInput.ready(draw, loggedIn ? { latestInMs: playerWorkDueInMs() } : undefined);
  else draw();
}

void start();
