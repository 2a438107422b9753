/** The service worker vite-plugin-pwa builds (vite.config.ts): app shell precached, API never cached. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The message the generated worker answers with `skipWaiting()` (Workbox's `registerType: 'prompt'`). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/**
 * Registers the service worker; when a new version of the site is installed and waiting, `onUpdate`
 * gets a function that activates it and reloads the page once it has taken over. The new version
 * never takes over by itself: a page half-way through a deposit keeps the code it started with.
 * The platform's own API, not workbox-window: it is the few lines below, and the library would be
 * 2 KB more on every first page.
 */
export function registerServiceWorker(onUpdate: (activate: () => void) => void): void {
  const container = navigator.serviceWorker;
  const offer = (waiting: ServiceWorker) =>
    onUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage(SKIP_WAITING);
    });
  container
    .register(SERVICE_WORKER_URL)
    .then((registration) => {
      // A version already waiting from an earlier visit (only when this one is not the first install).
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // Installed while another version controls the page: that is an update waiting, not the first install.
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
    })
    // A failed registration (private mode, storage full) leaves the site as it is without one.
    .catch(() => undefined);
}
