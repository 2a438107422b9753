import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * In the server's build (src/entry-server.tsx) only: every source module with a default export (the
 * lazily loaded pages) also exports its source path as `__moduleId`. The server's render reports the
 * modules of the pages it rendered (lib/page-module.tsx), and the server preloads their chunks and
 * stylesheets from the browser build's manifest: no list of paths kept by hand.
 */
export function moduleIds(): Plugin {
  let root = '';
  return {
    name: 'betsite:module-ids',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id, options) {
      if (!options?.ssr || !/\.tsx?$/.test(id) || !/^export default /m.test(code)) return;
      const source = path.relative(root, id).replaceAll('\\', '/');
      if (!source.startsWith('src/')) return;
      return { code: `${code}\nexport const __moduleId = ${JSON.stringify(source)};`, map: null };
    },
  };
}
