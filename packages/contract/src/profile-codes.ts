// Profile response codes without zod, so the browser's profile pages load without the schemas.

/** Response codes of the profile calls. */
export const PROFILE_CODES = {
  OK: 0,
  FAILED: -1,
  /** UpdateUser: the change waits for a one-time code (document 2 §4). */
  OTP_REQUIRED: -3333,
  /** Sections disabled until the contacts are verified (DisableAllSectionsIfContactsNotVerified). */
  CONTACTS_NOT_VERIFIED: -4001,
  /** Withdrawal-only mode (ConsentiSoloPrelievo) allows only anagrafica and password. */
  WITHDRAWAL_ONLY: -4002,
} as const;
