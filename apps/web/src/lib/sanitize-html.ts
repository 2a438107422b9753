import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { linkRules } from './html-links.ts';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './load-sanitizer.ts';

const noSubscribe = () => () => {};

/**
 * HTML strings that came rendered in this page's markup (met while hydrating): a component showing
 * the same string again later (remounted, e.g. by the switch to the mobile layout) keeps it as it is.
 */
const serverRendered = new Set<string>();

/**
 * Content HTML for the DOM, or null while the sanitiser loads.
 * - On the server: the stored HTML (sanitised with the same policy when an operator saved it) with
 *   our link rules.
 * - In the browser, the same string when it came with the page (hydration): the browser has already
 *   parsed that markup, so sanitising it again would protect nothing; keeping the string keeps the
 *   DOM as the server drew it (no hydration mismatch, no re-created embeds).
 * - Any other HTML (a later navigation, changed content, a message): DOMPurify with the policy.
 */
export function useSanitizedHtml(raw: string): string | null {
  // React's hydration signal: the server snapshot while hydrating, the client one after.
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const onServer = typeof window === 'undefined';
  if (hydrating && !onServer) serverRendered.add(raw);
  const trusted = onServer || serverRendered.has(raw);
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(loadedSanitizer);
  useEffect(() => {
    if (trusted || sanitize) return;
    let live = true;
    void loadSanitizer().then((s) => live && setSanitize(() => s));
    return () => {
      live = false;
    };
  }, [trusted, sanitize]);
  return useMemo(() => (trusted ? linkRules(raw) : sanitize ? sanitize(raw) : null), [raw, trusted, sanitize]);
}
