/**
 * The content area's one business code, without zod (the calls' definitions and the browser need it,
 * calls/define-call.ts): a content id, a layout area's object or a promotion that does not exist, is
 * hidden or has expired. The client shows nothing for it (document 1 §7).
 */
export const CONTENT_NOT_FOUND = -1;
