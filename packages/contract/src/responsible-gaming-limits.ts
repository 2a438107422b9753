// Responsible-gaming limits without zod, so the browser's limit and exclusion forms load without the schemas.

/** The largest limit: the highest choice of the registration list (document 2 §9, € 99.000). */
export const MAX_LIMIT_CENTS = 9_900_000;
/** The spec's request: tipo (3), termine, note, tipoTrasversale. */
export const SAVE_ESCLUSIONE_TIPO = 3;
