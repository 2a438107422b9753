/**
 * Compiles the server to plain JavaScript (apps/server/dist/main.js) so production runs on Node
 * alone: the TypeScript loader (tsx, with esbuild's worker) held ~30 MB of every server process
 * (docs/performance.md). The workspace packages are bundled in; npm packages stay external and
 * load from node_modules. `node scripts/build-server.mjs [extra entry …]` (each → dist/<name>.js).
 */
import { cpSync, rmSync } from 'node:fs';
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
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@betsite/') ? undefined : { external: true }));
      },
    },
  ],
});
// The migrator reads the SQL files next to the code (db/client.ts: `new URL('./migrations', import.meta.url)`).
cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
