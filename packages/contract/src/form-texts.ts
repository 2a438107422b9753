// Form texts without zod, so browser forms can show them before the schemas have loaded.

/** The message the specification uses for every required field. */
export const REQUIRED = 'Il campo è richiesto';
