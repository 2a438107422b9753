import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupApi } from './app/api-setup.ts';
import { firstPageLoaded, settledWithin, yieldToBrowser } from './app/boot.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { beginSessionCheck, startClientSettingsSync } from './features/session/index.ts';
import './styles.css';

/** The longest a slow session check holds the first paint; its answer lands when it comes. */
const SESSION_WAIT_MS = 3000;

/**
 * Start-up in tasks the browser can respond between (docs/performance.md): evaluating the modules
 * and sending the session check, creating the router (it starts the first page's chunk), then one
 * render of the whole page once that chunk and the session check are in, instead of a loader (or a
 * visitor's header) first and the page after it.
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
  const router = createRouter();
  await Promise.all([firstPageLoaded(router), settledWithin(sessionChecked, SESSION_WAIT_MS)]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
