import { useEffect, useState } from 'react';
import { registerServiceWorker } from './register-service-worker.ts';

/**
 * Loaded after the first page (root layout): registers the service worker, and when a new version
 * of the site is waiting says so with a button that switches to it. Dismissed, it asks again on the
 * next page load.
 */
export default function AppUpdate() {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    registerServiceWorker((run) => setActivate(() => run));
  }, []);
  if (!activate) return null;
  return (
    <div role="status" className="app-update">
      <span>Nuova versione disponibile</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={activate}>
        Ricarica
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setActivate(null)}>
        Non ora
      </button>
    </div>
  );
}
