import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { build, type Plugin } from 'vite';

/** Bundles a module exporting an unused `onDemand` component beside a used value, as a page's import would. */
async function bundleUsingOnlyTheValue(): Promise<string> {
  const onDemand = fileURLToPath(new URL('./on-demand.tsx', import.meta.url));
  const files: Record<string, string> = {
    '/entry.js': 'import { used } from "/module.tsx"; console.log(used);',
    '/module.tsx': `import { onDemand } from ${JSON.stringify(onDemand)};\nexport const Unused = onDemand(() => import('/heavy.tsx'));\nexport const used = 1;`,
    '/heavy.tsx': 'export default function Heavy() { return "heavy code"; }',
  };
  const virtual: Plugin = { name: 'virtual-files', enforce: 'pre', resolveId: (id) => (id in files ? id : undefined), load: (id) => files[id] };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [virtual],
    build: { write: false, minify: false, lib: { entry: '/entry.js', formats: ['es'] }, rollupOptions: { external: [/^react/], treeshake: true } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
  return output.output.map((o) => o.code ?? '').join('\n');
}

it('an onDemand component nobody draws is dropped by the bundler, with the chunk it would load', async () => {
  const code = await bundleUsingOnlyTheValue();
  expect(code).toContain('console.log(used)');
  expect(code).not.toContain('heavy code');
  expect(code).not.toContain('RouteErrorBoundary');
});
