// Login response codes without zod, so the browser's login page and the call definitions load without the schemas.

/** Login response codes of document 1 §4. */
export const LOGIN_CODES = {
  OK: 0,
  OK_OTHER_SESSIONS_CLOSED: -6083,
  OK_DEPOSIT_LIMIT_REQUIRED: -6443,
  OK_INACTIVE: -5305,
  DEVICE_NOT_AUTHORISED: -3333,
  TWO_FACTOR_REQUIRED: -3334,
  TWO_FACTOR_RETRY: -3335,
  TWO_FACTOR_INVALID: -5028,
  WRONG_CREDENTIALS: -1,
  TOO_MANY_ATTEMPTS: -429,
  ACCOUNT_CLOSED: -6,
} as const;
