import { useEffect, useState } from 'react';

/**
 * How long after the load event the page is left alone. An app page's load event comes early (its
 * scripts are in, its data is not): on an account page the session check and the page's own calls
 * and render follow it, and those come first.
 */
const SETTLE_MS = 1000;

/** Runs `run` once the page has loaded, settled and the browser is idle (2 s at most): returns a cancel. */
function whenPageLoadedAndIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else run();
    }, SETTLE_MS);
    cancelIdle = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * False until the page has loaded (images included), settled and the browser is idle, then true for good.
 * For what is not part of the page a player came for (server messages): it loads after the page,
 * not competing with it for the network and the main thread (docs/performance.md).
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!loaded) return whenPageLoadedAndIdle(() => setLoaded(true));
  }, [loaded]);
  return loaded;
}
