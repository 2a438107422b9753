// Recovery response codes without zod, so the call definitions load without the schemas.

/** Outcome codes of the recovery calls. */
export const RECOVERY_CODES = { OK: 0, WRONG_ANSWER: -1, EXPIRED: -2, TOO_MANY_ATTEMPTS: -429 } as const;
