import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Libraries that belong to forms, the back office or content HTML: never in the app shell, which
 * every route loads first (the 100 KB first-load budget, docs/performance.md). A page that needs one
 * imports it lazily (`useSchemaForm`, the back office's route discovery, the sanitiser's chunk).
 */
const NOT_IN_SHELL = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers|chart\.js|@tiptap\/[^/]+|prosemirror-[^/]+|dompurify|date-fns|qrcode)\//;

/** zod (≈ 27 KB gzip) loads with a form's first validation (`useSchemaForm`), never with a player's page. */
const NOT_IN_PLAYER_PAGE = /\/node_modules\/(zod)\//;
/** A player's page: a lazily loaded route module of the site (the back office has no budget). */
const PLAYER_PAGE = /\/src\/features\/(?!backoffice\/)[^/]+\/(?:[^/]+\/)*routes\/[^/]+\.tsx$/;

/** The given chunks and every chunk they import statically: what the browser loads with them. */
function withStaticImports(bundle: OutputBundle, roots: (c: OutputChunk) => boolean): OutputChunk[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const walk = (c: OutputChunk | undefined) => {
    if (!c || seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const f of c.imports) walk(byFile.get(f));
  };
  for (const c of chunks) if (roots(c)) walk(c);
  return [...seen].map((f) => byFile.get(f)!);
}

/** The libraries (first group of the pattern) among a chunk's modules. */
function forbidden(chunk: OutputChunk, pattern: RegExp): string[] {
  const ids = Object.keys(chunk.modules).map((id) => id.replaceAll('\\', '/'));
  return [...new Set(ids.flatMap((id) => pattern.exec(id)?.[1] ?? []))];
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
      for (const chunk of withStaticImports(bundle, (c) => c.isEntry)) {
        const names = forbidden(chunk, NOT_IN_SHELL);
        if (names.length > 0)
          this.error(`the app shell (${chunk.fileName}) loads ${names.join(', ')} eagerly; import it lazily from the page that needs it (docs/performance.md)`);
      }
      for (const page of Object.values(bundle)) {
        if (page.type !== 'chunk' || !page.isDynamicEntry || !PLAYER_PAGE.test(page.facadeModuleId?.replaceAll('\\', '/') ?? '')) continue;
        for (const chunk of withStaticImports(bundle, (c) => c === page)) {
          if (forbidden(chunk, NOT_IN_PLAYER_PAGE).length > 0)
            this.error(
              `${page.facadeModuleId} loads zod with the page (through ${chunk.fileName}); take constants from a zod-free contract module and the schema through useSchemaForm (docs/performance.md)`,
            );
        }
      }
    },
  };
}
