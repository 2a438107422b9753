import { z } from 'zod';

// Italian default messages for every schema, on the server and in the browser alike.
z.config(z.locales.it());

export { z };

/** The message the specification uses for every required field. */
export const REQUIRED = 'Il campo è richiesto';

/** A non-empty trimmed string with the specification's "required" message. */
export const zRequired = (max = 200) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: `Massimo ${max} caratteri` });

/** Query-string boolean: 'true' / 'false' (the legacy client sends strings). */
export const zQueryBool = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');
