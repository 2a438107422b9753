/**
 * Compiles the server to plain JavaScript (apps/server/dist/main.js) so production runs on Node
 * alone: the TypeScript loader (tsx, with esbuild's worker) held ~30 MB of every server process
 * (docs/performance.md). The workspace packages are bundled in; npm packages stay external and
 * load from node_modules. `node scripts/build-server.mjs [extra entry …]` (each → dist/<name>.js).
 */
import { cpSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/server/dist');
const extra = process.argv.slice(2).map((p) => path.resolve(p));

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts'), ...extra],
  outdir: out,
  entryNames: '[name]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // A call definition loads its schemas through `schemaModule('../x.ts')`, a specifier that is not a
      // literal on purpose, so the web build never follows it (packages/contract/src/calls/define-call.ts).
      // The server awaits those loaders at start-up (platform/call-route.ts): in its bundle the
      // specifier must be a literal import that esbuild follows, or it would resolve next to dist/main.js.
      name: 'call-schemas-bundled',
      setup(b) {
        b.onLoad({ filter: /packages[\\/]contract[\\/]src[\\/]calls[\\/][^\\/]+\.ts$/ }, async (a) => ({
          contents: (await readFile(a.path, 'utf8')).replace(/schemaModule<[^>]*>\(('[^']+')\)/g, '(() => import($1))'),
          loader: 'ts',
        }));
      },
    },
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@betsite/') ? undefined : { external: true }));
      },
    },
  ],
});
// The migrator reads the SQL files next to the code (db/client.ts: `new URL('./migrations', import.meta.url)`).
cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
