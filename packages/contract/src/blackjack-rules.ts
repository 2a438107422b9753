// Blackjack rules shared by the server (which plays them) and the table (which shows them), without zod (docs/games.md "Blackjack").

export { BLACKJACK_GAME } from './blackjack-game.ts';

export const CARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** Cuori, quadri, fiori, picche. */
export const CARD_SUITS = ['C', 'Q', 'F', 'P'] as const;
export type TCardRank = (typeof CARD_RANKS)[number];
export type TCardSuit = (typeof CARD_SUITS)[number];
/** A card as the calls send it: rank then suit ('AC' asso di cuori, '10P' dieci di picche). */
export const CARD = /^(A|[2-9]|10|J|Q|K)[CQFP]$/;

export const rankOf = (card: string) => card.slice(0, -1) as TCardRank;
export const suitOf = (card: string) => card.slice(-1) as TCardSuit;

/** A card's points with the ace as 1 (figures 10). */
export function cardPoints(card: string): number {
  const r = rankOf(card);
  if (r === 'A') return 1;
  if (r === 'J' || r === 'Q' || r === 'K') return 10;
  return Number(r);
}

/** A hand's best total; `soft` when an ace counts 11 in it (one more card cannot bust it). */
export function handTotal(cards: readonly string[]): { total: number; soft: boolean } {
  let hard = 0;
  let aces = 0;
  for (const c of cards) {
    hard += cardPoints(c);
    if (rankOf(c) === 'A') aces += 1;
  }
  return aces > 0 && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** The total as the table shows it: '17', or '7/17' for a soft hand. */
export function totalText(cards: readonly string[]): string {
  const { total, soft } = handTotal(cards);
  return soft ? `${total - 10}/${total}` : String(total);
}

/** Two cards making 21. */
export const isBlackjack = (cards: readonly string[]) => cards.length === 2 && handTotal(cards).total === 21;

/** A hand's state: in play, or its result. */
export const HAND_STATES = ['in_corso', 'blackjack', 'vinta', 'persa', 'pareggio'] as const;
export type THandState = (typeof HAND_STATES)[number];
export const HAND_ACTIONS = ['carta', 'stai'] as const;
export type THandAction = (typeof HAND_ACTIONS)[number];

/** The refusals of the blackjack calls: the slot round's codes, then the hand's own. */
export const BLACKJACK_CODES = { NOT_FOUND: -1, INSUFFICIENT: -2, CONFLICT: -3, INVALID: -4, LIMIT: -5, HAND_OPEN: -6, HAND_DONE: -7, STALE: -8 } as const;

/** Italian texts of the hand's own refusals and fields (the deal's other refusals are the slot round's, games-messages.ts). */
export const BLACKJACK_TEXT = {
  handOpen: 'Hai già una mano in corso: concludila prima di distribuirne un’altra',
  handDone: 'La mano è già conclusa',
  handNotFound: 'Mano non trovata',
  stale: 'La mano è cambiata nel frattempo: ricarica la pagina',
  code: 'Codice della mano non valido',
  action: 'Azione non valida',
  step: 'Passo della mano non valido',
} as const;
