import type { TSlotSymbol } from '@betsite/contract/games-rules';

/** How each slot symbol is read out. */
export const SYMBOL_LABEL: Record<TSlotSymbol, string> = { ciliegia: 'Ciliegia', limone: 'Limone', campana: 'Campana', stella: 'Stella', sette: 'Sette' };

/** The slot's paytable as the player reads it (the server's rules in lobby/slot.ts). */
export const PAYTABLE: [string, string][] = [
  ['Tre Sette', '500 volte la puntata'],
  ['Tre Stelle', '50 volte la puntata'],
  ['Tre Campane', '25 volte la puntata'],
  ['Tre Limoni', '12 volte la puntata'],
  ['Tre Ciliegie', '5 volte la puntata'],
  ['Due Ciliegie', 'metà della puntata'],
];
