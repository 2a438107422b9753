import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { bundleFiles } from '../../build/bundle-files.test-support.ts';

/** Bundles a module exporting an unused `onDemand` component beside a used value, as a page's import would. */
async function bundleUsingOnlyTheValue(): Promise<string> {
  const onDemand = fileURLToPath(new URL('./on-demand.tsx', import.meta.url));
  const files: Record<string, string> = {
    '/entry.js': 'import { used } from "/module.tsx"; console.log(used);',
    '/module.tsx': `import { onDemand } from ${JSON.stringify(onDemand)};\nexport const Unused = onDemand(() => import('/heavy.tsx'));\nexport const used = 1;`,
    '/heavy.tsx': 'export default function Heavy() { return "heavy code"; }',
  };
  return bundleFiles(files, { external: [/^react/] });
}

it('an onDemand component nobody draws is dropped by the bundler, with the chunk it would load', async () => {
  const code = await bundleUsingOnlyTheValue();
  expect(code).toContain('console.log(used)');
  expect(code).not.toContain('heavy code');
  expect(code).not.toContain('RouteErrorBoundary');
});
