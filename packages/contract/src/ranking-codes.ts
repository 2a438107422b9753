/**
 * The ranking area's answer codes and page sizes, without zod: the ranking page needs them when it
 * first renders, and zod loads only with a form's first validation (docs/performance.md). ranking.ts
 * re-exports them.
 */

export const RANKING_CODES = { OK: 0, NOT_FOUND: -1, NOT_ENOUGH: -2, MONTHLY_MAX: -3, NOT_ALLOWED: -4, BUSY: -5 } as const;

/** Movements per page and page buttons (§9). */
export const RANKING_PAGE_SIZE = 5;
export const RANKING_PAGE_BUTTONS = 5;
/** A promo unlocked through ranking is playable for 30 days (§4, §9). */
export const RANKING_PROMO_DAYS = 30;
