import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a network: the server (and the first render) assume it does. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Told as soon as the connection drops, on whatever page: nothing the player does with money waits
 * for the network to return (mutations fail at once, app/providers.tsx; the service worker queues nothing).
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="offline-banner" hidden={online}>
      {!online && 'Sei offline: ricariche, prelievi e giocate ripartono solo quando torna la connessione.'}
    </div>
  );
}
