// The game platform port's lists without zod (docs/games.md): the domain's bet rules, the server's
// port and the sandbox tester's schemas (games-sandbox.ts) read the same ones.

/** The platforms the game platform port knows (re-exported by @betsite/domain/bets). */
export const PLATFORMS = ['sport', 'casino', 'cash', 'gv', 'lotto', '10elotto', 'millionday', 'ippica', 'virtual'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * What the sportsbook reports about a purchase that did not (or not yet) become a ticket: refused,
 * counter-offered, expired, failed, or decided by a trader (admin) or by the platform's own review
 * (system admin); the server's games/bet-notifications.ts tells the player.
 */
export const PURCHASE_EVENT_KINDS = ['rejected', 'counter_offer', 'expired', 'purchase_error', 'admin_result', 'system_admin_result'] as const;
export type PurchaseEventKind = (typeof PURCHASE_EVENT_KINDS)[number];
