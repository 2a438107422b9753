import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupApi } from './app/api-setup.ts';
import { AppRouter, createAppHistory } from './app/app-router.tsx';
import { settledWithin, yieldToBrowser } from './app/boot.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { beginSessionCheck, startClientSettingsSync } from './features/session/index.ts';
import { loadPages } from './lib/page-module.tsx';
import { RouteError, RouteErrorBoundary } from './ui/route-error.tsx';
import './styles.css';

/** The longest a slow session check holds the first paint; its answer lands when it comes. */
const SESSION_WAIT_MS = 3000;

/**
 * Start-up in tasks the browser can respond between (docs/performance.md): evaluating the modules
 * and sending the session check, starting the first page's modules, then one render of the whole
 * page once they and the session check are in, instead of a loader (or a visitor's header) first
 * and the page after it.
 *
 * An async function, not top-level await: with a top-level await in the entry, Rollup must split
 * everything the lazy pages share with it into separate chunks (a page importing from an entry
 * still awaiting would deadlock), which tripled the number of script requests.
 */
async function start(): Promise<void> {
  setupApi();
  const sessionChecked = beginSessionCheck();
  startClientSettingsSync();
  await yieldToBrowser();
  const history = createAppHistory();
  await Promise.all([loadPages(routes, history.location.pathname), settledWithin(sessionChecked, SESSION_WAIT_MS)]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* A failure outside the pages (the layout itself) still gets an Italian message. */}
      <RouteErrorBoundary fallback={() => <RouteError />}>
        <Providers>
          <AppRouter history={history} routes={routes} />
        </Providers>
      </RouteErrorBoundary>
    </StrictMode>,
  );
}

void start();
