import { useEffect, useState } from 'react';

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    /** The last form the player sent before hydration, held back by index.html's inline script. */
    __bsHeldSubmit?: HeldSubmit;
  }
}

/**
 * Marks the page hydrated. Until then index.html's inline script holds back a form's native
 * submission; a form sent meanwhile is sent again now, to React's handler. Rendered after the page,
 * inside the page's Suspense boundary: React hydrates that boundary after the shell, and only then
 * are the page's handlers in place.
 */
export function Hydrated() {
  const [held, setHeld] = useState<HeldSubmit | null>(null);
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    const form = window.__bsHeldSubmit;
    delete window.__bsHeldSubmit;
    if (form) setHeld(form);
  }, []);
  // Sent on the render after hydration: the page's own hydration effects (the fields typed into
  // before the scripts ran, taken into its state) are rendered together with this one by then.
  useEffect(() => {
    if (held?.form.isConnected) held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
  }, [held]);
  return null;
}
