/**
 * The server writes each route's first stylesheets into the page as `<style data-href>`
 * (apps/server/src/platform/index-pages.ts). Vite's loader of lazy chunks looks for a
 * `<link rel="stylesheet">` of every stylesheet a chunk needs, and fetches (and waits for) any it
 * does not find. A disabled link satisfies that check and, added by script, is never fetched; written
 * in the HTML, Chromium's preload scanner fetched it anyway, at the highest priority, during the
 * first load. Runs before the app loads its first chunk.
 */
export function markInlinedStylesheets(doc: Document = document): void {
  const linked = new Set([...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href!;
    if (linked.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', href);
    link.disabled = true;
    doc.head.append(link);
  }
}
