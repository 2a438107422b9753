/** The refusals of a slot round (PlayRound), zod-free for the call definitions the browser loads; the server's round service answers them. */
export const ROUND_CODES = { NOT_FOUND: -1, INSUFFICIENT: -2, CONFLICT: -3, INVALID: -4, LIMIT: -5 } as const;
