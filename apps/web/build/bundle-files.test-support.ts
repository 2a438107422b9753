import { build, type Plugin } from 'vite';

/**
 * Bundles in-memory files (`/entry.js` the entry) with Vite's production build, minification off and
 * tree-shaking on, and returns the code of every chunk: what a test of the bundler's shaking reads.
 */
export async function bundleFiles(
  files: Record<string, string>,
  { plugins = [], external = [] }: { plugins?: Plugin[]; external?: RegExp[] } = {},
): Promise<string> {
  const virtual: Plugin = { name: 'virtual-files', enforce: 'pre', resolveId: (id) => (id in files ? id : undefined), load: (id) => files[id] };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [virtual, ...plugins],
    build: { write: false, minify: false, lib: { entry: '/entry.js', formats: ['es'] }, rollupOptions: { external, treeshake: true } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
  return output.output.map((o) => o.code ?? '').join('\n');
}
