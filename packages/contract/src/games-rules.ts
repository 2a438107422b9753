// Lobby and game-launch constants without zod, so the pages load without the schemas (docs/performance.md).

/** A game's code as it appears in `/game/vegas/game/{gameCode}` and in the CMS buttons' GameCode. */
export const GAME_CODE = /^[a-z0-9-]{1,60}$/;
export const ROUND_STAKE_MIN = 10;
export const ROUND_STAKE_MAX = 10_000;
/** The stakes the launch page offers (cents). */
export const ROUND_STAKES = [10, 50, 100, 200, 500, 1000] as const;

/** One slot symbol's id; the web labels them in Italian. */
export const SLOT_SYMBOLS = ['ciliegia', 'limone', 'campana', 'stella', 'sette'] as const;
export type TSlotSymbol = (typeof SLOT_SYMBOLS)[number];
