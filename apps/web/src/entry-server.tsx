import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { MESSAGE_TRIGGER } from '@betsite/contract/server-message-rules';
import { AppRouter } from './app/app-router.tsx';
import { routes } from './app/router.tsx';
import type { ServerDrawnData } from './app/server-drawn.ts';
import { getMessages } from './features/server-messages/start-up.ts';
import { setApiOrigin } from './lib/api.ts';
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

/** How many times a page is drawn at most: each draw may ask for data the one before could not know it needed. */
const MAX_DRAWS = 4;

export interface DrawnPage {
  /** The markup of #root. */
  html: string;
  /** The data the page was drawn with, for the app: its queries and the visitors' server messages. */
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

const LOADER = 'class="loader"';
/** Content parts the app mounts after its first render (CmsHtml: video embeds, named components such as the payout tables). */
const MOUNTED_LATER = /\sdata-(video|component)=/;
const EMPTY_MAIN = '<main id="main" tabindex="-1"></main>';

/**
 * Draws a visitor's page as the app would (Preact to a string): each draw shows which queries the
 * page asks for, they are fetched from the server itself (`origin`) with the app's own query
 * functions, and the page is drawn again with them, until it asks for nothing new.
 */
export async function drawPage(url: string, origin: string, draw: ServerDraw): Promise<DrawnPage> {
  setApiOrigin(origin);
  // The visitors' server messages (trigger 1) go with the page: the app, not the server, knows whether
  // this browser has still to see one (its view counts are local), and starts at once if so.
  const messagesIn = getMessages(MESSAGE_TRIGGER.NotLogged).catch(() => null);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
  await loadPages(matchedHandles(routes, history.location.pathname));
  const render = () =>
    oneAtATime(async () => {
      setServerDraw(draw);
      try {
        return await renderToStringAsync(
          <QueryClientProvider client={client}>
            <AppRouter history={history as never} routes={routes} />
          </QueryClientProvider>,
        );
      } finally {
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
  const visitorMessages = await messagesIn;
  const complete =
    visitorMessages !== null &&
    queries.every((q) => q.state.status === 'success') &&
    !html.includes(LOADER) &&
    !html.includes(EMPTY_MAIN) &&
    !MOUNTED_LATER.test(html);
  return { html, data: { queries: dehydrate(client), visitorMessages: visitorMessages ?? [] }, title: draw.title, complete };
}
