// Without zod, so the browser can check a name before a request without loading a schema library.
/**
 * Characters a line typed by a person never needs, which can hide or reverse what others are shown:
 * controls (C0 and C1), format characters (bidi overrides, zero-width), line and paragraph separators.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Whether `v` is one line of visible text: none of the hidden characters, and something that shows
 * (a value of invisible characters only would pass a "required" check and say nothing).
 */
export const visibleLine = (v: string) => !HIDDEN.test(v) && /[^\s]/u.test(v);
