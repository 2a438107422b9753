import type { Plugin } from 'vite';

/** A statement on a line of its own: `Name.displayName = "Text";` (how React libraries name components for React DevTools). */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** A top-level component or context made by React: `var Form = React10.forwardRef(`, `… = React.createContext(`, `… = React3.memo(`. */
const REACT_FACTORY = /^((?:var|let|const) [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** A top-level component of the site's own code loaded on first render: `const Name = lazy(` (React's `lazy`, called at module level). */
const APP_LAZY = /^((?:export )?const [A-Za-z_$][\w$]* = )(lazy\()/gm;
/** The site's own source files, where only `lazy(` is marked. */
const APP_SOURCE = /\/apps\/web\/src\/.*\.tsx?$/;

/**
 * In the browser's production build, for npm packages: drops the top-level `X.displayName = "…"`
 * statements and marks top-level `React.forwardRef(…)`, `React.createContext(…)` and `React.memo(…)`
 * calls pure. Without that, Rollup must keep every component a library makes this way, used or not:
 * the call might have effects, and so might setting a property on what it returned. displayName only
 * names components for React DevTools. In React Router's production build this kept `Form`, its
 * submission helpers and `HistoryRouter`, which the site never renders: −1.2 KB gzip on the shared
 * entry (docs/performance.md).
 *
 * In the site's own code, it marks top-level `lazy(…)` calls pure for the same reason: a module
 * imported for another export would otherwise keep its lazy components, and with them the chunks
 * they import, in every page that imports it. (`onDemand`, the site's own wrapper, says so itself
 * with `@__NO_SIDE_EFFECTS__`.)
 */
export function stripDisplayNames(): Plugin {
  return {
    name: 'betsite:strip-display-names',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr) return;
      if (!id.includes('/node_modules/')) {
        if (!APP_SOURCE.test(id) || !code.includes('lazy(')) return;
        const marked = code.replace(APP_LAZY, '$1/* @__PURE__ */ $2');
        return marked === code ? undefined : { code: marked, map: null };
      }
      if (!/\.(displayName = "|forwardRef\(|createContext\(|memo\()/.test(code)) return;
      const stripped = code.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '$1/* @__PURE__ */ $2');
      // Every line stays where it was (a dropped statement leaves its line empty): the source map holds.
      return stripped === code ? undefined : { code: stripped, map: null };
    },
  };
}
