import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { MESSAGE_TRIGGER } from '@betsite/contract/server-message-rules';
import { AppRouter } from './app/app-router.tsx';
import { routes } from './app/router.tsx';
import type { ServerDrawnData } from './app/server-drawn.ts';
import { getMessages } from './features/server-messages/start-up.ts';
import { accountStatusOf } from './features/account/index.ts';
import { getNotify, loadNotificationModules, useNotifications } from './features/notifications/index.ts';
import { checkAuth } from './features/session/index.ts';
import { siteConfigQueryOptions } from './lib/site-config.ts';
import { configureApi, setApiOrigin } from './lib/api.ts';
import { useSession, type SessionState } from './lib/session-store.ts';
import { loadPages, matchedHandles } from './lib/page-module.tsx';
import { setServerDraw, type ServerDraw } from './lib/server-draw.ts';

type AnyQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/** A query the page would fetch: no observer ever subscribes on the server, so its own `enabled` says. */
function wanted(q: AnyQuery): boolean {
  const enabled = (q.options as { enabled?: boolean | ((q: AnyQuery) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(q) : enabled !== false;
}

/** The longest one draw holds the next (the server waits 1.5 s for a whole page). */
const QUEUE_TURN_MS = 2000;
let queue: Promise<unknown> = Promise.resolve();
/**
 * Draws run one after another: a draw waits for the page's lazy parts (Suspense), and what it was told
 * (setServerDraw: the viewport, the address, the DOM) is the module's, not the request's.
 */
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  // A draw stuck on a part that never loads does not hold the ones after it (the server gave up on it already).
  queue = Promise.race([run.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, QUEUE_TURN_MS))]);
  return run;
}

/**
 * The bearer of the player a page is drawn for, per draw: the app's query functions ask the API
 * through lib/api.ts, whose token source here is the draw under way (AsyncLocalStorage follows it
 * through every await), never a value shared by draws running side by side.
 */
const drawBearer = new AsyncLocalStorage<{ token: string | null }>();
configureApi({ getToken: () => drawBearer.getStore()?.token ?? null, onUnauthorized: () => false });

/** The session store as a visitor's: what every render outside a player's draw sees. */
const VISITOR_SESSION: Partial<SessionState> = { token: null, betsession: null, user: null, clientSettings: null, ready: true, endedMessage: null };
useSession.setState(VISITOR_SESSION);

/** How many times a page is drawn at most: each draw may ask for data the one before could not know it needed. */
const MAX_DRAWS = 4;

export interface DrawnPage {
  /** The markup of #root. */
  html: string;
  /** The data the page was drawn with, for the app: its queries, the reader's server messages, for whom it was drawn. */
  data: ServerDrawnData;
  /** The document title the page names itself with. */
  title: string | undefined;
  /**
   * False when the page is not whole without the app: some data (or the server messages) could not be had, a part is still
   * loading (a loader), a part is mounted by the app after its first render, or the address only
   * leads elsewhere (nothing drawn in <main>).
   */
  complete: boolean;
}

/** A page left to the browser (a player's session that is over, a player's data that could not be had). */
const NOT_DRAWN: DrawnPage = {
  html: '',
  data: { queries: { queries: [], mutations: [] }, messages: { trigger: 0, list: [] }, drawnFor: null, statusWarning: false },
  title: undefined,
  complete: false,
};

const LOADER = 'class="loader"';
/** Content parts the app mounts after its first render (CmsHtml: video embeds, named components such as the payout tables). */
const MOUNTED_LATER = /\sdata-(video|component)=/;
const EMPTY_MAIN = '<main id="main" tabindex="-1"></main>';

/**
 * Draws a visitor's page, or with `playerToken` that player's, as the app would (Preact to a
 * string): each draw shows which queries the page asks for, they are fetched from the server itself
 * (`origin`) with the app's own query functions, and the page is drawn again with them, until it
 * asks for nothing new.
 */
export function drawPage(url: string, origin: string, draw: ServerDraw, playerToken?: string): Promise<DrawnPage> {
  return drawBearer.run({ token: playerToken ?? null }, () => drawFor(url, origin, draw, playerToken ?? null));
}

async function drawFor(url: string, origin: string, draw: ServerDraw, token: string | null): Promise<DrawnPage> {
  setApiOrigin(origin);
  // A player's page: the session the app would restore from its stored token (CheckAuth with the
  // bearer answers the same token, it does not replace it). A token no longer valid draws nothing.
  const player = token ? await checkAuth().catch(() => null) : null;
  if (token && !(player?.Success && player.UserData)) return NOT_DRAWN;
  const session: Partial<SessionState> = player?.UserData
    ? {
        token,
        betsession: player.UserData.betsession,
        user: player.UserData,
        clientSettings: player.ClientSettings,
        ready: true,
        endedMessage: null,
      }
    : VISITOR_SESSION;
  // The reader's server messages (trigger 1 for a visitor, 2 for a player) go with the page: the app,
  // not the server, knows whether this browser has still to see one (its view counts are local), and
  // starts at once if so.
  const trigger = player ? MESSAGE_TRIGGER.Logged : MESSAGE_TRIGGER.NotLogged;
  const messagesIn = getMessages(trigger).catch(() => null);
  // A player's notifications: the header's count and the payment-method alert are drawn with the page.
  const notificationsIn = player ? Promise.all([getNotify(false), loadNotificationModules()]).then(([items]) => items) : Promise.resolve([]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
  await loadPages(matchedHandles(routes, history.location.pathname));
  const notifications = await notificationsIn.catch(() => null);
  if (notifications === null) return NOT_DRAWN;
  const render = () =>
    oneAtATime(async () => {
      setServerDraw(draw);
      // The store is the module's: set for this render only (renders run one at a time) and put back after.
      useSession.setState(session);
      useNotifications.getState().replace(notifications);
      try {
        return await renderToStringAsync(
          <QueryClientProvider client={client}>
            <AppRouter history={history as never} routes={routes} />
          </QueryClientProvider>,
        );
      } finally {
        useSession.setState(VISITOR_SESSION);
        useNotifications.getState().reset();
        setServerDraw(null);
      }
    });
  let html = await render();
  for (let n = 1; n < MAX_DRAWS; n++) {
    const missing = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && wanted(q));
    if (missing.length === 0) break;
    await Promise.all(missing.map((q) => client.prefetchQuery(q.options as never)));
    html = await render();
  }
  const queries = client.getQueryCache().getAll().filter(wanted);
  const messages = await messagesIn;
  const complete =
    messages !== null &&
    queries.every((q) => q.state.status === 'success') &&
    !html.includes(LOADER) &&
    !html.includes(EMPTY_MAIN) &&
    !MOUNTED_LATER.test(html);
  // A player whose account needs attention sees 'Stato conto' when the page opens: the app starts at once.
  const statusWarning = player?.UserData
    ? accountStatusOf(player.UserData, client.getQueryData(siteConfigQueryOptions.queryKey), new Date()).status?.allOk === false
    : false;
  return {
    html,
    data: { queries: dehydrate(client), messages: { trigger, list: messages ?? [] }, drawnFor: player?.UserData?.username ?? null, statusWarning },
    title: draw.title,
    complete,
  };
}
