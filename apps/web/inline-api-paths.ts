import MagicString from 'magic-string';
import type { Plugin } from 'vite';
// Relative, so Vite bundles the TypeScript source into its config instead of asking Node to load it.
import { API } from '../../packages/contract/src/api-paths.ts';

type Table = Record<string, string | Record<string, string>>;

/**
 * The web app names its calls by the contract's table (`API.Account.LoginUser2FA`), which the type
 * checker verifies against the server's routes; in the shipped bundle each name becomes its path
 * string, so the table itself (≈ 2 KB gzip of paths most pages never call) is not in the first load.
 */
export function inlineApiPaths(): Plugin {
  const table = API as unknown as Table;
  const pathOf = (group: string, key: string | undefined) => {
    const entry = table[group];
    if (key === undefined) return typeof entry === 'string' ? entry : undefined;
    return typeof entry === 'object' ? entry[key] : undefined;
  };
  return {
    name: 'inline-api-paths',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/apps/web/src/') || !code.includes('API.')) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(/\bAPI\.(\w+)(?:\.(\w+))?/g)) {
        const path = pathOf(m[1]!, m[2]);
        // A group used whole (`API.Account`) or an unknown name is left alone: the type checker reports the latter.
        if (path !== undefined) s.overwrite(m.index, m.index + m[0].length, JSON.stringify(path));
      }
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
