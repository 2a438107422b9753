import * as z from './nul-safe-zod.ts';
import { italianIssueText } from './zod-italian.ts';

// Plain Italian default messages for every schema, on the server and in the browser alike.
z.config({ localeError: italianIssueText });

export { z };
export { NUL_TEXT, visibleLine } from './nul-safe-zod.ts';
import { REQUIRED } from './form-texts.ts';

export { REQUIRED } from './form-texts.ts';

/** A non-empty trimmed string with the specification's "required" message. */
export const zRequired = (max = 200) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `Massimo ${max} caratteri` });

/** An optional trimmed string of at most `max` characters (add `.optional()`/`.nullable()` as the call needs). */
export const zOptionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Massimo ${max} caratteri` });

/** Query-string boolean: 'true' / 'false' (the legacy client sends strings). */
export const zQueryBool = z.enum(['true', 'false', 'True', 'False', '1', '0']).transform((v) => v === 'true' || v === 'True' || v === '1');

/** Plain-text fields (names, addresses, affiliate details) are stored and shown as text: markup is refused. */
export const NO_MARKUP_TEXT = 'Il campo non può contenere i caratteri < e >';
export const hasNoMarkup = (v: string | null | undefined) => !v || !/[<>]/.test(v);

/** zRequired for plain text: the same rules, and no markup. */
export const zPlainRequired = (max = 200) => zRequired(max).refine(hasNoMarkup, { error: NO_MARKUP_TEXT });

/** zOptionalText for plain text: no markup. */
export const zPlainOptional = (max = 200) => zOptionalText(max).refine(hasNoMarkup, { error: NO_MARKUP_TEXT });

/**
 * An ISO 8601 date-time a database can store. `z.iso.datetime` takes year 0000, and offsets that
 * carry 9999-12-31 past year 9999: PostgreSQL refuses both (the call answered 500). Years 1900–9998
 * only. `local`: also without an offset (Italian time, as the legacy client writes it).
 */
export const zDateTime = ({ local = false, error = 'Data non valida' }: { local?: boolean; error?: string } = {}) =>
  z.iso.datetime({ offset: true, local, error }).refine(
    (v) => {
      const year = Number(v.slice(0, 4));
      return year >= 1900 && year <= 9998;
    },
    { error },
  );
