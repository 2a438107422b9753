import { randomInt } from 'node:crypto';
import { CARD_RANKS, CARD_SUITS, handTotal, isBlackjack, type THandState } from '@betsite/contract/blackjack-rules';

/**
 * The sandbox blackjack's rules (docs/games.md "Blackjack"), pure: six decks shuffled anew for each
 * hand, the dealer stands on all 17s and checks the hole card for blackjack at the deal, blackjack
 * pays 3:2 (floored to the cent), other wins 1:1, a push returns the stake. No double, split or insurance.
 */
export const DECKS = 6;

/** An integer in [0, max): `crypto.randomInt` in play, a fixed sequence in tests. */
export type RandomInt = (max: number) => number;
export const cryptoInt: RandomInt = (max) => randomInt(max);

/** Six decks, Fisher–Yates shuffled: every order equally likely when `rand` is uniform. */
export function newShoe(rand: RandomInt = cryptoInt): string[] {
  const shoe: string[] = [];
  for (let d = 0; d < DECKS; d++) for (const s of CARD_SUITS) for (const r of CARD_RANKS) shoe.push(r + s);
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe;
}

export type HandResult = Exclude<THandState, 'in_corso'>;
export interface Table {
  shoe: string[];
  player: string[];
  dealer: string[];
}
/** A table after a step: still the player's turn (`result` null) or decided. */
export interface Played extends Table {
  result: HandResult | null;
}

const draw = (t: Table) => {
  const [card, ...shoe] = t.shoe;
  if (!card) throw new Error('blackjack: the shoe is empty'); // 312 cards: one hand never gets near
  return { card, shoe };
};

/** The deal: player, dealer, player, dealer. A blackjack on either side (the dealer checks the hole card) ends the hand at once. */
export function deal(shoe: readonly string[]): Played {
  const [p1, d1, p2, d2, ...rest] = shoe;
  const t = { shoe: rest, player: [p1!, p2!], dealer: [d1!, d2!] };
  if (isBlackjack(t.player) || isBlackjack(t.dealer)) return { ...t, result: judge(t.player, t.dealer) };
  return { ...t, result: null };
}

/** 'Carta': one card; a bust loses at once, 21 stands by itself (nothing better can come of another card). */
export function hit(t: Table): Played {
  const { card, shoe } = draw(t);
  const next = { ...t, shoe, player: [...t.player, card] };
  const total = handTotal(next.player).total;
  if (total > 21) return { ...next, result: 'persa' };
  if (total === 21) return stand(next);
  return { ...next, result: null };
}

/** 'Stai': the dealer draws to 17 or more (standing on soft 17 too), then the totals are compared. */
export function stand(t: Table): Played {
  const dealer = dealerPlay(t);
  return { ...dealer, result: judge(dealer.player, dealer.dealer) };
}

export function dealerPlay(t: Table): Table {
  let cur = t;
  while (handTotal(cur.dealer).total < 17) {
    const { card, shoe } = draw(cur);
    cur = { ...cur, shoe, dealer: [...cur.dealer, card] };
  }
  return cur;
}

/** The result of two finished hands. */
export function judge(player: readonly string[], dealer: readonly string[]): HandResult {
  const p = handTotal(player).total;
  const d = handTotal(dealer).total;
  const pBj = isBlackjack(player);
  const dBj = isBlackjack(dealer);
  if (pBj || dBj) return pBj && dBj ? 'pareggio' : pBj ? 'blackjack' : 'persa';
  if (p > 21) return 'persa';
  if (d > 21 || p > d) return 'vinta';
  return p === d ? 'pareggio' : 'persa';
}

/** What the player receives, stake included: 3:2 floored to the cent, 1:1, the stake back, or nothing. */
export function payoutOf(result: HandResult, stake: number): number {
  switch (result) {
    case 'blackjack':
      return stake + Math.floor((stake * 3) / 2);
    case 'vinta':
      return stake * 2;
    case 'pareggio':
      return stake;
    default:
      return 0;
  }
}
