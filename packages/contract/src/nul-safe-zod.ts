/**
 * zod, with one rule added to every string the contract declares: text PostgreSQL can store. It
 * refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate in jsonb (in text it would become
 * U+FFFD, silently), so such a string that got past validation became a 500 deep in a query; here
 * it is a 400 with an Italian message, for every call, including calls added later (they all build
 * their strings from this `z`). Everything else is zod as published.
 */
import * as zod from 'zod';

export * from 'zod';

/** The message for a string carrying a NUL character, a lone surrogate, or (`visibleLine`) a hidden character. */
export const NUL_TEXT = 'Il testo contiene caratteri non ammessi';

/** Surrogates that are half of a pair: what is left after every well-formed pair is removed. */
const SURROGATE = /[\uD800-\uDFFF]/;
const PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * Whether PostgreSQL can store `v` as written: no NUL, and no half of a surrogate pair (a lone
 * `\uD800` from a client that cut an emoji in two, or sent it on purpose). Written without
 * `String.prototype.isWellFormed`, which the browsers the build targets do not all have.
 */
export const storableText = (v: string) => !v.includes('\u0000') && (!SURROGATE.test(v) || !SURROGATE.test(v.replace(PAIR, '')));

export { visibleLine } from './visible-text.ts';

export const string: typeof zod.string = ((params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).refine(storableText, { error: NUL_TEXT, abort: true })) as typeof zod.string;

export const email: typeof zod.email = ((params?: Parameters<typeof zod.email>[0]) =>
  zod.email(params).refine(storableText, { error: NUL_TEXT, abort: true })) as typeof zod.email;
