import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { setupApi } from './app/api-setup.ts';
import { markInlinedStylesheets } from './app/inlined-styles.ts';
import { AppShell, queryClient, type RenderedPageData } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { prefillNotifications } from './features/notifications/index.ts';
import { loadPlayerShell } from './app/layout/player-shell-parts.tsx';
import { beginSessionCheck, startActivityTracking, startClientSettingsSync } from './features/session/index.ts';
import { followPlayerTheme } from './lib/theme.ts';
import { useSession } from './lib/session-store.ts';
import { navigationShown, navigationStarted } from './lib/navigation-settled.ts';
import { loadPages, pageHandles } from './lib/page-module.tsx';
import './styles.css';

/**
 * The data of the page the server rendered (src/entry-server.tsx); null when #root came empty (the
 * back office), and in a frame: there the page is the back office's preview, whose content calls carry
 * the preview cookie (the page's own request does not), so the browser renders it afresh with the draft.
 */
function renderedPage(): RenderedPageData | null {
  // The server's block, not an element of content HTML that happens to carry the same id.
  const script = document.querySelector('script#page-data[type="application/json"]');
  if (!script || window.self !== window.top) return null;
  try {
    return JSON.parse(script.textContent ?? '') as RenderedPageData;
  } catch {
    return null;
  }
}

/** Resolves in a later task: what follows runs after the browser has had its turn. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has run its first loaders (a page the server did not render). */
const initialized = (router: DataRouter) =>
  router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });

/**
 * Start-up: the session check goes out at once; the page's modules load (the server rendered the page
 * with them, and hydration needs them); then React hydrates the server's markup with the data it was
 * rendered with: the router's hydration state and the query cache, so nothing is fetched again.
 */
async function start(): Promise<void> {
  // The entry's modules were evaluated in this task: what follows runs in the next, so neither makes
  // one long task with the other.
  await yieldToBrowser();
  markInlinedStylesheets();
  setupApi();
  // The player's activity counts from the page's scripts on, before hydration.
  startActivityTracking();
  const page = renderedPage();
  if (page) hydrate(queryClient, page.queries);
  // A stored session: the player's shell (notifications, idle warning…) loads now, and the
  // notifications' list with the session check, so the header's count, the alerts and the push
  // stream come with the player's page, not after it.
  if (useSession.getState().token) void loadPlayerShell();
  prefillNotifications(
    beginSessionCheck().then(() => {
      // The header hides 'Accedi' under a stored session until it is checked (index.html); now it shows what the check found.
      document.documentElement.removeAttribute('data-stored-session');
      return Boolean(useSession.getState().user);
    }),
  );
  startClientSettingsSync();
  followPlayerTheme();
  // The calls are out; the route table and the router are built in a task of their own, so the
  // browser can paint and take input in between (start-up was one long task).
  await yieldToBrowser();
  const routes = createRoutes({ queryClient, logged: () => Boolean(useSession.getState().user) });
  const router = createBrowserRouter(routes, page ? { hydrationData: page.router } : {});
  // Code that must act once the address shown has changed waits for this (lib/navigation-settled.ts).
  router.subscribe((state) => (state.navigation.state === 'idle' ? navigationShown() : navigationStarted()));
  // The modules of the pages the router matched load before React hydrates their markup.
  await loadPages(pageHandles(router.state.matches));
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppShell client={queryClient} view={page?.view ?? null}>
        <RouterProvider router={router} />
      </AppShell>
    </StrictMode>
  );
  // Hydrated as a transition: React then hydrates in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task (a hydration's default priority is never sliced).
  // A press on the page meanwhile is not lost: React hydrates what was pressed first and replays it.
  if (page) startTransition(() => void hydrateRoot(root, app));
  else {
    await initialized(router);
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();
