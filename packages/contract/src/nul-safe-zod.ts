/**
 * zod, with one rule added to every string the contract declares: no NUL character. PostgreSQL
 * refuses U+0000 in text and jsonb, so a NUL that got past validation became a 500 deep in a query;
 * here it is a 400 with an Italian message, for every call, including calls added later (they all
 * build their strings from this `z`). Everything else is zod as published.
 */
import * as zod from 'zod';

export * from 'zod';

/** The message for a string carrying a NUL character (or another C0 control other than tab/CR/LF). */
export const NUL_TEXT = 'Il testo contiene caratteri non ammessi';

const hasNoNul = (v: string) => !v.includes('\u0000');

export const string: typeof zod.string = ((params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).refine(hasNoNul, { error: NUL_TEXT, abort: true })) as typeof zod.string;

export const email: typeof zod.email = ((params?: Parameters<typeof zod.email>[0]) =>
  zod.email(params).refine(hasNoNul, { error: NUL_TEXT, abort: true })) as typeof zod.email;
