import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { linkRules } from './html-links.ts';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * The browser's sanitiser (DOMPurify, ≈ 11 KB gzip) in its own chunk. A page the server rendered
 * does not need it (see useSanitizedHtml); content loaders and server messages load it beside their
 * data, so HTML fetched later is sanitised before it is shown. Never on the server.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (typeof window === 'undefined') return Promise.reject(new Error('The content sanitiser runs in the browser only'));
  loading ??= import('./purify-html.ts').then((m) => (sanitizer = m.purifyHtml));
  return loading;
}

/**
 * For a page's data loader: the page shows content HTML, so in the browser (a later navigation, or a
 * page the server did not render) the sanitiser loads beside its data and the page shows whole.
 * Nothing on the server, which renders stored HTML as it is (useSanitizedHtml).
 */
export const sanitizerForPage = (): Promise<unknown> => (typeof window === 'undefined' ? Promise.resolve() : loadSanitizer());

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
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
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
