// Migration response codes without zod, so the browser's migration page loads without the schemas.

export const MIGRATION_CODES = {
  OK: 0,
  NOT_FOUND: -1,
  ALREADY_MIGRATED: -2,
  USERNAME_TAKEN: -3,
  FISCAL_CODE_IN_USE: -4,
  EMAIL_IN_USE: -6642,
  MOBILE_IN_USE: -6643,
  TOO_MANY_ATTEMPTS: -429,
} as const;
