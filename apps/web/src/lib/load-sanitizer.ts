/** The browser's content sanitiser: a string of HTML in, the string to put in the DOM out. */
export type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser if its chunk is already here (so a component can use it in its first render). */
export const loadedSanitizer = (): Sanitize | undefined => sanitizer;

/**
 * The browser's sanitiser (DOMPurify, ≈ 11 KB gzip) in its own chunk. A page the server rendered
 * does not need it (lib/sanitize-html.ts); content loaders and server messages load it beside their
 * data, so HTML fetched later is sanitised before it is shown. Never on the server. A module of its
 * own, so what only preloads it (the server messages in every page's layout) carries nothing else.
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
