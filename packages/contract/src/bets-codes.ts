/** The business codes of the bets calls (zod-free, for the call definitions the browser loads). */
export const BETS_CODES = { OK: 0, NOT_FOUND: -1, CASHOUT_CHANGED: -2, CASHOUT_REFUSED: -3, SETTLED: -4, WRONG_TYPE: -5 } as const;
