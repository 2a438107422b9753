/**
 * The bonus area's codes and page size, without zod: the bonus page needs them when it first
 * renders, and zod loads only with a form's first validation (docs/performance.md). bonus.ts
 * re-exports them.
 */
export const BONUS_CODES = { OK: 0, NOT_FOUND: -1, ALREADY: -2, NOT_ALLOWED: -3, NOT_CANCELLABLE: -4 } as const;

/** Page size of the bonus list (§9). */
export const BONUS_PAGE_SIZE = 10;
