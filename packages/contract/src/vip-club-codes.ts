/**
 * The VIP Club's answer codes and page sizes, without zod: the VIP pages need them when they first
 * render, and zod loads only with a form's first validation (docs/performance.md). vip-club.ts
 * re-exports them.
 */

/** VIP Club answers (§4): 0 enrolled, -1110 not enrolled (request button), -1111/-1112 message only. */
export const VIP_CODES = {
  OK: 0,
  NOT_FOUND: -1,
  NOT_ENOUGH_POINTS: -2,
  BUSY: -3,
  ALREADY: -4,
  NOT_ENROLLED: -1110,
  SUSPENDED: -1111,
  NOT_ALLOWED: -1112,
} as const;

/** The VIP account statement's page size (§9), on the VIP Club page and the comp-point page alike (the same call). */
export const VIP_STATEMENT_PAGE_SIZE = 5;
