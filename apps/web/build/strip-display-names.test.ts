import { describe, expect, it } from 'vitest';
import type { TransformResult } from 'vite';
import { bundleFiles } from './bundle-files.test-support.ts';
import { stripDisplayNames } from './strip-display-names.ts';

const REACT_ROUTER = '/app/node_modules/react-router/dist/production/chunk.mjs';
const SOURCE = [
  'var Link = React10.forwardRef((props, ref) => React10.createElement("a", { ...props, ref }));',
  'Link.displayName = "Link";',
  'var Form = React10.forwardRef((props, ref) => React10.createElement("form", { ...props, ref }));',
  'Form.displayName = "Form";',
  'var RouteContext = React.createContext(null);',
  'RouteContext.displayName = "Route";',
  'var Memo = React3.memo(Inner);',
].join('\n');

function transform(code: string, id: string, ssr = false): string {
  const hook = stripDisplayNames().transform as (this: unknown, code: string, id: string, options?: { ssr?: boolean }) => TransformResult | undefined;
  const out = hook.call({}, code, id, { ssr });
  return out && typeof out === 'object' && typeof out.code === 'string' ? out.code : code;
}

describe('stripDisplayNames', () => {
  it("drops an npm package's displayName statements and marks its React factories pure", () => {
    const out = transform(SOURCE, REACT_ROUTER);
    expect(out).not.toContain('displayName');
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var Memo = /* @__PURE__ */ React3.memo(Inner);');
  });

  it("leaves the site's own code and the server's build as they are", () => {
    expect(transform(SOURCE, '/app/apps/web/src/ui/link.tsx')).toBe(SOURCE);
    expect(transform(SOURCE, REACT_ROUTER, true)).toBe(SOURCE);
  });

  it("marks the site's own top-level lazy() calls pure, and nothing else in its code", () => {
    const code = [
      "const Dialog = lazy(() => import('./dialog.tsx'));",
      "export const Area = lazy(() => import('./area.tsx').then((m) => ({ default: m.Area })));",
      'function Page() {',
      "  const Inner = lazy(() => import('./inner.tsx'));",
      '}',
    ].join('\n');
    const out = transform(code, '/app/apps/web/src/features/x/page.tsx');
    expect(out).toContain("const Dialog = /* @__PURE__ */ lazy(() => import('./dialog.tsx'));");
    expect(out).toContain('export const Area = /* @__PURE__ */ lazy(');
    expect(out).toContain("  const Inner = lazy(() => import('./inner.tsx'));");
    expect(transform(code, '/app/apps/web/src/features/x/page.tsx', true)).toBe(code);
    expect(transform(code, '/app/apps/server/src/page.tsx')).toBe(code);
  });

  it('keeps a displayName that is not a plain string statement of its own', () => {
    const code = 'Link.displayName = name;\nif (x) Form.displayName = "Form";';
    expect(transform(code, REACT_ROUTER)).toBe(code);
  });

  it('lets the bundler drop a component nothing uses, and keeps the one that is used', async () => {
    const files: Record<string, string> = {
      '/entry.js': 'import { Link } from "/node_modules/lib/index.mjs"; console.log(Link);',
      '/node_modules/lib/index.mjs': `const React10 = { forwardRef: (f) => ({ f }) };\n${SOURCE.split('\n').slice(0, 4).join('\n')}\nexport { Link, Form };`,
    };
    const code = await bundleFiles(files, { plugins: [stripDisplayNames()] });
    expect(code).toContain('"a"');
    expect(code).not.toContain('"form"');
  });

  it("lets the bundler drop the site's lazy component a page does not use, with the chunk it would load", async () => {
    const files: Record<string, string> = {
      '/entry.js': 'import { used } from "/apps/web/src/mod.tsx"; console.log(used);',
      // As React's lazy() looks to the bundler: a call it cannot prove free of effects.
      '/apps/web/src/mod.tsx':
        "const lazy = (load) => (globalThis.loaders.push(load), load);\nexport const Unused = lazy(() => import('/apps/web/src/heavy.tsx'));\nexport const used = 1;",
      '/apps/web/src/heavy.tsx': 'export default "heavy code";',
    };
    const code = await bundleFiles(files, { plugins: [stripDisplayNames()] });
    expect(code).not.toContain('heavy code');
  });
});
