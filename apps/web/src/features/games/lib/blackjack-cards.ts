import { rankOf, suitOf, type TCardRank, type TCardSuit } from '@betsite/contract/blackjack-rules';
import type { THandState } from '@betsite/contract/blackjack-rules';
import { formatCents } from '../../../lib/format.ts';

/** How the table writes and names a card: 'A♥', read as 'Asso di cuori'. */
const RANK_NAME: Record<TCardRank, string> = {
  A: 'Asso',
  '2': 'Due',
  '3': 'Tre',
  '4': 'Quattro',
  '5': 'Cinque',
  '6': 'Sei',
  '7': 'Sette',
  '8': 'Otto',
  '9': 'Nove',
  '10': 'Dieci',
  J: 'Fante',
  Q: 'Donna',
  K: 'Re',
};
const SUIT_NAME: Record<TCardSuit, string> = { C: 'cuori', Q: 'quadri', F: 'fiori', P: 'picche' };
const SUIT_SYMBOL: Record<TCardSuit, string> = { C: '♥', Q: '♦', F: '♣', P: '♠' };

export const cardName = (card: string) => `${RANK_NAME[rankOf(card)]} di ${SUIT_NAME[suitOf(card)]}`;
export const cardFace = (card: string) => ({ rank: rankOf(card), symbol: SUIT_SYMBOL[suitOf(card)], red: suitOf(card) === 'C' || suitOf(card) === 'Q' });

/** The sentence the status region announces when a hand ends (Win is what the player receives, stake included). */
export function resultText(state: Exclude<THandState, 'in_corso'>, stake: number, win: number): string {
  switch (state) {
    case 'blackjack':
      return `Blackjack! Hai vinto ${formatCents(win)}.`;
    case 'vinta':
      return `Hai vinto ${formatCents(win)}.`;
    case 'pareggio':
      return `Pareggio: ti viene restituita la puntata di ${formatCents(win)}.`;
    default:
      return `Hai perso la puntata di ${formatCents(stake)}.`;
  }
}
