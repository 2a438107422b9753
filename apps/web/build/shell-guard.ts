import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Libraries that belong to forms, the back office or content HTML: never in the app shell, which
 * every route loads first (the 100 KB first-load budget, docs/performance.md). A page that needs one
 * imports it lazily (`useSchemaForm`, the back office's route discovery, the sanitiser's chunk).
 */
const NOT_IN_SHELL = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers|chart\.js|@tiptap\/[^/]+|prosemirror-[^/]+|dompurify|date-fns|qrcode)\//;

/** The entry chunk and every chunk it imports statically: what the browser loads before any route. */
function shellChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const walk = (c: OutputChunk | undefined) => {
    if (!c || seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const f of c.imports) walk(byFile.get(f));
  };
  for (const c of chunks) if (c.isEntry) walk(c);
  return [...seen].map((f) => byFile.get(f)!);
}

/**
 * Fails the build when the app shell pulls in one of those libraries: a static import of a form
 * schema or a page component from the header, the menu or the router costs every route 15–30 KB,
 * and the budget test would only say that a route got heavier, not why.
 */
export function shellGuard(): Plugin {
  return {
    name: 'betsite:shell-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of shellChunks(bundle)) {
        const found = Object.keys(chunk.modules).filter((id) => NOT_IN_SHELL.test(id.replaceAll('\\', '/')));
        if (found.length > 0) {
          const names = [...new Set(found.map((id) => NOT_IN_SHELL.exec(id.replaceAll('\\', '/'))![1]))];
          this.error(`the app shell (${chunk.fileName}) loads ${names.join(', ')} eagerly; import it lazily from the page that needs it (docs/performance.md)`);
        }
      }
    },
  };
}
