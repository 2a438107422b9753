// The game platforms' tester's codes without zod, so the page and its call definitions load no schema.

/** Every refusal of the tester's calls is -1 (its Italian text says why), but a settlement the port refuses: -2. */
export const GAMES_SANDBOX_CODES = { REFUSED: -1, NOT_SETTLED: -2 } as const;
