import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PageViewContext, RenderedTitleContext, type PageView } from '../lib/page-view.ts';
import { RouteError, RouteErrorBoundary } from '../ui/route-error.tsx';

/** The browser's query cache (the server makes one per request). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 15_000 },
    // Offline, TanStack Query would pause a mutation and send it when the network returns, minutes
    // later and unasked: a deposit, a withdrawal or a bet is never queued, it fails now with the
    // connection's Italian message and the player decides again (docs/decisions.md "Installable site and offline").
    mutations: { networkMode: 'always' },
  },
});

/** What a page rendered by the server brings for the browser, in its `page-data` script (src/entry-server.tsx). */
export interface RenderedPageData {
  /** The router's loader data and errors (React Router's hydration state). */
  router: HydrationState;
  /** The query cache the page was rendered with. */
  queries: DehydratedState;
  view: PageView;
}

/**
 * What surrounds the router, the same on the server and in the browser so the hydrated tree is the
 * one the server rendered: the error boundary (a failure outside the pages still gets an Italian
 * message), the query cache, what the server knew of the reader, where the server notes the title.
 */
export function AppShell({
  client,
  view,
  title = null,
  children,
}: {
  client: QueryClient;
  view: PageView | null;
  title?: { title?: string; description?: string } | null;
  children: ReactNode;
}) {
  return (
    <RouteErrorBoundary fallback={() => <RouteError />}>
      <QueryClientProvider client={client}>
        <PageViewContext.Provider value={view}>
          <RenderedTitleContext.Provider value={title}>{children}</RenderedTitleContext.Provider>
        </PageViewContext.Provider>
      </QueryClientProvider>
    </RouteErrorBoundary>
  );
}
