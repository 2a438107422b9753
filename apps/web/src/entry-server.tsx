import { StrictMode } from 'react';
import { routeDescription } from './app/route-descriptions.ts';
import { contentDescription } from './app/page-description.ts';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell, type RenderedPageData } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { configureApi, setServerTransport } from './lib/api.ts';
import type { PageHandle } from './lib/page-module.tsx';
import type { PageView } from './lib/page-view.ts';

/** Who the page is rendered for, as the server reads the request: the screen it guesses and the host asked for. */
export interface Reader {
  viewportWidth: number;
  host: string;
}

export interface RenderedPage {
  status: number;
  /** Where a redirect route sends the reader (the page is then not rendered). */
  redirect?: string;
  /** The markup of #root. */
  html: string;
  /** The page's data for the browser (RenderedPageData), as JSON safe inside a <script>. */
  data: string;
  /** The document title the page names itself with. */
  title: string | null;
  /** The page's `<meta name="description">`. */
  description: string | null;
  /** The source modules of the matched routes' pages, for the server to preload from the build's manifest. */
  modules: string[];
}

/** The JSON of the page's data, safe inside a <script> element: no `<` (so no `</script>`), no line separators. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The whole markup once every part is in (lazy parts included): one render, no Suspense fallback sent
 * in a page's place. Every boundary is written in place (`progressiveChunkSize: Infinity`): by
 * default React moves a boundary of more than ≈ 12 KB to the end of the stream and puts it back
 * with inline scripts, which only pays when parts arrive later, and which the page's Content
 * Security Policy (no inline script) refuses.
 */
function renderToHtml(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (c: Buffer) => chunks.push(c));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

/**
 * The server's render of a page (apps/server/src/platform/web-app.ts) with React Router's data
 * router: the matched routes' loaders load the page modules and fill a query cache of this request
 * through `transport` (the server's services, in process), then the page renders once. Everything
 * per request lives in this call; the server never knows the player (the session is the browser's),
 * so every page is rendered for a visitor and account pages render their loader until the browser
 * has checked the session.
 */
export function createRenderer(transport: (url: string) => Promise<Response>): (url: string, reader: Reader) => Promise<RenderedPage> {
  configureApi({ getToken: () => null, onUnauthorized: () => false });
  setServerTransport(transport);
  return async (url, reader) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
    const handler = createStaticHandler(createRoutes({ queryClient, logged: () => false }));
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response)
      return { status: context.status, redirect: context.headers.get('location') ?? '/', html: '', data: '', title: null, description: null, modules: [] };
    // What could not be loaded is left to the browser: rendered as pending, as the browser's first render will be.
    const cache = queryClient.getQueryCache();
    for (const q of cache.getAll()) if (q.state.status !== 'success') cache.remove(q);
    const [hostname = '', port = ''] = reader.host.split(':');
    const view: PageView = { viewportWidth: reader.viewportWidth, hostname, port };
    const title: { title?: string } = {};
    const html = await renderToHtml(
      <StrictMode>
        <AppShell client={queryClient} view={view} title={title}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppShell>
      </StrictMode>,
    );
    const data: RenderedPageData = {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: dehydrate(queryClient),
      view,
    };
    const pathname = new URL(url, 'http://localhost').pathname;
    const modules = context.matches.flatMap((m) => (m.route.handle as PageHandle | undefined)?.page.id ?? []);
    return {
      status: context.statusCode,
      html,
      data: scriptSafeJson(data),
      title: title.title ?? null,
      description: contentDescription(queryClient, pathname) ?? routeDescription(pathname),
      modules,
    };
  };
}
