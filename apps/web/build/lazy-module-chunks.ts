import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written, next to Vite's own manifest; read by apps/server/src/platform/index-pages.ts. */
export const LAZY_MODULE_CHUNKS_FILE = '.vite/lazy-module-chunks.json';

/**
 * Writes which chunk holds each lazily imported module (`src/…/deposit-page.tsx` → `assets/deposit-page-<hash>.js`).
 *
 * The server preloads each route's page chunk from Vite's manifest, but the manifest names a lazily
 * imported module by its source path only when its chunk has a facade; a page that itself imports
 * something lazily (the deposit, withdrawal and static pages) comes out as `_deposit-page-<hash>.js`,
 * and its preload was silently missing. This map names them all.
 */
export function lazyModuleChunks(): Plugin {
  let root = '';
  return {
    name: 'betsite:lazy-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        for (const id of chunk.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          map[path.relative(root, id).replaceAll('\\', '/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: LAZY_MODULE_CHUNKS_FILE, source: JSON.stringify(map, null, 1) });
    },
  };
}
