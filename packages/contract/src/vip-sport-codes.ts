/**
 * VIP Sport page sizes, without zod: the page needs them when it first renders, and zod loads only
 * with a form's first validation (docs/performance.md). vip-sport.ts re-exports them.
 */

/** Page sizes (§9): history 10 with a window of 5 pages, tickets 10, group and points 1000. */
export const VIP_HISTORY_PAGE = 10;
export const VIP_TICKETS_PAGE = 10;
export const VIP_GROUP_PAGE = 1000;
